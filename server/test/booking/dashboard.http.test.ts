// The bookings dashboard (issue 17): every transition by every role (allowed and refused), the refusals the issue
// lists (expired, already answered, cancelled twice, negative mileage, the other side's actions, a stranger's
// booking, double clicks), the clock job, mail to the other party in their language, lists, the dashboard home,
// documents, reviews, money requests, custom quotes and services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClockJob } from '../../src/booking/booking-clock.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import {
  createHostWithRv,
  createRenter,
  createUserWithToken,
  jsonInit,
  type Party,
  payWithCard,
  refundsOf,
  renterDetails,
  testCard,
} from './fixtures.ts';

let t: TestContext;
const start = new Date('2026-05-01T12:00:00Z');
let clock = start;

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => clock });
});
afterAll(() => t.close());

type Detail = {
  Id: number;
  Status: string;
  ViewerRole: string;
  AvailableActions: string[];
  Abilities: Record<string, boolean>;
  NextStep: string | null;
  DeclineReason: string | null;
  DeclineReasonCode: string | null;
  CancelReasonCode: string | null;
  RefundAmount: number;
  CancellationPolicy: { Name: string; Rules: { MinDaysBefore: number; RefundPercent: number }[] };
  Timeline: { Event: string; Actor: string; ToStatus: string | null }[];
  Closeout: Record<string, number | string | null> | null;
  Agreement: { Name: string; SignedAt: string } | null;
  CustomQuote: { Status: string; NightlyPrice: number; Financial: { RenterDiscountedTotal: number } } | null;
  Financial: {
    RenterDiscountedTotal: number;
    AmountDue: number;
    TotalPaid: number;
    TotalCloseouts: number;
    AddOns: { Id: number; Quantity: number }[];
  };
  StatusMessage?: string;
  Message?: string;
};
type ErrorBody = { Status: number; StatusMessage: string; Message: string; Errors?: Record<string, string[]> };

let keys = 0;
const key = () => ({ 'Idempotency-Key': `k-${++keys}` });

async function request(renter: Party, rvId: number, estimate: Record<string, unknown> = {}) {
  const answer = await t.json<Detail>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: rvId, Estimate: { dateStart: '2026-05-25', dateEnd: '2026-05-28', ...estimate }, Renter: renterDetails },
      { ...renter.headers, ...key() },
    ),
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

async function pay(payer: Party, path: string) {
  const { intent, confirmed } = await payWithCard(t, payer, path);
  expect(intent.status).toBe(201);
  expect(confirmed.body.Status).toBe('succeeded');
}

const post = <T = Detail>(path: string, body: unknown, who: Party, headers: Record<string, string> = {}) =>
  t.json<T>(path, jsonInit('POST', body, { ...who.headers, ...headers }));
const get = <T = Detail>(path: string, who: Party) => t.json<T>(path, { headers: who.headers });

async function mailsTo(email: string) {
  return t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
}

/** A host, a renter (French-speaking), a paid confirmed trip from 2026-05-25 to 2026-05-28 (paid in full: under 37 days away). */
async function confirmedTrip(overrides: Record<string, unknown> = {}) {
  const { host, listing, addOnId } = await createHostWithRv(t.db, {
    mileage_included_per_day: 100,
    mileage_overage_price: 0.5,
    generator_hours_included_per_day: 2,
    generator_overage_price: 3,
    ...overrides,
  });
  const renter = await createRenter(t.db);
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', renter.user.id).execute();
  const booking = await request(renter, listing.id);
  await post(`/api/bookings/${booking.Id}/accept`, {}, host);
  await pay(renter, `/api/bookings/${booking.Id}/payment-intent`);
  return { host, renter, listing, addOnId, booking };
}

