// Camille's week in Jordan's class C in Kelowna (booking 48213), in every state the booking page shows. The money is
// the contract's estimate (EstimateSchema parses it); the booking around it is typed by the contract's BookingDetail.
import {
  type BookingDetail,
  type BookingParty,
  type BookingView,
  type HeldChangeRequests,
  cancellationPolicies,
  type Estimate,
  EstimateSchema,
} from '@rove/contract';
import { canadianWeek } from '../../fixtures/breakdowns.ts';
import { type Answer, answer, typedAnswer } from '../harness/answers.ts';
import { photo } from '../harness/photos.ts';

export const bookingId = 48213;

const financial = answer(EstimateSchema, { ...canadianWeek, CancellationPolicy: cancellationPolicies.Moderate }).value;

const party = (
  fields: Pick<BookingParty, 'Id' | 'FirstName' | 'LastName' | 'Location' | 'About' | 'CreatedAt' | 'Language'>,
): BookingParty => ({
  ...fields,
  Name: `${fields.FirstName} ${fields.LastName}`,
  Avatar: null,
  CoverImage: null,
  IsSuperHostActive: fields.Id === 301,
  IsVerified: true,
});

const owner = party({
  Id: 301,
  FirstName: 'Jordan',
  LastName: 'Lee',
  Location: 'Kelowna, BC',
  About: 'Hosting on Rove since 2021.',
  CreatedAt: '2021-04-12T10:00:00Z',
  Language: 'en',
});
const renter = party({
  Id: 501,
  FirstName: 'Camille',
  LastName: 'Roy',
  Location: 'Montréal, QC',
  About: 'Road trips with my partner and our dog.',
  CreatedAt: '2024-09-03T10:00:00Z',
  Language: 'fr',
});

const noAbilities = {
  Pay: false,
  Closeout: false,
  PayCloseout: false,
  Sign: false,
  Review: false,
  CustomQuote: false,
  AnswerQuote: false,
  RequestMoney: false,
  UpdateServices: false,
  FileClaim: false,
};

type Stored = Omit<BookingDetail<Estimate>, 'View'>;

const requested: Stored = {
  Id: bookingId,
  Status: 'AwaitingOwnerApproval',
  ViewerRole: 'owner',
  RvId: 88,
  RvAlias: 'okanagan-class-c-kelowna',
  RvName: 'Okanagan Class C with bunks',
  RvType: 'ClassC',
  RvLocation: 'Kelowna, BC',
  RvPhotoUrl: photo('#7fb3d5', '#4a7c59', '#f4f1ea'),
  PickupTime: '15:00',
  DropoffTime: '11:00',
  OwnerId: owner.Id,
  RenterId: renter.Id,
  StartDate: '2026-07-10',
  EndDate: '2026-07-17',
  Adults: 2,
  Children: 0,
  Pets: true,
  RvUsage: 'Pickup',
  Destination: 'Okanagan Lake and the Similkameen valley',
  DeliveryAddress: null,
  DeliveryDistance: null,
  InstantBook: false,
  MessageToHost: 'Hi Jordan! We are two adults and a small dog, first time in the Okanagan.',
  DeclineReason: null,
  DeclineReasonCode: null,
  CancelReason: null,
  CancelReasonCode: null,
  CancelledBy: null,
  RefundAmount: 0,
  CreatedAt: '2026-06-02T13:58:00Z',
  ExpiresAt: '2026-06-04T13:58:00Z',
  AvailableActions: ['accept', 'decline'],
  Abilities: { ...noAbilities, CustomQuote: true },
  NextStep: 'answer',
  CancellationPolicy: cancellationPolicies.Moderate,
  Owner: owner,
  Renter: renter,
  RenterDetails: null,
  Payout: null,
  PendingChangeRequestId: null,
  Closeout: null,
  Agreement: null,
  CustomQuote: null,
  Timeline: [
    { Event: 'requested', Actor: 'renter', FromStatus: null, ToStatus: 'AwaitingOwnerApproval', At: '2026-06-02T13:58:00Z', Data: {} },
  ],
  Financial: financial,
};

