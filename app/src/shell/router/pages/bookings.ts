// The dashboard home (its data starts beside its code: bookingPageData), the bookings and trips lists and a booking's
// own page, nested in the bookings/:id route (its layout: bookingParents; its loader: bookingParentData,
// booking-parents.ts). The booking's other pages (payment, answers, documents, money requests, services) are listed
// in booking-flows.ts, its changes in booking-changes.ts: the booking page and the dashboard, loaded first, load this
// short list (issue 35).
import type { PageDataLoader, PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const list: PageLoader = () => import('../../../bookings/dashboard/booking-list-page.tsx');

export { bookingParentData, bookingParents } from './booking-parents.ts';

export const bookingPageData: Partial<Record<RouteName, PageDataLoader>> = {
  dashboard: () => import('../../../bookings/dashboard/dashboard-loader.ts'),
};

export const bookingPages: Partial<Record<RouteName, PageLoader>> = {
  dashboard: () => import('../../../bookings/dashboard/dashboard-home-page.tsx'),
  'dashboard-trips': list,
  'dashboard-trips-all': list,
  'dashboard-trips-pending': list,
  'dashboard-trips-completed': list,
  'dashboard-bookings': list,
  'dashboard-bookings-all': list,
  'dashboard-bookings-pending': list,
  'dashboard-bookings-completed': list,
  'dashboard-bookings-confirmed': list,
  'dashboard-bookings-id': () => import('../../../bookings/booking-detail-page.tsx'),
  // The return from the card's authentication step (not a dashboard route: found in the whole page map).
  'payment-callback': () => import('../../../bookings/payment/payment-callback-page.tsx'),
};
