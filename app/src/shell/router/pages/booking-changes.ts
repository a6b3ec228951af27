// A booking's change pages under /{dashboard}/bookings/{id} (spec 001 section 2): a change of the trip (edit and its
// steps) and the answer to a change request, nested in the bookings/:id route (booking-parents.ts). A list of their
// own (issue 35): a change page loads these file names, not those of the booking's other pages (booking-flows.ts).
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

export { bookingParentData, bookingParents } from './booking-parents.ts';

export const bookingChangePages: Partial<Record<RouteName, PageLoader>> = {
  'dashboard-bookings-id-edit': () => import('../../../bookings/changes/edit-page.tsx'),
  'dashboard-bookings-id-edit-dates': () => import('../../../bookings/changes/edit-dates-page.tsx'),
  'dashboard-bookings-id-edit-addons': () => import('../../../bookings/changes/edit-addons-page.tsx'),
  'dashboard-bookings-id-edit-details': () => import('../../../bookings/changes/edit-details-page.tsx'),
  'dashboard-bookings-id-edit-destination': () => import('../../../bookings/changes/edit-destination-page.tsx'),
  'dashboard-bookings-id-edit-review': () => import('../../../bookings/changes/edit-review-page.tsx'),
  'dashboard-bookings-id-edit-pending': () => import('../../../bookings/changes/edit-pending-page.tsx'),
  'dashboard-bookings-id-change-request': () => import('../../../bookings/changes/change-request-page.tsx'),
  'dashboard-bookings-id-change-request-review': () => import('../../../bookings/changes/change-request-review-page.tsx'),
  'dashboard-bookings-id-change-request-accept': () => import('../../../bookings/changes/change-request-accept-page.tsx'),
  'dashboard-bookings-id-change-request-decline': () => import('../../../bookings/changes/change-request-decline-page.tsx'),
};