const confirmedTimeline = [
  ...requested.Timeline,
  {
    Event: 'accept',
    Actor: 'owner',
    FromStatus: 'AwaitingOwnerApproval',
    ToStatus: 'AwaitingPayment',
    At: '2026-06-02T15:20:00Z',
    Data: {},
  },
  { Event: 'pay', Actor: 'renter', FromStatus: 'AwaitingPayment', ToStatus: 'Confirmed', At: '2026-06-02T16:05:00Z', Data: {} },
] satisfies BookingDetail['Timeline'];

const renterDetails: BookingDetail['RenterDetails'] = {
  FirstName: 'Camille',
  LastName: 'Roy',
  CountryPhoneCode: '+1',
  PhoneNumber: '514 555 0142',
  Address: { Street: '4120 rue Saint-Denis', City: 'Montréal', Region: 'QC', PostalCode: 'H2W 2M5', Country: 'CA' },
  DateOfBirth: '1991-03-14',
  DriversLicence: { Number: 'R1234-140391-08', Region: 'QC', Country: 'CA', ExpiresOn: '2029-03-14' },
};

const payout = { Amount: 1071.63, Currency: 'CAD', Status: 'scheduled', ScheduledFor: '2026-07-11' };

/** The booking in each state the page shows, seen by the host (Jordan) unless `renter` is asked for. */
const stored: Record<'requested' | 'confirmed' | 'cancelled' | 'declined' | 'completed', Stored> = {
  requested,
  confirmed: {
    ...requested,
    Status: 'Confirmed',
    ExpiresAt: null,
    AvailableActions: ['cancel'],
    Abilities: { ...noAbilities, RequestMoney: true, UpdateServices: true },
    NextStep: null,
    RenterDetails: renterDetails,
    Payout: payout,
    Agreement: { Name: 'Camille Roy', SignedAt: '2026-06-02T16:10:00Z', SignedBy: renter.Id, Version: '2026-01', Language: 'fr' },
    Timeline: [
      ...confirmedTimeline,
      { Event: 'agreement-signed', Actor: 'renter', FromStatus: null, ToStatus: null, At: '2026-06-02T16:10:00Z', Data: {} },
    ],
    Financial: { ...financial, Status: 'Confirmed', TotalPaid: 540.55, RenterOutstandingBalance: 1621.66 },
  },
  cancelled: {
    ...requested,
    Status: 'CancelledByRenter',
    ExpiresAt: null,
    AvailableActions: [],
    Abilities: noAbilities,
    NextStep: null,
    CancelReason: 'Our plans changed: my partner cannot get the week off.',
    CancelReasonCode: 'PlansChanged',
    CancelledBy: 'renter',
    RefundAmount: 270.28,
    Timeline: [
      ...confirmedTimeline,
      { Event: 'cancel', Actor: 'renter', FromStatus: 'Confirmed', ToStatus: 'CancelledByRenter', At: '2026-06-03T09:12:00Z', Data: {} },
    ],
    Financial: { ...financial, Status: 'CancelledByRenter', TotalPaid: 540.55 },
  },
  declined: {
    ...requested,
    Status: 'Declined',
    ExpiresAt: null,
    AvailableActions: [],
    Abilities: noAbilities,
    NextStep: null,
    DeclineReason: 'The RV is in the shop for its annual service that week.',
    DeclineReasonCode: 'RvUnavailable',
    Timeline: [
      ...requested.Timeline,
      { Event: 'decline', Actor: 'owner', FromStatus: 'AwaitingOwnerApproval', ToStatus: 'Declined', At: '2026-06-02T18:40:00Z', Data: {} },
    ],
    Financial: { ...financial, Status: 'Declined' },
  },
  completed: {
    ...requested,
    Status: 'Completed',
    StartDate: '2026-05-08',
    EndDate: '2026-05-15',
    ExpiresAt: null,
    AvailableActions: [],
    Abilities: { ...noAbilities, Review: true, FileClaim: true },
    NextStep: 'review',
    RenterDetails: renterDetails,
    Payout: { ...payout, Status: 'paid', ScheduledFor: '2026-05-09' },
    Timeline: [
      ...confirmedTimeline,
      { Event: 'complete', Actor: 'system', FromStatus: 'Confirmed', ToStatus: 'Completed', At: '2026-05-15T18:00:00Z', Data: {} },
    ],
    Financial: { ...financial, Status: 'Completed', TotalPaid: 2162.21, RenterOutstandingBalance: 0 },
  },
};

