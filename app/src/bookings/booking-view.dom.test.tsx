// The booking pages show exactly what the server says of a booking for its viewer (View: the actions and the money
// lines, issue 38), in the viewer's voice: a cancelled booking offers no change, a declined request speaks of no
// payout, the host's page never speaks to the renter, and "confirmed and paid" only when nothing is left to pay; the
// host reviews a change request by what it does to their payout, and nothing of a change is "due now" before it is
// approved.
import type { BookingMoneyLine, BookingView } from '@rove/contract';
import { UiProvider } from '@rove/ui';
import { screen, within } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, type SessionUser, setSession } from '../api/session-store.ts';
import { renderPage } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import { AcceptedPage } from './answer/accepted-page.tsx';
import { BookingDetail } from './booking-detail-page.tsx';
import type { Booking } from './bookings-api.ts';
import { ChangeRequestReviewPage } from './changes/change-request-review-page.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});
afterEach(() => clearSession());

/** A week in an Ontario class C, paying 25 % now and the rest on 3 June (the price breakdown story's). */
const financial = {
  BookingId: 48213,
  Country: 'CA',
  Currency: 'CAD',
  Status: 'AwaitingOwnerApproval',
  PayLater: true,
  PayLaterOn: '2026-06-03',
  PayToReserve: true,
  Payments: [],
  PaymentSchedule: [
    { Kind: 'DueNow', DueOn: null, Amount: 540.55 },
    { Kind: 'DueLater', DueOn: '2026-06-03', Amount: 1621.66 },
  ],
  StartDate: '2026-07-10',
  EndDate: '2026-07-17',
  RvUsage: 'Pickup',
  DistanceUnit: 'km',
  DeliveryDistance: null,
  AddOns: [],
  InsuranceProtectionLevel: 'Standard',
  RoadsideAssistance: true,
  Deductible: 1000,
  AmountDue: 540.55,
  DepositAmount: 540.55,
  Discount: 0,
  OwnerPayoutTotal: 1071.63,
  OwnerSalesTaxAmounts: [],
  OwnerTaxAmounts: [],
  OwnerTotal: 1190.7,
  PendingRenterRefund: 0,
  RenterDiscountedTotal: 2162.21,
  RenterOutstandingBalance: 2162.21,
  RenterTaxAmounts: [{ Name: 'HST', Rate: 0.13, Percentage: 13, Amount: 248.75 }],
  RenterTotal: 2162.21,
  USTaxAmounts: [],
  SecurityDeposit: { Amount: 1000, Balance: 1000, Failed: false, On: '2026-07-08', Taken: 0 },
  TotalAddOns: 0,
  TotalCleanings: 120,
  TotalCloseouts: 0,
  TotalDamages: 0,
  TotalDelivery: 0,
  TotalDeliveryFee: 0,
  TotalIncomeProtection: 0,
  TotalInsurances: 245,
  TotalNights: 7,
  TotalDays: 8,
  TotalOwnerTaxes: 0,
  TotalRenterTaxes: 248.75,
  TotalOwnerServiceFees: 119.07,
  TotalRenterServiceFees: 178.76,
  TotalPaid: 0,
  TotalPayoutAmounts: 0,
  TotalPreDiscountRentalAmount: 1323,
  TotalRentalAmount: 1323,
  TotalRentalPaid: 0,
  TotalRoadsides: 84,
  TotalSecurityDepositItems: 0,
  TotalUSTaxes: 0,
  TotalPromotionalDiscountAmount: 0,
  TotalProtection: 329,
  Midweekdays: null,
  Monthly: null,
  Weekly: null,
  Nightly: { Base: 189, Discounted: 189 },
  CreditsApplied: 0,
  CreditsToBeApplied: 0,
  CreditsToBeAppliedLater: 0,
  PromoCode: null,
  FreeDistance: 1600,
  ChargePerDistanceOver: 0.45,
  FreeGeneratorHours: null,
  ChargePerGeneratorHourOver: 0,
};

const line = (Kind: BookingMoneyLine['Kind'], Amount: number, On: string | null = null, ArrivesBy?: string): BookingMoneyLine => ({
  Kind,
  Amount,
  On,
  ...(ArrivesBy ? { ArrivesBy } : {}),
});

