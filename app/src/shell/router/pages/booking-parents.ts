// The bookings/:id route others nest in (spec 001 section 2): its layout and its loader's module, listed once for the
// booking page's list (bookings.ts) and the booking's other pages (booking-flows.ts, booking-changes.ts).
import type { ParentDataLoader, ParentLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

export const bookingParents: Partial<Record<RouteName, ParentLoader>> = {
  'dashboard-bookings-id': () => import('../../../bookings/booking-route.tsx'),
};

export const bookingParentData: Partial<Record<RouteName, ParentDataLoader>> = {
  'dashboard-bookings-id': () => import('../../../bookings/booking-loader.ts'),
};
