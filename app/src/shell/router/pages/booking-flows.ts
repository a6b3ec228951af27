// A booking's pages under /{dashboard}/bookings/{id} other than the booking page itself (spec 001 section 2), one
// module each, nested in the bookings/:id route (booking-parents.ts): payment, answering, documents, after the trip,
// money requests and services. A list of its own (issue 35): the booking page and the dashboard load bookings.ts, and
// the changes' pages booking-changes.ts, not the file names of every page here.
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

export { bookingParentData, bookingParents } from './booking-parents.ts';

export const bookingFlowPages: Partial<Record<RouteName, PageLoader>> = {
  payment: () => import('../../../bookings/payment/payment-page.tsx'),
  'dashboard-bookings-id-complete': () => import('../../../bookings/payment/complete-page.tsx'),
  'dashboard-bookings-id-retry-payment': () => import('../../../bookings/payment/retry-payment-page.tsx'),
  'dashboard-bookings-id-update-payment': () => import('../../../bookings/payment/update-payment-page.tsx'),
  'dashboard-bookings-id-accept': () => import('../../../bookings/answer/accept-page.tsx'),
  'dashboard-bookings-id-accepted': () => import('../../../bookings/answer/accepted-page.tsx'),
  'dashboard-bookings-id-decline': () => import('../../../bookings/answer/decline-page.tsx'),
  'dashboard-bookings-id-cancel': () => import('../../../bookings/answer/cancel-page.tsx'),
  'dashboard-bookings-id-custom-quote': () => import('../../../bookings/answer/custom-quote-page.tsx'),
  'dashboard-bookings-id-closeout': () => import('../../../bookings/after-trip/closeout-page.tsx'),
  'dashboard-bookings-id-review': () => import('../../../bookings/after-trip/review-page.tsx'),
  'dashboard-bookings-id-full-review': () => import('../../../bookings/after-trip/full-review-page.tsx'),
  'dashboard-bookings-id-documents': () => import('../../../bookings/documents/documents-page.tsx'),
  'dashboard-bookings-id-invoice': () => import('../../../bookings/documents/invoice-page.tsx'),
  'dashboard-bookings-id-agreement': () => import('../../../bookings/documents/agreement-page.tsx'),
  'dashboard-bookings-id-agreement-signature': () => import('../../../bookings/documents/agreement-signature-page.tsx'),
  'dashboard-bookings-id-agreement-success': () => import('../../../bookings/documents/agreement-success-page.tsx'),
  'dashboard-bookings-id-agreement-error': () => import('../../../bookings/documents/agreement-error-page.tsx'),
  'dashboard-bookings-id-insurance': () => import('../../../bookings/documents/insurance-page.tsx'),
  'dashboard-bookings-id-income-protection': () => import('../../../bookings/documents/income-protection-page.tsx'),
  'dashboard-bookings-id-insurance-efnol': () => import('../../../bookings/documents/insurance-efnol-page.tsx'),
  'dashboard-bookings-id-send-request-money': () => import('../../../bookings/money-requests/send-request-money-page.tsx'),
  'dashboard-bookings-id-send-request-money-send': () => import('../../../bookings/money-requests/send-page.tsx'),
  'dashboard-bookings-id-send-request-money-sent': () => import('../../../bookings/money-requests/sent-page.tsx'),
  'dashboard-bookings-id-send-request-money-review': () => import('../../../bookings/money-requests/review-page.tsx'),
  'dashboard-bookings-id-send-request-money-dispute': () => import('../../../bookings/money-requests/dispute-page.tsx'),
  'dashboard-bookings-id-send-request-money-request': () => import('../../../bookings/money-requests/request-page.tsx'),
  'dashboard-bookings-id-send-request-money-success': () => import('../../../bookings/money-requests/success-page.tsx'),
  'dashboard-bookings-id-services-update': () => import('../../../bookings/services/update-page.tsx'),
  'dashboard-bookings-id-services-update-review': () => import('../../../bookings/services/update-review-page.tsx'),
  'dashboard-bookings-id-services-update-complete': () => import('../../../bookings/services/update-complete-page.tsx'),
};