describe('accept and decline, by role', () => {
  it('the host accepts once; the renter and a stranger cannot; a second accept is refused with a clear message', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const stranger = await createUserWithToken(t.db);
    const booking = await request(renter, listing.id);
    expect(booking.Status).toBe('AwaitingOwnerApproval');

    const byRenter = await post<ErrorBody>(`/api/bookings/${booking.Id}/accept`, {}, renter);
    expect(byRenter.body).toMatchObject({ Status: 403, StatusMessage: 'NOT_ALLOWED_FOR_ROLE' });
    const byStranger = await post<ErrorBody>(`/api/bookings/${booking.Id}/accept`, {}, stranger);
    expect(byStranger.body).toMatchObject({ Status: 404, StatusMessage: 'BOOKING_NOT_FOUND' });
    const fr = await t.json<ErrorBody>(
      `/api/bookings/${booking.Id}/decline`,
      jsonInit('POST', {}, { ...renter.headers, 'Accept-Language': 'fr' }),
    );
    expect(fr.body.Message).toBe('Vous ne pouvez pas faire cela sur cette réservation.');

    const accepted = await post(`/api/bookings/${booking.Id}/accept`, {}, host);
    expect(accepted.body.Status).toBe('AwaitingPayment');
    const again = await post<ErrorBody>(`/api/bookings/${booking.Id}/accept`, {}, host);
    expect(again.body).toMatchObject({ Status: 409, StatusMessage: 'ALREADY_ANSWERED' });
    const declineAfter = await post<ErrorBody>(`/api/bookings/${booking.Id}/decline`, { Reason: 'no' }, host);
    expect(declineAfter.body.StatusMessage).toBe('ALREADY_ANSWERED');
    const detail = await get(`/api/bookings/${booking.Id}`, host);
    expect(detail.body.Timeline.map((entry) => entry.Event)).toEqual(['requested', 'accept']);
  });

  it('a double click on accept with one Idempotency-Key accepts once and answers the same booking twice', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await request(renter, listing.id);
    const headers = { 'Idempotency-Key': 'accept-twice' };
    const [first, second] = await Promise.all([
      post(`/api/bookings/${booking.Id}/accept`, {}, host, headers),
      post(`/api/bookings/${booking.Id}/accept`, {}, host, headers),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.Status).toBe('AwaitingPayment');
    expect(second.body.Id).toBe(first.body.Id);
    expect([first.headers.get('Idempotent-Replayed'), second.headers.get('Idempotent-Replayed')].sort()).toEqual(['false', 'true']);
    const events = await t.db
      .selectFrom('booking_events')
      .select('event')
      .where('booking_id', '=', booking.Id)
      .where('event', '=', 'accept')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('the host declines with a reason: the renter sees it, is mailed in French, and the request can no longer be accepted', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', renter.user.id).execute();
    const booking = await request(renter, listing.id);
    const declined = await post(
      `/api/bookings/${booking.Id}/decline`,
      { ReasonCode: 'DatesUnavailable', Reason: 'We are away that week.' },
      host,
    );
    expect(declined.body).toMatchObject({
      Status: 'Declined',
      DeclineReason: 'We are away that week.',
      DeclineReasonCode: 'DatesUnavailable',
    });
    const seen = await get(`/api/bookings/${booking.Id}`, renter);
    expect(seen.body.DeclineReason).toBe('We are away that week.');
    const accept = await post<ErrorBody>(`/api/bookings/${booking.Id}/accept`, {}, host);
    expect(accept.body.StatusMessage).toBe('ALREADY_ANSWERED');
    const mails = await mailsTo(renter.user.email);
    const mail = mails.find((row) => row.kind === 'booking-decline');
    expect(mail).toMatchObject({ language: 'fr', subject: 'Votre demande pour « Test Class C » a été refusée' });
    expect(mail?.text_body).toContain('We are away that week.');
    expect(mail?.text_body).toContain(`/fr/dashboard/bookings/${booking.Id}`);
    // The host was told of the request in the first place, in English, with a link in host mode.
    const hostMail = (await mailsTo(host.user.email)).find((row) => row.kind === 'booking-requested');
    expect(hostMail?.text_body).toContain(`/host/bookings/${booking.Id}`);
  });
});

describe('expiry on schedule', () => {
  it('the clock job expires an unanswered request after 48 hours, mails both sides, and accepting it then is refused', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await request(renter, listing.id);
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 47 * 3_600_000);
      await t.deps.scheduler.runNow(bookingClockJob);
      expect((await t.db.selectFrom('bookings').select('status').where('id', '=', booking.Id).executeTakeFirstOrThrow()).status).toBe(
        'AwaitingOwnerApproval',
      );
      clock = new Date(saved.getTime() + 48 * 3_600_000);
      await t.deps.scheduler.runNow(bookingClockJob);
      // Without anyone reading it, the booking expired.
      expect((await t.db.selectFrom('bookings').select('status').where('id', '=', booking.Id).executeTakeFirstOrThrow()).status).toBe(
        'Expired',
      );
      await t.deps.scheduler.runNow(bookingClockJob);
      expect((await mailsTo(renter.user.email)).filter((row) => row.kind === 'booking-expire')).toHaveLength(1);
      expect((await mailsTo(host.user.email)).filter((row) => row.kind === 'booking-expire')).toHaveLength(1);
      const accept = await post<ErrorBody>(`/api/bookings/${booking.Id}/accept`, {}, host);
      expect(accept.body).toMatchObject({ Status: 409, StatusMessage: 'REQUEST_EXPIRED', Message: 'This request has expired.' });
    } finally {
      clock = saved;
    }
  });
});

