// Booking pages under /{dashboard}/bookings/{id} (spec 001 section 2), the bookings and trips lists and the
// dashboard home. edit/* and change-request/* are the change-request pages.
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const payment: PageLoader = () => import('../../../bookings/payment/payment-page.tsx');
const home: PageLoader = () => import('../../../bookings/dashboard-home-page.tsx');
const list: PageLoader = () => import('../../../bookings/booking-list-page.tsx');
const detail: PageLoader = () => import('../../../bookings/booking-detail-page.tsx');
const answer: PageLoader = () => import('../../../bookings/booking-answer-pages.tsx');
const afterTrip: PageLoader = () => import('../../../bookings/booking-after-trip-pages.tsx');
const documents: PageLoader = () => import('../../../bookings/booking-documents-pages.tsx');
const money: PageLoader = () => import('../../../bookings/money-request-pages.tsx');
const services: PageLoader = () => import('../../../bookings/services-pages.tsx');
const changes: PageLoader = () => import('../../../bookings/changes/change-request-pages.tsx');

const sub = (names: readonly string[], loader: PageLoader) =>
  Object.fromEntries(names.map((name) => [`dashboard-bookings-id-${name}`, loader])) as Record<string, PageLoader>;

export const bookingPages: Partial<Record<RouteName, PageLoader>> = {
  dashboard: home,
  'dashboard-trips': list,
  'dashboard-trips-all': list,
  'dashboard-trips-pending': list,
  'dashboard-trips-completed': list,
  'dashboard-bookings': list,
  'dashboard-bookings-all': list,
  'dashboard-bookings-pending': list,
  'dashboard-bookings-completed': list,
  'dashboard-bookings-confirmed': list,
  'dashboard-bookings-id': detail,
  payment,
  'payment-callback': () => import('../../../bookings/payment/payment-callback-page.tsx'),
  ...sub(['complete', 'retry-payment', 'update-payment'], payment),
  ...sub(['accept', 'accepted', 'decline', 'cancel', 'custom-quote'], answer),
  ...sub(['closeout', 'review', 'full-review'], afterTrip),
  ...sub(
    [
      'documents',
      'invoice',
      'agreement',
      'agreement-signature',
      'agreement-success',
      'agreement-error',
      'insurance',
      'income-protection',
      'insurance-efnol',
    ],
    documents,
  ),
  ...sub(
    ['send-request-money', ...['send', 'sent', 'review', 'dispute', 'request', 'success'].map((step) => `send-request-money-${step}`)],
    money,
  ),
  ...sub(['services-update', 'services-update-review', 'services-update-complete'], services),
  ...sub(
    [
      'edit',
      ...['dates', 'addons', 'review', 'details', 'pending', 'destination'].map((step) => `edit-${step}`),
      'change-request',
      ...['accept', 'review', 'decline'].map((step) => `change-request-${step}`),
    ],
    changes,
  ),
};