function booking(status: string, role: 'renter' | 'owner', view: Omit<BookingView, 'Voice'>, paid = 0): Booking {
  return {
    Id: 48213,
    Status: status,
    ViewerRole: role,
    RvName: 'Big Bertha',
    RvAlias: 'big-bertha',
    RvLocation: 'Kingston, ON',
    RvPhotoUrl: null,
    StartDate: '2026-07-10',
    EndDate: '2026-07-17',
    PickupTime: '15:00',
    DropoffTime: '11:00',
    ExpiresAt: '2026-06-01T12:00:00Z',
    Adults: 2,
    Children: 0,
    Pets: false,
    RvUsage: 'Pickup',
    Timeline: [],
    CancellationPolicy: { Name: 'Moderate' },
    Owner: { FirstName: 'Élodie', Name: 'Élodie B.', CreatedAt: '2020-05-01', IsVerified: true },
    Renter: { FirstName: 'Rita', Name: 'Rita M.', CreatedAt: '2022-03-01', IsVerified: true },
    RenterDetails: null,
    RefundAmount: 0,
    CancelledBy: status === 'CancelledByRenter' ? 'renter' : null,
    PendingChangeRequestId: null,
    Closeout: null,
    AvailableActions: [],
    Abilities: {},
    Financial: { ...financial, Status: status, TotalPaid: paid },
    View: { Voice: role, ...view },
  } as unknown as Booking;
}

/** The names of the actions the page offers, in its order. */
function offered() {
  const card = screen.getByRole('heading', { name: i18n.t('bookings:detail.actions') }).parentElement as HTMLElement;
  return [...within(card).queryAllByRole('link'), ...within(card).queryAllByRole('button')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.textContent);
}

describe('the booking page renders the server’s View', () => {
  it('a booking the renter cancelled after paying: no change, the refund and when it reaches the card', async () => {
    await setLocale('en');
    renderPage(
      <BookingDetail
        booking={booking(
          'CancelledByRenter',
          'renter',
          {
            Actions: ['documents', 'moneyDetails', 'bookCall'],
            Money: [line('paid', 0), line('refunded', 2162.21, '2026-06-10', '2026-06-24')],
          },
          2162.21,
        )}
      />,
    );
    expect(offered()).toEqual(['Documents', 'Payment details', 'Book a call']);
    expect(screen.queryByText('Change the trip')).toBeNull();
    expect(screen.queryByText('Cancel the booking')).toBeNull();
    const money = screen.getByTestId('viewer-money');
    expect(within(money).getByText('Refunded on June 10, 2026')).toBeInTheDocument();
    expect(within(money).getByText('Reaches your card by June 24, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Due now')).toBeNull();
  });

  it('a request the host declined, as the host: no change, no payout once the renter pays', async () => {
    await setLocale('en');
    renderPage(<BookingDetail booking={booking('Declined', 'owner', { Actions: ['bookCall'], Money: [line('noPayout', 0)] })} />);
    expect(offered()).toEqual(['Book a call']);
    expect(screen.getByTestId('viewer-money')).toHaveTextContent('No payout for this booking.');
    expect(document.body).not.toHaveTextContent(/once the renter pays|Change the trip/);
  });

  it('a request with a card, as the host: their payout if they accept, nothing said to the renter', async () => {
    await setLocale('en');
    const actions: BookingView['Actions'] = ['accept', 'decline', 'sendQuote', 'change', 'documents', 'moneyDetails', 'bookCall', 'cancel'];
    renderPage(
      <BookingDetail
        booking={booking('AwaitingOwnerApproval', 'owner', { Actions: actions, Money: [line('payoutIfAccepted', 1071.63, '2026-07-11')] })}
      />,
    );
    expect(offered()).toEqual([
      'Accept',
      'Decline',
      'Send a custom quote',
      'Change the trip',
      'Documents',
      'Payout details',
      'Book a call',
      'Cancel the booking',
    ]);
    const money = screen.getByTestId('viewer-money');
    expect(within(money).getByText('Your payout if you accept')).toBeInTheDocument();
    expect(within(money).getByText('Paid out on July 11, 2026, the day after the trip starts')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/only authorised on your card|Charged when the host accepts|Due now|Due on/i);
  });

  it('the same request, as the renter: charged when the host accepts, only authorised until then', async () => {
    await setLocale('en');
    renderPage(
      <BookingDetail
        booking={booking('AwaitingOwnerApproval', 'renter', {
          Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
          Money: [line('chargedOnAcceptance', 540.55), line('dueOn', 1621.66, '2026-06-03'), line('depositHold', 1000, '2026-07-08')],
        })}
      />,
    );
    const money = screen.getByTestId('viewer-money');
    expect(within(money).getByText('Charged when the host accepts')).toBeInTheDocument();
    expect(within(money).getByText('Only authorised on your card until then')).toBeInTheDocument();
    expect(within(money).getByText('Due on June 3, 2026')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Due now|Your payout/);
  });

  it('in French, the host’s lines in the host’s voice', async () => {
    await setLocale('fr');
    renderPage(
      <BookingDetail
        booking={booking('Confirmed', 'owner', {
          Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
          Money: [line('payoutScheduled', 1071.63, '2026-07-11'), line('balanceDue', 1621.66, '2026-06-03')],
        })}
      />,
    );
    expect(offered()).toEqual([
      'Modifier le voyage',
      'Documents',
      'Détails des versements',
      'Planifier un appel',
      'Annuler la réservation',
    ]);
    const money = screen.getByTestId('viewer-money');
    expect(money).toHaveTextContent('Versement prévu le 11 juillet 2026');
    expect(money).toHaveTextContent('Solde de Rita, dû le 3 juin 2026');
  });
});

