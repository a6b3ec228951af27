import type { Meta } from '@storybook/react-vite';
import type { ChangeRequestView, Estimate, HeldChangeRequests } from '@rove/contract';
import BookingLayout from '../../../app/src/bookings/booking-route.tsx';
import ChangeRequestPage from '../../../app/src/bookings/changes/change-request-page.tsx';
import ReviewPage from '../../../app/src/bookings/changes/change-request-review-page.tsx';
import { typedAnswer } from '../harness/answers.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { bookingId, bookings } from './booking-data.ts';

export default {
  title: 'Screens/Bookings/Change request',
  component: ChangeRequestPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

const confirmed = bookings.confirmed;

/** Camille asks to stay two more nights (to the 19th): the new breakdown and what she would pay on approval. */
const request: ChangeRequestView<Estimate> = {
  Id: 7,
  BookingId: bookingId,
  UserId: confirmed.RenterId,
  CreatedBy: 'renter',
  Status: 'Pending',
  Adults: confirmed.Adults,
  Children: confirmed.Children,
  Pets: confirmed.Pets,
  Destination: confirmed.Destination,
  DeliveryDistance: null,
  StartDate: confirmed.StartDate,
  EndDate: '2026-07-19',
  NumberOfNights: 9,
  RvUsage: confirmed.RvUsage,
  ChangeRequestItems: { AddAddOns: [], RemoveAddOns: [] },
  RoadSideInsurance: true,
  InsuranceProtectionLevel: 'Standard',
  ExpectedTotal: 2744.95,
  RejectionReason: null,
  CreatedAt: '2026-06-03T10:30:00Z',
  Financial: { ...confirmed.Financial, EndDate: '2026-07-19', TotalNights: 9, TotalDays: 10, RenterTotal: 2744.95 },
  Difference: {
    CurrentTotal: 2162.21,
    NewTotal: 2744.95,
    Difference: 582.74,
    Paid: 540.55,
    ToCharge: 582.74,
    ToRefund: 0,
    When: 'on-approval',
  },
  // The host's payout now and with the two more nights (shown on the host's review).
  Payout: { Current: 1071.63, Proposed: 1377.81 },
};

const answers = {
  [`/api/bookings/${bookingId}`]: typedAnswer<typeof confirmed>()({ ...confirmed, PendingChangeRequestId: request.Id }),
  [`/api/bookings/${bookingId}/change-request`]: typedAnswer<HeldChangeRequests<Estimate>>()({
    Draft: null,
    Pending: request,
    History: [],
  }),
};

const requestScreen: Screen = {
  route: 'dashboard-bookings-id-change-request',
  params: { dashboard: 'host', id: bookingId },
  session: 'host',
  layout: BookingLayout,
  answers,
};

/** Jordan reads the request: the trip before and after, and the ways to answer. */
export const PhoneEnglish = screenStory(requestScreen, 'phone', 'en');
export const PhoneFrench = screenStory(requestScreen, 'phone', 'fr');
export const DesktopEnglish = screenStory(requestScreen, 'desktop', 'en');
export const DesktopFrench = screenStory(requestScreen, 'desktop', 'fr');

/** Its review: both breakdowns side by side and the difference. */
const reviewScreen: Screen = { ...requestScreen, route: 'dashboard-bookings-id-change-request-review', page: ReviewPage };
export const ReviewPhoneEnglish = screenStory(reviewScreen, 'phone', 'en');
export const ReviewDesktopFrench = screenStory(reviewScreen, 'desktop', 'fr');