describe('cancel, by the booking policy', () => {
  it('shows the refund before cancelling, refunds exactly that once, and refuses a second cancel', async () => {
    const { host, renter, booking } = await confirmedTrip();
    // 24 days before a Moderate policy trip: 100%.
    const preview = await get<{
      Policy: { Name: string };
      RefundPercent: number;
      Refund: number;
      Paid: number;
      CanCancel: boolean;
      HostKeeps: number;
    }>(`/api/bookings/${booking.Id}/cancellation`, renter);
    expect(preview.body).toMatchObject({ Policy: { Name: 'Moderate' }, RefundPercent: 100, CanCancel: true });
    expect(preview.body.Refund).toBe(preview.body.Paid);
    const hostPreview = await get<{ HostKeeps: number; Refund: number; CancelledBy: string }>(
      `/api/bookings/${booking.Id}/cancellation`,
      host,
    );
    expect(hostPreview.body).toMatchObject({ CancelledBy: 'owner', HostKeeps: 0 });

    const headers = { 'Idempotency-Key': 'cancel-once' };
    const [first, retry] = await Promise.all([
      post(`/api/bookings/${booking.Id}/cancel`, { ReasonCode: 'PlansChanged', Reason: 'Sick kid' }, renter, headers),
      post(`/api/bookings/${booking.Id}/cancel`, { ReasonCode: 'PlansChanged', Reason: 'Sick kid' }, renter, headers),
    ]);
    expect(first.body).toMatchObject({ Status: 'CancelledByRenter', RefundAmount: preview.body.Refund, CancelReasonCode: 'PlansChanged' });
    expect(retry.body.RefundAmount).toBe(preview.body.Refund);
    const twice = await post<ErrorBody>(`/api/bookings/${booking.Id}/cancel`, {}, renter);
    expect(twice.body).toMatchObject({ Status: 409, StatusMessage: 'ALREADY_CANCELLED' });
    const refunds = await refundsOf(t.db, booking.Id);
    expect(refunds.reduce((total, row) => total + row.amount, 0)).toBe(Math.round(preview.body.Refund * 100));
    const hostMail = (await mailsTo(host.user.email)).find((row) => row.kind === 'booking-cancel');
    expect(hostMail?.subject).toBe('Rita cancelled the trip in Test Class C');
  });

  it('a Strict RV cancelled 20 days before refunds protection and half the rest; the host keeps a share', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    await t.db.insertInto('listing_booking_terms').values({ listing_id: listing.id, cancellation_policy: 'Strict' }).execute();
    const renter = await createRenter(t.db);
    const booking = await request(renter, listing.id, { dateStart: '2026-05-21', dateEnd: '2026-05-24' });
    await post(`/api/bookings/${booking.Id}/accept`, {}, host);
    await pay(renter, `/api/bookings/${booking.Id}/payment-intent`);
    const preview = await get<{ RefundPercent: number; Refund: number; Paid: number; HostKeeps: number; Policy: { Name: string } }>(
      `/api/bookings/${booking.Id}/cancellation`,
      renter,
    );
    expect(preview.body.Policy.Name).toBe('Strict');
    expect(preview.body.RefundPercent).toBe(50);
    expect(preview.body.Refund).toBeLessThan(preview.body.Paid);
    expect(preview.body.HostKeeps).toBeGreaterThan(0);
    const cancelled = await post(`/api/bookings/${booking.Id}/cancel`, {}, renter);
    expect(cancelled.body.RefundAmount).toBe(preview.body.Refund);
    const payout = await t.db.selectFrom('payouts').selectAll().where('booking_id', '=', booking.Id).executeTakeFirstOrThrow();
    expect(payout.amount).toBe(Math.round(preview.body.HostKeeps * 100));
  });

  it('a stranger cannot see a cancellation preview or cancel', async () => {
    const { booking } = await confirmedTrip();
    const stranger = await createUserWithToken(t.db);
    expect((await get<ErrorBody>(`/api/bookings/${booking.Id}/cancellation`, stranger)).status).toBe(404);
    expect((await post<ErrorBody>(`/api/bookings/${booking.Id}/cancel`, {}, stranger)).status).toBe(404);
  });
});

