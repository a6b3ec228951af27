import type { Meta } from '@storybook/react-vite';
import type { BookingList, BookingListItem } from '@rove/contract';
import BookingListPage from '../../../app/src/bookings/dashboard/booking-list-page.tsx';
import { typedAnswer } from '../harness/answers.ts';
import { photo } from '../harness/photos.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';

export default {
  title: 'Screens/Bookings/Host bookings',
  component: BookingListPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

const item = (
  fields: Pick<
    BookingListItem,
    'Id' | 'Status' | 'StartDate' | 'EndDate' | 'Nights' | 'Guests' | 'ViewerTotal' | 'ExpiresAt' | 'NextStep'
  > & {
    renter: string;
    rv: 'classC' | 'airstream';
  },
): BookingListItem => {
  const rv =
    fields.rv === 'classC'
      ? {
          RvId: 88,
          RvName: 'Okanagan Class C with bunks',
          RvAlias: 'okanagan-class-c-kelowna',
          RvLocation: 'Kelowna, BC',
          colours: ['#7fb3d5', '#4a7c59', '#f4f1ea'] as [string, string, string],
        }
      : {
          RvId: 71,
          RvName: '2021 Airstream Flying Cloud 25FB',
          RvAlias: 'airstream-flying-cloud-asheville',
          RvLocation: 'Asheville, NC',
          colours: ['#aed6f1', '#4a7c59', '#d5d8dc'] as [string, string, string],
        };
  return {
    Id: fields.Id,
    Status: fields.Status,
    ViewerRole: 'owner',
    RvId: rv.RvId,
    RvName: rv.RvName,
    RvAlias: rv.RvAlias,
    RvPhotoUrl: photo(...rv.colours),
    RvLocation: rv.RvLocation,
    StartDate: fields.StartDate,
    EndDate: fields.EndDate,
    Nights: fields.Nights,
    Guests: fields.Guests,
    Currency: fields.rv === 'classC' ? 'CAD' : 'USD',
    RenterTotal: fields.ViewerTotal * 1.8,
    OwnerPayoutTotal: fields.ViewerTotal,
    ViewerTotal: fields.ViewerTotal,
    CreatedAt: '2026-06-01T12:00:00Z',
    ExpiresAt: fields.ExpiresAt,
    OtherParty: { Id: fields.Id, FirstName: fields.renter, Name: `${fields.renter} R.`, Avatar: null },
    NextStep: fields.NextStep,
  };
};

/** Jordan's bookings, every status: the waiting request first, then the confirmed and past trips. */
const items: BookingListItem[] = [
  item({
    Id: 48213,
    Status: 'AwaitingOwnerApproval',
    renter: 'Camille',
    rv: 'classC',
    StartDate: '2026-07-10',
    EndDate: '2026-07-17',
    Nights: 7,
    Guests: 2,
    ViewerTotal: 1071.63,
    ExpiresAt: '2026-06-04T13:58:00Z',
    NextStep: 'answer',
  }),
  item({
    Id: 48190,
    Status: 'Confirmed',
    renter: 'Mateo',
    rv: 'airstream',
    StartDate: '2026-06-20',
    EndDate: '2026-06-24',
    Nights: 4,
    Guests: 3,
    ViewerTotal: 812.4,
    ExpiresAt: null,
    NextStep: null,
  }),
  item({
    Id: 48175,
    Status: 'AwaitingPayment',
    renter: 'Priya',
    rv: 'airstream',
    StartDate: '2026-08-01',
    EndDate: '2026-08-05',
    Nights: 4,
    Guests: 2,
    ViewerTotal: 640,
    ExpiresAt: '2026-06-05T09:00:00Z',
    NextStep: null,
  }),
  item({
    Id: 48102,
    Status: 'Completed',
    renter: 'Liam',
    rv: 'classC',
    StartDate: '2026-05-08',
    EndDate: '2026-05-15',
    Nights: 7,
    Guests: 4,
    ViewerTotal: 1490,
    ExpiresAt: null,
    NextStep: 'review',
  }),
  item({
    Id: 48077,
    Status: 'CancelledByRenter',
    renter: 'Sofia',
    rv: 'airstream',
    StartDate: '2026-05-01',
    EndDate: '2026-05-03',
    Nights: 2,
    Guests: 2,
    ViewerTotal: 355.25,
    ExpiresAt: null,
    NextStep: null,
  }),
  item({
    Id: 48051,
    Status: 'Declined',
    renter: 'Noah',
    rv: 'classC',
    StartDate: '2026-04-18',
    EndDate: '2026-04-20',
    Nights: 2,
    Guests: 5,
    ViewerTotal: 410,
    ExpiresAt: null,
    NextStep: null,
  }),
];

const list = typedAnswer<BookingList>()({
  Filter: 'all',
  Total: items.length,
  Page: 1,
  PageSize: 10,
  TotalPages: 1,
  Counts: { all: 6, pending: 2, completed: 1, confirmed: 1 },
  Items: items,
});

const bookingsList: Screen = {
  route: 'dashboard-bookings',
  params: { dashboard: 'host' },
  session: 'host',
  answers: { '/api/bookings?role=owner&filter=all&page=1': list },
};

export const PhoneEnglish = screenStory(bookingsList, 'phone', 'en');
export const PhoneFrench = screenStory(bookingsList, 'phone', 'fr');
export const DesktopEnglish = screenStory(bookingsList, 'desktop', 'en');
export const DesktopFrench = screenStory(bookingsList, 'desktop', 'fr');
