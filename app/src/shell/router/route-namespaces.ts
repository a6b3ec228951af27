// The catalogue namespaces each page reads, loaded with the page (its route loader, beside its chunk) so that it
// renders in one go. A namespace missing here still loads when a component first asks for it (i18n.ts's backend
// suspends it meanwhile): this list is about speed, never about correctness. The core namespaces (common) are
// always there; the content pages load content and legal themselves (content/namespaces.ts).
import type { Namespace } from '../../i18n/i18n.ts';
import { bookingPages } from './pages/bookings.ts';
import { hostPages } from './pages/host.ts';
import { messagePages } from './pages/messages.ts';
import { ownerPages } from './pages/owner.ts';
import type { RouteName } from '../../routes/table.ts';

/** Pages of the renter's path and the account screens, by route name. */
const renterNamespaces: Partial<Record<RouteName, readonly Namespace[]>> = {
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
};

export function routeNamespaces(name: string): readonly Namespace[] {
  const renter = renterNamespaces[name as RouteName];
  if (renter) return renter;
  if (name in bookingPages) return ['bookings', 'booking', 'changes'];
  if (name in ownerPages) return ['owner', 'bookings'];
  if (name in hostPages) return ['host', 'bookings'];
  if (name in messagePages) return ['messages', 'bookings'];
  return [];
}