describe('after the trip: closeout, reviews, money requests', () => {
  it('closes out with odometer readings, refuses negative mileage and the renter’s attempt, and the renter pays the charges once', async () => {
    const { host, renter, booking } = await confirmedTrip();
    const saved = clock;
    try {
      clock = new Date('2026-05-28T15:00:00Z');
      await t.deps.scheduler.runNow(bookingClockJob);
      const completed = await get(`/api/bookings/${booking.Id}`, host);
      expect(completed.body.Status).toBe('Completed');
      expect(completed.body.Abilities).toMatchObject({ Closeout: true, Review: true, RequestMoney: true });
      expect(completed.body.NextStep).toBe('closeout');

      const backwards = await post<ErrorBody>(`/api/bookings/${booking.Id}/closeout`, { StartOdometer: 12_000, EndOdometer: 11_500 }, host);
      expect(backwards.body).toMatchObject({ Status: 422, StatusMessage: 'ODOMETER_BACKWARDS' });
      expect(backwards.body.Errors?.EndOdometer).toBeDefined();
      const negative = await post<ErrorBody>(`/api/bookings/${booking.Id}/closeout`, { DistanceDriven: -5 }, host);
      expect(negative.body.Status).toBe(400);
      const byRenter = await post<ErrorBody>(`/api/bookings/${booking.Id}/closeout`, { DistanceDriven: 500 }, renter);
      expect(byRenter.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
      expect(
        await t.db.selectFrom('booking_closeouts').select('booking_id').where('booking_id', '=', booking.Id).executeTakeFirst(),
      ).toBeUndefined();

      // 3 nights = 4 days: 400 km free; 12,000 -> 12,550 = 550 km, 150 over x 0.50 = 75.00; 10 h generator, 8 free, 2 x 3 = 6;
      // damages 100.00; 5% of 181.00 = 9.05; total 190.05.
      const closed = await post(
        `/api/bookings/${booking.Id}/closeout`,
        { StartOdometer: 12_000, EndOdometer: 12_550, GeneratorHours: 10, Damages: 100, DamageDescription: 'Scratched step' },
        host,
      );
      expect(closed.status).toBe(201);
      expect(closed.body.Closeout).toMatchObject({
        DistanceDriven: 550,
        FreeDistance: 400,
        DistanceCharge: 75,
        GeneratorCharge: 6,
        Damages: 100,
        TransactionFee: 9.05,
        Total: 190.05,
        Due: 190.05,
      });
      const twice = await post<ErrorBody>(`/api/bookings/${booking.Id}/closeout`, { DistanceDriven: 1 }, host);
      expect(twice.body.StatusMessage).toBe('CLOSEOUT_EXISTS');
      const renterView = await get(`/api/bookings/${booking.Id}`, renter);
      expect(renterView.body.NextStep).toBe('payCloseout');
      expect(renterView.body.Financial.AmountDue).toBe(190.05);
      expect((await mailsTo(renter.user.email)).some((row) => row.kind === 'booking-closeout' && row.language === 'fr')).toBe(true);

      await pay(renter, `/api/bookings/${booking.Id}/payment-intent`);
      const paid = await get(`/api/bookings/${booking.Id}`, renter);
      expect(paid.body.Closeout?.Due).toBe(0);
      expect(paid.body.Financial.AmountDue).toBe(0);
      const nothing = await post<ErrorBody>(`/api/bookings/${booking.Id}/payment-intent`, {}, renter);
      expect(nothing.body.StatusMessage).toBe('NOTHING_DUE');
      const payout = await t.db
        .selectFrom('payouts')
        .selectAll()
        .where('booking_id', '=', booking.Id)
        .where('kind', '=', 'closeout')
        .executeTakeFirstOrThrow();
      expect(payout.amount).toBe(18_100);
      const hostEvents = (await get(`/api/bookings/${booking.Id}`, host)).body.Timeline.map((entry) => entry.Event);
      expect(hostEvents).toEqual(['requested', 'accept', 'pay', 'complete', 'closeout', 'closeout-paid']);

      // The invoice shows the post-trip charges; the PDF is a PDF.
      const invoice = await get<{ Kind: string; Sections: { Heading: string }[]; Totals: { Label: string; Amount: number }[] }>(
        `/api/bookings/${booking.Id}/invoice?lang=fr`,
        renter,
      );
      expect(invoice.body.Kind).toBe('renter');
      expect(invoice.body.Sections.map((section) => section.Heading)).toContain('Frais après voyage');
      expect(invoice.body.Totals.at(-1)).toEqual({ Label: 'Solde dû', Amount: 0 });
      const statement = await get<{ Kind: string; Title: string }>(`/api/bookings/${booking.Id}/invoice`, host);
      expect(statement.body).toMatchObject({ Kind: 'host', Title: 'Payout statement' });
      const pdf = await t.request(`/api/bookings/${booking.Id}/invoice.pdf?lang=fr`, { headers: renter.headers });
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    } finally {
      clock = saved;
    }
  });

  it('both sides review with the four categories; the renter’s review is on the listing and in the host’s insights; reports once', async () => {
    const { host, renter, listing, booking } = await confirmedTrip();
    const saved = clock;
    try {
      const early = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/reviews`,
        { ListingAccuracy: 5, Value: 5, Cleanliness: 5, Communication: 5, Body: 'Lovely trip, great RV and host.' },
        renter,
      );
      expect(early.body.StatusMessage).toBe('NOT_ALLOWED_IN_STATUS');
      clock = new Date('2026-05-29T10:00:00Z');
      const short = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/reviews`,
        { ListingAccuracy: 5, Value: 5, Cleanliness: 5, Communication: 5, Body: 'ok' },
        renter,
      );
      expect(short.body.Status).toBe(400);
      const byRenter = await post<{ Renter: { Rating: number } | null; CanReview: boolean }>(
        `/api/bookings/${booking.Id}/reviews`,
        {
          ListingAccuracy: 5,
          Value: 4,
          Cleanliness: 5,
          Communication: 4,
          Body: 'Lovely trip, the RV was spotless and Hosta was quick to answer.',
        },
        renter,
      );
      expect(byRenter.status).toBe(201);
      expect(byRenter.body).toMatchObject({ Renter: { Rating: 4.5 }, CanReview: false });
      const again = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/reviews`,
        { ListingAccuracy: 1, Value: 1, Cleanliness: 1, Communication: 1, Body: 'Changed my mind about it all.' },
        renter,
      );
      expect(again.body.StatusMessage).toBe('REVIEW_EXISTS');
      const byHost = await post<{ Owner: { Rating: number } | null }>(
        `/api/bookings/${booking.Id}/reviews`,
        { ListingAccuracy: 5, Value: 5, Cleanliness: 4, Communication: 5, Body: 'Rita took great care of the RV. Welcome back!' },
        host,
      );
      expect(byHost.body.Owner?.Rating).toBe(4.75);

      const listingPage = await t.json<{ Reviews: { Reviews: { Body: string }[] }; RatingBreakdown: { Count: number; Overall: number } }>(
        `/api/rvs/${listing.alias}`,
      );
      expect(listingPage.body.Reviews.Reviews[0].Body).toContain('spotless');
      expect(listingPage.body.RatingBreakdown).toMatchObject({ Count: 1, Overall: 4.5 });
      const insights = await get<{ Count: number; Recent: { BookingId: number }[] }>('/api/hosts/insights/reviews', host);
      expect(insights.body.Count).toBe(1);
      expect(insights.body.Recent[0].BookingId).toBe(booking.Id);

      const response = await post<{ Renter: { Response: string | null } }>(
        `/api/bookings/${booking.Id}/reviews/response`,
        { Body: 'Thank you Rita!' },
        host,
      );
      expect(response.body.Renter.Response).toBe('Thank you Rita!');
      const ownReport = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/reviews/report`,
        { Side: 'renter', Reason: 'Inaccurate' },
        renter,
      );
      expect(ownReport.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
      const report = await post(
        `/api/bookings/${booking.Id}/reviews/report`,
        { Side: 'owner', Reason: 'Inaccurate', Details: 'Not true' },
        renter,
      );
      expect(report.status).toBe(201);
      const twice = await post<ErrorBody>(`/api/bookings/${booking.Id}/reviews/report`, { Side: 'owner', Reason: 'Other' }, renter);
      expect(twice.body.StatusMessage).toBe('REPORT_EXISTS');

      clock = new Date('2026-06-28T10:00:00Z');
      const late = await get<{ CanReview: boolean }>(`/api/bookings/${booking.Id}/reviews`, host);
      expect(late.body.CanReview).toBe(false);
    } finally {
      clock = saved;
    }
  });

  it('money requests: within 30 days, up to 5,000; the payer pays once or disputes; the other side cannot pay its own', async () => {
    const { host, renter, booking } = await confirmedTrip();
    const saved = clock;
    try {
      const early = await post<ErrorBody>(`/api/bookings/${booking.Id}/money-requests`, { Amount: 50, Reason: 'Propane refill' }, host);
      expect(early.body.StatusMessage).toBe('NOT_ALLOWED_IN_STATUS');
      clock = new Date('2026-06-04T10:00:00Z');
      const tooMuch = await post<ErrorBody>(`/api/bookings/${booking.Id}/money-requests`, { Amount: 5000.01, Reason: 'Everything' }, host);
      expect(tooMuch.body.Status).toBe(400);
      // A tenth of a cent is no amount (it was stored as 0 cents: 500, issue 36).
      const tenthOfACent = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/money-requests`,
        { Amount: 0.001, Reason: 'Propane refill' },
        host,
      );
      expect([tenthOfACent.status, tenthOfACent.body.StatusMessage]).toEqual([400, 'MONEY_REQUEST_CENTS']);
      expect(tenthOfACent.body.Message).toBe('Enter the amount in dollars and cents (0.01 at least).');
      const asked = await post<{ Id: number; Status: string; RequestedBy: string }>(
        `/api/bookings/${booking.Id}/money-requests`,
        { Amount: 45.5, Reason: 'Propane refill' },
        host,
      );
      expect(asked.body).toMatchObject({ Status: 'Pending', RequestedBy: 'owner' });
      const renterView = await get(`/api/bookings/${booking.Id}`, renter);
      expect(renterView.body.NextStep).toBe('payMoneyRequest');
      const selfPay = await post<ErrorBody>(`/api/bookings/${booking.Id}/money-requests/${asked.body.Id}/payment-intent`, {}, host);
      expect(selfPay.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
      await pay(renter, `/api/bookings/${booking.Id}/money-requests/${asked.body.Id}/payment-intent`);
      const list = await get<{ Items: { Id: number; Status: string }[]; CanRequest: boolean; MaxAmount: number }>(
        `/api/bookings/${booking.Id}/money-requests`,
        host,
      );
      expect(list.body.Items[0]).toMatchObject({ Id: asked.body.Id, Status: 'Paid' });
      expect(list.body.MaxAmount).toBe(5000);
      const again = await post<ErrorBody>(`/api/bookings/${booking.Id}/money-requests/${asked.body.Id}/payment-intent`, {}, renter);
      expect(again.body.StatusMessage).toBe('ALREADY_ANSWERED');
      // The trip's own figures do not move.
      expect((await get(`/api/bookings/${booking.Id}`, renter)).body.Financial.AmountDue).toBe(0);

      const back = await post<{ Id: number }>(
        `/api/bookings/${booking.Id}/money-requests`,
        { Amount: 20, Reason: 'Firewood I bought' },
        renter,
      );
      const disputed = await post<{ Status: string }>(
        `/api/bookings/${booking.Id}/money-requests/${back.body.Id}/dispute`,
        { Reason: 'Firewood was included' },
        host,
      );
      expect(disputed.body.Status).toBe('Disputed');
      expect((await mailsTo(renter.user.email)).some((row) => row.kind === 'booking-money-request-disputed')).toBe(true);

      clock = new Date('2026-06-28T10:00:00Z');
      const late = await post<ErrorBody>(`/api/bookings/${booking.Id}/money-requests`, { Amount: 10, Reason: 'Late charge' }, host);
      expect(late.body.StatusMessage).toBe('MONEY_REQUEST_WINDOW_CLOSED');
    } finally {
      clock = saved;
    }
  });
});

describe('documents', () => {
  it('the renter signs the agreement by typing their name; both see it; the host cannot sign', async () => {
    const { host, renter, booking } = await confirmedTrip();
    const agreement = await get<{ CanSign: boolean; ExpectedName: string; Clauses: { Heading: string }[]; Signature: unknown }>(
      `/api/bookings/${booking.Id}/agreement?lang=fr`,
      renter,
    );
    expect(agreement.body).toMatchObject({ CanSign: true, ExpectedName: 'Rita Renter', Signature: null });
    expect(agreement.body.Clauses[0].Heading).toBe('1. Parties');
    const wrong = await post<ErrorBody>(`/api/bookings/${booking.Id}/agreement/signature`, { Name: 'Someone Else', Agree: true }, renter);
    expect(wrong.body).toMatchObject({ Status: 422, StatusMessage: 'AGREEMENT_NAME_MISMATCH' });
    const byHost = await post<ErrorBody>(`/api/bookings/${booking.Id}/agreement/signature`, { Name: 'Rita Renter', Agree: true }, host);
    expect(byHost.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const signed = await post<{ Signature: { Name: string } }>(
      `/api/bookings/${booking.Id}/agreement/signature`,
      { Name: '  rita   RENTER ', Agree: true },
      renter,
    );
    expect(signed.status).toBe(201);
    expect(signed.body.Signature.Name).toBe('rita RENTER');
    const hostView = await get(`/api/bookings/${booking.Id}`, host);
    expect(hostView.body.Agreement?.Name).toBe('rita RENTER');
    const twice = await post<ErrorBody>(`/api/bookings/${booking.Id}/agreement/signature`, { Name: 'Rita Renter', Agree: true }, renter);
    expect(twice.body.StatusMessage).toBe('AGREEMENT_ALREADY_SIGNED');
  });

  it('claims: during the trip, dated within it, with the filer’s own uploads', async () => {
    const { host, renter, booking } = await confirmedTrip();
    const before = await post<ErrorBody>(
      `/api/bookings/${booking.Id}/claims`,
      { Kind: 'Collision', IncidentDate: '2026-05-26', Location: 'Banff', Description: 'Backed into a post at the campground.' },
      renter,
    );
    expect(before.body.StatusMessage).toBe('NOT_ALLOWED_IN_STATUS');
    const saved = clock;
    try {
      clock = new Date('2026-05-27T10:00:00Z');
      const outside = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/claims`,
        { Kind: 'Collision', IncidentDate: '2026-05-20', Location: 'Banff', Description: 'Backed into a post at the campground.' },
        renter,
      );
      expect(outside.body.StatusMessage).toBe('CLAIM_DATE_OUTSIDE_TRIP');
      const unknownPhoto = await post<ErrorBody>(
        `/api/bookings/${booking.Id}/claims`,
        {
          Kind: 'Collision',
          IncidentDate: '2026-05-26',
          Location: 'Banff',
          Description: 'Backed into a post at the campground.',
          Photos: [crypto.randomUUID()],
        },
        renter,
      );
      expect(unknownPhoto.body.StatusMessage).toBe('CLAIM_PHOTO_UNKNOWN');
      const filed = await post<{ Number: string; FiledBy: string }>(
        `/api/bookings/${booking.Id}/claims`,
        {
          Kind: 'Collision',
          IncidentDate: '2026-05-26',
          IncidentTime: '14:30',
          Location: 'Banff',
          Description: 'Backed into a post at the campground.',
        },
        renter,
      );
      expect(filed.status).toBe(201);
      expect(filed.body).toMatchObject({ FiledBy: 'renter', Number: expect.stringMatching(/^CLM-\d{6}$/) });
      const seen = await get<{ Items: unknown[] }>(`/api/bookings/${booking.Id}/claims`, host);
      expect(seen.body.Items).toHaveLength(1);
      expect((await mailsTo(host.user.email)).some((row) => row.kind === 'booking-claim')).toBe(true);
    } finally {
      clock = saved;
    }
  });
});