describe('the accepted page: "confirmed and paid" only when nothing is left to pay', () => {
  it('says the balance and its day while the renter still owes one', async () => {
    await setLocale('en');
    renderPage(
      <AcceptedPage
        booking={booking('Confirmed', 'owner', {
          Actions: [],
          Money: [line('payoutScheduled', 1071.63, '2026-07-11'), line('balanceDue', 1621.66, '2026-06-03')],
        })}
      />,
    );
    expect(document.body).not.toHaveTextContent('confirmed and paid');
    expect(screen.getByText(/The balance of .*1,621\.66 is due on June 3, 2026/)).toBeInTheDocument();
  });

  it('says "confirmed and paid" once all is paid', async () => {
    await setLocale('en');
    renderPage(
      <AcceptedPage booking={booking('Confirmed', 'owner', { Actions: [], Money: [line('payoutScheduled', 1071.63, '2026-07-11')] })} />,
    );
    expect(screen.getByText(/Rita's trip is confirmed and paid/)).toBeInTheDocument();
  });
});

describe('a change request under review, in each viewer’s voice', () => {
  const request = {
    Id: 3,
    BookingId: 48213,
    UserId: 5,
    CreatedBy: 'renter',
    Status: 'Pending',
    Adults: 2,
    Children: 0,
    Pets: false,
    Destination: null,
    DeliveryDistance: null,
    StartDate: '2026-07-10',
    EndDate: '2026-07-19',
    NumberOfNights: 9,
    RvUsage: 'Pickup',
    ChangeRequestItems: { AddAddOns: [], RemoveAddOns: [] },
    RoadSideInsurance: true,
    InsuranceProtectionLevel: 'Standard',
    ExpectedTotal: null,
    RejectionReason: null,
    CreatedAt: '2026-06-01T10:00:00Z',
    Financial: { ...financial, Status: 'Confirmed', TotalPaid: 2162.21, AmountDue: 300, RenterDiscountedTotal: 2462.21 },
    Difference: {
      CurrentTotal: 2162.21,
      NewTotal: 2462.21,
      Difference: 300,
      Paid: 2162.21,
      ToCharge: 300,
      ToRefund: 0,
      When: 'on-approval',
    },
    Payout: { Current: 795, Proposed: 939 },
  };
  const held = (locale: string, pending: object = request) => ({
    [unstable_serialize(['/api/bookings/48213/change-request', locale])]: { Draft: null, Pending: pending, History: [] },
  });
  const confirmed = (role: 'renter' | 'owner') => booking('Confirmed', role, { Actions: ['answerChange'], Money: [] }, 2162.21);

  it.each([
    ['en', /795\.00 → about .*939\.00/],
    ['fr', /795,00 .*\$ → environ 939,00 .*\$/],
  ] as const)('the host (%s) sees their payout now and with the change, not what the renter pays', async (locale, payout) => {
    await setLocale(locale);
    setSession({ id: 99, email: 'h@example.com', isOwner: true, hasRv: true } as SessionUser, 'token');
    renderPage(
      <UiProvider locale={locale === 'fr' ? 'fr-CA' : 'en-CA'}>
        <ChangeRequestReviewPage booking={confirmed('owner')} />
      </UiProvider>,
      held(locale),
    );
    expect(await screen.findByTestId('change-payout')).toHaveTextContent(payout);
    expect(screen.queryByTestId('change-difference')).toBeNull();
    const t = i18n.getFixedT(locale, 'changes');
    expect(screen.queryByRole('heading', { name: t('review.newPrice') })).toBeNull();
    expect(document.body).not.toHaveTextContent(/Due now|Dû maintenant|will be charged|sera débité/);
  });

  it('the renter answering the host’s change sees the difference and both prices, nothing "due now" before approval', async () => {
    await setLocale('en');
    setSession({ id: 5, email: 'r@example.com', isOwner: false, hasRv: false } as SessionUser, 'token');
    renderPage(<ChangeRequestReviewPage booking={confirmed('renter')} />, held('en', { ...request, UserId: 99, CreatedBy: 'owner' }));
    expect(await screen.findByTestId('change-difference')).toHaveTextContent('will be charged once the change is approved');
    expect(screen.getByRole('heading', { name: 'New price' })).toBeInTheDocument();
    expect(screen.queryByTestId('change-payout')).toBeNull();
    expect(document.body).not.toHaveTextContent('Due now');
  });
});
