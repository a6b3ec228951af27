// The catalogue namespaces each page reads, loaded with the page (its route loader, beside its chunk) so that it
// renders in one go. A namespace missing here still loads when a component first asks for it (i18n.ts's backend
// suspends it meanwhile): this list is about speed, never about correctness. The core namespaces (common) are
// always there; the content pages load content and legal themselves (content/namespaces.ts).
import type { Namespace } from '../../i18n/i18n.ts';
import type { RouteName } from '../../routes/table.ts';
import { dashboardAreaOf } from './route-lists.ts';

/** Pages of the renter's path and the account screens, by route name (and the owner's public page). */
const pageNamespaces: Partial<Record<RouteName, readonly Namespace[]>> = {
  home: ['home'],
  // The auth dialog opens over the home page.
  signin: ['home', 'auth'],
  signup: ['home', 'auth'],
  logout: ['home'],
  'rv-search': ['search', 'renter'],
  'rv-rentals': ['search', 'renter'],
  'rv-rentals-keyword': ['search', 'renter'],
  'rv-rentals-campground': ['search', 'renter'],
  'rv-rentals-destination': ['search', 'renter'],
  'rv-rental': ['listing', 'renter', 'booking'],
  'rv-rental-request-to-book': ['booking', 'listing', 'renter'],
  'rv-rental-request-to-book-additionals': ['booking', 'listing', 'renter', 'auth'],
  'callback-oauth': ['auth'],
  'payment-callback': ['booking'],
  'lp-signup': ['auth'],
  'recovery-password': ['auth'],
  'recovery-password-code': ['auth'],
  'dashboard-favourites': ['favourites'],
  owner: ['owner'],
  // The owner's pages read the bookings' words for the cancellation policies only (the booking preferences).
  'dashboard-rvs-new-booking-preferences': ['owner', 'bookings'],
  'dashboard-rvs-rvId': ['owner', 'bookings'],
  'dashboard-rvs-rvId-preferences': ['owner', 'bookings'],
};

/** A booking's pages under answer/, documents/, money-requests/ and services/ (their words: booking-pages). */
const bookingPagesWords =
  /^dashboard-bookings-id-(accept|accepted|decline|cancel|custom-quote|documents|invoice|agreement|insurance|income-protection|send-request-money|services-update)(-|$)/;

export function routeNamespaces(name: string): readonly Namespace[] {
  const listed = pageNamespaces[name as RouteName];
  if (listed) return listed;
  switch (dashboardAreaOf(name)) {
    // A booking's pages show its change requests (changes), but for the booking page itself, whose actions are worded
    // in bookings: it loads them with the first request it shows (bookings/changes/change-callouts.tsx). The pages
    // with the payment form (payment-form.tsx) read the request to book's words. Answering, the documents, money
    // requests and services read their own besides (booking-pages: bookings/booking-pages-words.ts).
    case 'bookings':
      return [
        'bookings',
        ...(name.startsWith('dashboard-bookings-id-') ? (['changes'] as const) : []),
        ...(/pay|closeout|money-review/.test(name) ? (['booking'] as const) : []),
        ...(bookingPagesWords.test(name) ? (['booking-pages'] as const) : []),
      ];
    case 'owner':
      return ['owner'];
    case 'host':
      return ['host'];
    // The inbox and a thread name a booking's status in the bookings' words.
    case 'messages':
      return ['messages', 'bookings'];
    default:
      return [];
  }
}