describe('custom quotes', () => {
  it('the host proposes a price; the renter accepts; the request is accepted at it and any authorisation is released', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await request(renter, listing.id);
    // The renter authorised their card with the request.
    const intent = await post<{ ClientSecret: string }>(`/api/bookings/${booking.Id}/payment-intent`, {}, renter);
    await post('/api/payments/confirm', { ClientSecret: intent.body.ClientSecret, Card: testCard() }, renter);
    const byRenter = await post<ErrorBody>(`/api/bookings/${booking.Id}/custom-quote`, { NightlyPrice: 80 }, renter);
    expect(byRenter.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const sent = await post(`/api/bookings/${booking.Id}/custom-quote`, { NightlyPrice: 80, Message: 'Midweek special' }, host);
    expect(sent.status).toBe(201);
    expect(sent.body.CustomQuote).toMatchObject({ Status: 'Pending', NightlyPrice: 80 });
    const second = await post<ErrorBody>(`/api/bookings/${booking.Id}/custom-quote`, { NightlyPrice: 70 }, host);
    expect(second.body.StatusMessage).toBe('QUOTE_PENDING');
    const renterView = await get(`/api/bookings/${booking.Id}`, renter);
    expect(renterView.body.NextStep).toBe('answerQuote');
    const hostAccept = await post<ErrorBody>(`/api/bookings/${booking.Id}/custom-quote/accept`, {}, host);
    expect(hostAccept.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const accepted = await post(`/api/bookings/${booking.Id}/custom-quote/accept`, {}, renter);
    expect(accepted.body.Status).toBe('AwaitingPayment');
    expect(accepted.body.Financial.RenterDiscountedTotal).toBe(sent.body.CustomQuote?.Financial.RenterDiscountedTotal);
    expect(accepted.body.Financial.RenterDiscountedTotal).toBeLessThan(booking.Financial.RenterDiscountedTotal);
    const authorisations = await t.db.selectFrom('payments').select('status').where('booking_id', '=', booking.Id).execute();
    expect(authorisations.map((row) => row.status)).toEqual(['canceled']);
    await pay(renter, `/api/bookings/${booking.Id}/payment-intent`);
    const paid = await get(`/api/bookings/${booking.Id}`, renter);
    expect(paid.body).toMatchObject({ Status: 'Confirmed' });
    expect(paid.body.Financial.TotalPaid).toBe(accepted.body.Financial.RenterDiscountedTotal);
    expect((await mailsTo(host.user.email)).some((row) => row.kind === 'booking-quote-accepted')).toBe(true);
  });

  it('the renter declines: the request waits for the host, who may still accept the first price', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await request(renter, listing.id);
    await post(`/api/bookings/${booking.Id}/custom-quote`, { NightlyPrice: 150 }, host);
    const declined = await post(`/api/bookings/${booking.Id}/custom-quote/decline`, {}, renter);
    expect(declined.body).toMatchObject({ Status: 'AwaitingOwnerApproval', CustomQuote: { Status: 'Declined' } });
    const accepted = await post(`/api/bookings/${booking.Id}/accept`, {}, host);
    expect(accepted.body.Financial.RenterDiscountedTotal).toBe(booking.Financial.RenterDiscountedTotal);
  });
});