type State = keyof typeof stored;

/** What each side may do and the money lines that concern them, as the server's booking-view-rules.ts answers them. */
const views: Record<State, Record<'owner' | 'renter', BookingView>> = {
  requested: {
    owner: {
      Voice: 'owner',
      Actions: ['accept', 'decline', 'sendQuote', 'change', 'documents', 'moneyDetails', 'bookCall'],
      Money: [{ Kind: 'payoutIfAccepted', Amount: 1071.63, On: '2026-07-11' }],
    },
    renter: {
      Voice: 'renter',
      Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
      Money: [
        { Kind: 'chargedOnAcceptance', Amount: 540.55, On: null },
        { Kind: 'dueOn', Amount: 1621.66, On: '2026-06-10' },
      ],
    },
  },
  confirmed: {
    owner: {
      Voice: 'owner',
      Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
      Money: [
        { Kind: 'payoutScheduled', Amount: 1071.63, On: '2026-07-11' },
        { Kind: 'balanceDue', Amount: 1621.66, On: '2026-06-10' },
      ],
    },
    renter: {
      Voice: 'renter',
      Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
      Money: [
        { Kind: 'paid', Amount: 540.55, On: null },
        { Kind: 'dueOn', Amount: 1621.66, On: '2026-06-10' },
      ],
    },
  },
  cancelled: {
    owner: { Voice: 'owner', Actions: ['documents', 'bookCall'], Money: [{ Kind: 'noPayout', Amount: 0, On: null }] },
    renter: { Voice: 'renter', Actions: ['documents', 'moneyDetails', 'bookCall'], Money: [{ Kind: 'paid', Amount: 540.55, On: null }] },
  },
  declined: {
    owner: { Voice: 'owner', Actions: ['bookCall'], Money: [{ Kind: 'noPayout', Amount: 0, On: null }] },
    renter: { Voice: 'renter', Actions: ['bookCall'], Money: [{ Kind: 'nothingCharged', Amount: 0, On: null }] },
  },
  completed: {
    owner: {
      Voice: 'owner',
      Actions: ['review', 'fileClaim', 'documents', 'moneyDetails', 'bookCall'],
      Money: [{ Kind: 'payoutPaid', Amount: 1071.63, On: '2026-05-09' }],
    },
    renter: {
      Voice: 'renter',
      Actions: ['review', 'fileClaim', 'documents', 'moneyDetails', 'bookCall'],
      Money: [{ Kind: 'paid', Amount: 2162.21, On: null }],
    },
  },
};

/** Each state's booking as its host sees it. */
export const bookings = Object.fromEntries(
  Object.entries(stored).map(([state, booking]) => [state, { ...booking, View: views[state as State].owner }]),
) as Record<State, BookingDetail<Estimate>>;

export type BookingState = State;

/** The booking's answer keyed as the page reads it, seen by the host or, with `renter`, by Camille. */
export function bookingAnswers(state: BookingState, viewer: 'owner' | 'renter' = 'owner'): Record<string, Answer> {
  const booking = { ...bookings[state], ViewerRole: viewer, View: views[state][viewer] };
  return {
    [`/api/bookings/${bookingId}`]: typedAnswer<BookingDetail<Estimate>>()(booking),
    // The change callouts ask whether a change waits: none does.
    [`/api/bookings/${bookingId}/change-request`]: typedAnswer<HeldChangeRequests<Estimate>>()({ Draft: null, Pending: null, History: [] }),
  };
}