describe('services update', () => {
  it('the renter adds an add-on before the trip: previewed, applied at the price seen, then paid', async () => {
    const { host, renter, addOnId, booking } = await confirmedTrip();
    const detail = await get(`/api/bookings/${booking.Id}`, renter);
    expect(detail.body.Abilities.UpdateServices).toBe(true);
    const byHost = await post<ErrorBody>(`/api/bookings/${booking.Id}/services/preview`, { AddOns: [{ Id: addOnId, Quantity: 1 }] }, host);
    expect(byHost.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const preview = await post<{ Difference: number; Financial: { RenterDiscountedTotal: number } }>(
      `/api/bookings/${booking.Id}/services/preview`,
      { AddOns: [{ Id: addOnId, Quantity: 2 }] },
      renter,
    );
    expect(preview.body.Difference).toBeGreaterThan(0);
    const stale = await post<ErrorBody>(
      `/api/bookings/${booking.Id}/services`,
      { AddOns: [{ Id: addOnId, Quantity: 2 }], ExpectedTotal: 1 },
      renter,
    );
    expect(stale.body.StatusMessage).toBe('PRICE_CHANGED');
    const tooMany = await post<ErrorBody>(`/api/bookings/${booking.Id}/services`, { AddOns: [{ Id: addOnId, Quantity: 9 }] }, renter);
    expect(tooMany.body.StatusMessage).toBe('ADDON_QUANTITY_TOO_HIGH');
    const applied = await post<{ Difference: number }>(
      `/api/bookings/${booking.Id}/services`,
      { AddOns: [{ Id: addOnId, Quantity: 2 }], ExpectedTotal: preview.body.Financial.RenterDiscountedTotal },
      renter,
    );
    expect(applied.body.Difference).toBe(preview.body.Difference);
    const after = await get(`/api/bookings/${booking.Id}`, renter);
    expect(after.body.Financial.AddOns).toEqual([expect.objectContaining({ Id: addOnId, Quantity: 2 })]);
    expect(after.body.Financial.AmountDue).toBe(preview.body.Difference);
    await pay(renter, `/api/bookings/${booking.Id}/payment-intent`);
    expect((await get(`/api/bookings/${booking.Id}`, renter)).body.Financial.AmountDue).toBe(0);
    expect((await mailsTo(host.user.email)).some((row) => row.kind === 'booking-services-updated')).toBe(true);
  });
});

describe('lists and the dashboard home', () => {
  it('lists the host’s bookings with counts, filters and pages, and the renter’s trips; the home shows requests with their expiry', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const pending = await request(renter, listing.id, { dateStart: '2026-07-01', dateEnd: '2026-07-04' });
    const confirmedOne = await request(renter, listing.id, { dateStart: '2026-08-01', dateEnd: '2026-08-04' });
    await post(`/api/bookings/${confirmedOne.Id}/accept`, {}, host);
    await pay(renter, `/api/bookings/${confirmedOne.Id}/payment-intent`);
    const declined = await request(renter, listing.id, { dateStart: '2026-09-01', dateEnd: '2026-09-04' });
    await post(`/api/bookings/${declined.Id}/decline`, {}, host);

    const all = await get<{
      Total: number;
      Counts: Record<string, number>;
      Items: {
        Id: number;
        ViewerRole: string;
        OtherParty: { FirstName: string };
        NextStep: string | null;
        ViewerTotal: number;
        OwnerPayoutTotal: number;
      }[];
    }>('/api/bookings?role=owner&filter=all', host);
    expect(all.body.Counts).toEqual({ all: 3, pending: 1, completed: 0, confirmed: 1 });
    // Waiting for an answer first, then trips to come, then the rest.
    expect(all.body.Items.map((item) => item.Id)).toEqual([pending.Id, confirmedOne.Id, declined.Id]);
    expect(all.body.Items[0]).toMatchObject({ ViewerRole: 'owner', OtherParty: { FirstName: 'Rita' }, NextStep: 'answer' });
    expect(all.body.Items[0].ViewerTotal).toBe(all.body.Items[0].OwnerPayoutTotal);
    const paged = await get<{ Items: { Id: number }[]; TotalPages: number; Page: number }>(
      '/api/bookings?role=owner&pageSize=2&page=2',
      host,
    );
    expect(paged.body).toMatchObject({ Page: 2, TotalPages: 2 });
    expect(paged.body.Items.map((item) => item.Id)).toEqual([declined.Id]);
    const confirmed = await get<{ Items: { Id: number }[] }>('/api/bookings?role=owner&filter=confirmed', host);
    expect(confirmed.body.Items.map((item) => item.Id)).toEqual([confirmedOne.Id]);
    const trips = await get<{ Total: number }>('/api/bookings?role=renter', renter);
    expect(trips.body.Total).toBe(3);
    expect((await get<{ Total: number }>('/api/bookings?role=renter', host)).body.Total).toBe(0);
    const bad = await get<ErrorBody>('/api/bookings?filter=nope', host);
    expect(bad.body.Status).toBe(400);

    const home = await get<{
      Requests: { Id: number; ExpiresAt: string }[];
      Departures: unknown[];
      PerformanceTier: string;
      HasRv: boolean;
      RvsNeedingAttention: { Reasons: string[] }[];
    }>('/api/dashboard?mode=host', host);
    expect(home.body.Requests.map((item) => item.Id)).toEqual([pending.Id]);
    expect(home.body.Requests[0].ExpiresAt).toBe(new Date(start.getTime() + 48 * 3_600_000).toISOString());
    expect(home.body).toMatchObject({ PerformanceTier: 'Good', HasRv: true });
    expect(home.body.RvsNeedingAttention[0].Reasons).toContain('fewPhotos');
    const renterHome = await get<{ AwaitingHost: { Id: number }[]; Upcoming: { Id: number }[] }>('/api/dashboard', renter);
    expect(renterHome.body.AwaitingHost.map((item) => item.Id)).toEqual([pending.Id]);
    expect(renterHome.body.Upcoming.map((item) => item.Id)).toEqual([confirmedOne.Id]);
  });

  it('book a call: stored, confirmed by mail in the request’s language', async () => {
    const renter = await createRenter(t.db);
    const bad = await t.json<ErrorBody>(
      '/api/support/call-requests',
      jsonInit('POST', { PhoneNumber: '12', PreferredDate: '2026-05-03', PreferredWindow: 'Morning' }, renter.headers),
    );
    expect(bad.body.Status).toBe(400);
    const past = await t.json<ErrorBody>(
      '/api/support/call-requests',
      jsonInit('POST', { PhoneNumber: '416 555 0199', PreferredDate: '2026-04-03', PreferredWindow: 'Morning' }, renter.headers),
    );
    expect(past.body.Status).toBe(422);
    const ok = await t.json<{ Id: number }>(
      '/api/support/call-requests',
      jsonInit(
        'POST',
        { PhoneNumber: '416 555 0199', PreferredDate: '2026-05-03', PreferredWindow: 'Morning' },
        { ...renter.headers, 'Accept-Language': 'fr' },
      ),
    );
    expect(ok.status).toBe(201);
    expect((await mailsTo(renter.user.email)).at(-1)?.subject).toBe('Votre appel avec Rove est prévu');
  });

  it('book a call about a booking: only one of the caller’s own; someone else’s or an unknown one is 404', async () => {
    const { renter, booking } = await confirmedTrip();
    const stranger = await createRenter(t.db);
    const call = (who: Party, bookingId: number, lang = 'en') =>
      t.json<ErrorBody & { Id?: number }>(
        '/api/support/call-requests',
        jsonInit(
          'POST',
          { BookingId: bookingId, PhoneNumber: '416 555 0199', PreferredDate: '2026-05-03', PreferredWindow: 'Morning' },
          { ...who.headers, 'Accept-Language': lang },
        ),
      );
    const theirs = await call(stranger, booking.Id, 'fr');
    const unknown = await call(stranger, 987_654_321, 'fr');
    expect([theirs.status, theirs.body.StatusMessage]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body.Message).toBe("Cette réservation n'existe pas.");
    const before = await t.db.selectFrom('support_call_requests').select('id').where('user_id', '=', stranger.user.id).execute();
    expect(before).toEqual([]);
    const own = await call(renter, booking.Id);
    expect(own.status).toBe(201);
    const saved = await t.db
      .selectFrom('support_call_requests')
      .select('booking_id')
      .where('id', '=', own.body.Id!)
      .executeTakeFirstOrThrow();
    expect(saved.booking_id).toBe(booking.Id);
    // Three call requests a day at most (counted in the database: shared by every process).
    expect((await call(renter, booking.Id)).status).toBe(201);
    expect((await call(renter, booking.Id)).status).toBe(201);
    const fourth = await call(renter, booking.Id);
    expect([fourth.status, fourth.body.StatusMessage]).toEqual([429, 'RATE_LIMITED']);
    expect(fourth.body.Message).toMatch(/^You have already asked for several calls today\. Try again in \d+ minutes\.$/);
  });
});
