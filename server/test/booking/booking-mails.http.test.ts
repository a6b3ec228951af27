// The mails of a booking's life, as the outbox holds them (issue 38): for each step, who gets which mail, in which
// language, exactly once; and each step, its timeline entry and its mails commit together: a mail that cannot be
// written undoes the step (the outbox refuses one address through a trigger, as a full disk would).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, payWithCard, renterDetails } from './fixtures.ts';

let t: TestContext;
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => clock });
  // Addresses the outbox refuses while a test says so.
  await sql`create table refused_mail (address text primary key)`.execute(t.db);
  await sql`create function refuse_mail() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from refused_mail where address = new.to_address) then raise exception 'outbox unavailable'; end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`.execute(t.db);
});
afterAll(() => t.close());

type Detail = { Id: number; Status: string; StartDate: string; EndDate: string; PendingChangeRequestId: number | null };

let keys = 0;
const post = <T>(path: string, body: unknown, who: Party) =>
  t.json<T>(path, jsonInit('POST', body, { ...who.headers, 'Idempotency-Key': `mail-${++keys}` }));

interface Trip {
  host: Party;
  renter: Party;
  id: number;
  addOnId: number;
  /** The mails written since the last call, as "who:kind:language", sorted. */
  mails(): Promise<string[]>;
}

/** A host who reads English and a renter who reads French, with a booking request (or an instant book). */
async function trip(options: { instantBook?: boolean; start?: string; end?: string } = {}): Promise<Trip> {
  const { host, listing, addOnId } = await createHostWithRv(t.db, { instant_book: options.instantBook ?? false });
  const renter = await createRenter(t.db);
  await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', renter.user.id).execute();
  const who = new Map([
    [host.user.email, 'host'],
    [renter.user.email, 'renter'],
  ]);
  let mark = Number(
    (
      await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
  const mails = async () => {
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'kind', 'language'])
      .where('id', '>', mark)
      .where('to_address', 'in', [...who.keys()])
      .orderBy('id')
      .execute();
    mark = Math.max(mark, ...rows.map((row) => Number(row.id)));
    return rows.map((row) => `${who.get(row.to_address)}:${row.kind}:${row.language}`).sort();
  };
  const created = await post<Detail>(
    '/api/bookings',
    {
      RvId: listing.id,
      Estimate: { dateStart: options.start ?? '2026-05-20', dateEnd: options.end ?? '2026-05-23' },
      Renter: renterDetails,
    },
    renter,
  );
  expect(created.status).toBe(201);
  return { host, renter, id: created.body.Id, addOnId, mails };
}

const detail = async (id: number, who: Party) => (await t.json<Detail>(`/api/bookings/${id}`, { headers: who.headers })).body;
const events = async (id: number) =>
  (await t.db.selectFrom('booking_events').select('event').where('booking_id', '=', id).orderBy('id').execute()).map((row) => row.event);
const changeStatus = async (id: number) =>
  (await t.db.selectFrom('change_requests').select('status').where('booking_id', '=', id).orderBy('id').execute()).map((row) => row.status);
const askChange = (booking: Trip, end: string) =>
  post<{ Id: number }>(`/api/bookings/${booking.id}/renter-change-request`, { BookingId: booking.id, EndDate: end }, booking.renter);

describe('the mails of each step, to whom, in their language, once', () => {
  it('request, card authorised, accepted (charged), changed, changed again, cancelled by the renter', async () => {
    const booking = await trip();
    expect(await booking.mails()).toEqual(['host:booking-requested:en', 'renter:receipt-request:fr']);
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    expect(await booking.mails()).toEqual([]);

    expect((await post<Detail>(`/api/bookings/${booking.id}/accept`, {}, booking.host)).body.Status).toBe('Confirmed');
    // The acceptance charged the card: the renter is told once (accepted and charged) with a receipt; the host that
    // the trip is confirmed and paid.
    expect(await booking.mails()).toEqual(['host:booking-pay:en', 'renter:booking-accept:fr', 'renter:receipt-payment:fr']);
    const accepted = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', booking.renter.user.email)
      .where('kind', '=', 'booking-accept')
      .executeTakeFirstOrThrow();
    expect(accepted.text_body).toContain('Votre carte a été débitée et votre voyage est confirmé.');

    expect((await askChange(booking, '2026-05-24')).status).toBe(201);
    expect(await booking.mails()).toEqual(['host:booking-change-requested:en']);
    expect((await post(`/api/bookings/${booking.id}/change-request/approve`, null, booking.host)).status).toBe(200);
    expect(await booking.mails()).toEqual(['renter:booking-change-approved:fr']);

    // A second change waits when the renter cancels: the cancellation closes it, and both parties are told.
    expect((await askChange(booking, '2026-05-25')).status).toBe(201);
    expect(await booking.mails()).toEqual(['host:booking-change-requested:en']);
    const cancelled = await post<Detail>(`/api/bookings/${booking.id}/cancel`, { ReasonCode: 'PlansChanged', Reason: '' }, booking.renter);
    expect(cancelled.body).toMatchObject({ Status: 'CancelledByRenter', PendingChangeRequestId: null });
    expect(await booking.mails()).toEqual(['host:booking-cancel:en', 'renter:booking-cancel-own:fr']);
    expect(await changeStatus(booking.id)).toEqual(['Approved', 'Closed']);
    const own = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', booking.renter.user.email)
      .where('kind', '=', 'booking-cancel-own')
      .executeTakeFirstOrThrow();
    expect(own.subject).toBe('Vous avez annulé votre voyage à bord de Test Class C');
    // 19 days ahead under the moderate policy: refunded in full, with when it reaches the card.
    expect(own.text_body).toMatch(/Selon la politique d’annulation modérée, vous êtes remboursé de \d+,\d\d\s\$/);
    expect(own.text_body).toContain('dans un délai de 5 à 10 jours ouvrables (au plus tard le 15 mai 2026)');
  });

  it('request declined: the renter only; a change request waiting is closed', async () => {
    const booking = await trip();
    await booking.mails();
    expect((await askChange(booking, '2026-05-24')).status).toBe(201);
    expect(await booking.mails()).toEqual(['host:booking-change-requested:en']);
    const declined = await post<Detail>(
      `/api/bookings/${booking.id}/decline`,
      { ReasonCode: 'DatesUnavailable', Reason: '' },
      booking.host,
    );
    expect(declined.body).toMatchObject({ Status: 'Declined', PendingChangeRequestId: null });
    expect(await booking.mails()).toEqual(['renter:booking-decline:fr']);
    expect(await changeStatus(booking.id)).toEqual(['Closed']);
    const held = await t.json<{ Pending: unknown; History: { Status: string }[] }>(`/api/bookings/${booking.id}/change-request`, {
      headers: booking.renter.headers,
    });
    expect(held.body.Pending).toBeNull();
    expect(held.body.History.map((entry) => entry.Status)).toEqual(['Closed']);
  });

  it('an instant book: the host hears of it once, when it is paid ("New booking")', async () => {
    const booking = await trip({ instantBook: true });
    expect(await booking.mails()).toEqual(['renter:receipt-request:fr']);
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    expect(await booking.mails()).toEqual(['host:booking-new-booking:en', 'renter:receipt-payment:fr']);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', booking.host.user.email)
      .where('kind', '=', 'booking-new-booking')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('New booking: Test Class C, May 20, 2026');
    expect(mail.text_body).toContain('with instant book and paid: the trip is confirmed.');
    expect(mail.text_body).toMatch(/Your payout of \$\d+\.\d\d is scheduled for the day after the trip starts\./);
  });

  it('the host cancels a paid trip: both, the renter with the full refund', async () => {
    const booking = await trip({ instantBook: true });
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    await booking.mails();
    const cancelled = await post<Detail>(`/api/bookings/${booking.id}/cancel`, { ReasonCode: 'RvProblem', Reason: '' }, booking.host);
    expect(cancelled.body.Status).toBe('CancelledByOwner');
    expect(await booking.mails()).toEqual(['host:booking-cancel-own:en', 'renter:booking-cancel:fr']);
  });

  it('a request left unanswered expires: both are told', async () => {
    const booking = await trip();
    await booking.mails();
    const start = clock;
    clock = new Date(start.getTime() + 49 * 3_600_000);
    try {
      expect((await detail(booking.id, booking.renter)).Status).toBe('Expired');
      expect(await booking.mails()).toEqual(['host:booking-expire:en', 'renter:booking-expire:fr']);
      // Read again: nothing more.
      await detail(booking.id, booking.host);
      expect(await booking.mails()).toEqual([]);
    } finally {
      clock = start;
    }
  });
});

describe('a step, its timeline entry and its mails commit together', () => {
  /** Runs `step` while the outbox refuses `address`: it fails with nothing written; then again, and it is done. */
  async function refusedThenDone(address: string, step: () => Promise<{ status: number }>, unchanged: () => Promise<void>) {
    await t.db
      .insertInto('refused_mail' as never)
      .values({ address } as never)
      .execute();
    try {
      expect((await step()).status).toBeGreaterThanOrEqual(500);
      await unchanged();
    } finally {
      await t.db.deleteFrom('refused_mail' as never).execute();
    }
    expect((await step()).status).toBeLessThan(300);
  }

  it('accepting a request whose card was authorised: no acceptance, no charge recorded, no mail; then all of it', async () => {
    const booking = await trip();
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    await booking.mails();
    await refusedThenDone(
      booking.renter.user.email,
      () => post(`/api/bookings/${booking.id}/accept`, {}, booking.host),
      async () => {
        expect((await detail(booking.id, booking.host)).Status).toBe('AwaitingOwnerApproval');
        expect(await events(booking.id)).toEqual(['requested']);
        const payments = await t.db.selectFrom('payments').select('status').where('booking_id', '=', booking.id).execute();
        expect(payments.map((payment) => payment.status)).toEqual(['requires_capture']);
        expect(await booking.mails()).toEqual([]);
      },
    );
    expect((await detail(booking.id, booking.host)).Status).toBe('Confirmed');
    expect(await events(booking.id)).toEqual(['requested', 'accept', 'pay']);
    const charges = await t.db.selectFrom('payments').select(['status', 'kind']).where('booking_id', '=', booking.id).execute();
    expect(charges).toEqual([{ status: 'succeeded', kind: 'charge' }]);
    expect(await booking.mails()).toEqual(['host:booking-pay:en', 'renter:booking-accept:fr', 'renter:receipt-payment:fr']);
  });

  it('declining: the request still waits, its change request too', async () => {
    const booking = await trip();
    await askChange(booking, '2026-05-24');
    await booking.mails();
    await refusedThenDone(
      booking.renter.user.email,
      () => post(`/api/bookings/${booking.id}/decline`, { ReasonCode: 'DatesUnavailable', Reason: '' }, booking.host),
      async () => {
        expect((await detail(booking.id, booking.host)).Status).toBe('AwaitingOwnerApproval');
        expect(await changeStatus(booking.id)).toEqual(['Pending']);
        expect(await events(booking.id)).toEqual(['requested', 'change-requested']);
      },
    );
    expect(await changeStatus(booking.id)).toEqual(['Closed']);
  });

  it('cancelling a paid trip: no cancellation, no refund, no payout change; then all of it', async () => {
    const booking = await trip({ instantBook: true });
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    await askChange(booking, '2026-05-24');
    await booking.mails();
    await refusedThenDone(
      booking.host.user.email,
      () => post(`/api/bookings/${booking.id}/cancel`, { ReasonCode: 'PlansChanged', Reason: '' }, booking.renter),
      async () => {
        expect((await detail(booking.id, booking.renter)).Status).toBe('Confirmed');
        const refunds = await t.db
          .selectFrom('payments')
          .select('id')
          .where('booking_id', '=', booking.id)
          .where('kind', '=', 'refund')
          .execute();
        expect(refunds).toEqual([]);
        const payout = await t.db.selectFrom('payouts').select(['status']).where('booking_id', '=', booking.id).executeTakeFirstOrThrow();
        expect(payout.status).toBe('scheduled');
        expect(await changeStatus(booking.id)).toEqual(['Pending']);
        expect(await booking.mails()).toEqual([]);
      },
    );
    expect(await booking.mails()).toEqual(['host:booking-cancel:en', 'renter:booking-cancel-own:fr']);
    const refunds = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('approving and rejecting a change request: the booking and the request as they were', async () => {
    const booking = await trip({ instantBook: true });
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    await askChange(booking, '2026-05-24');
    await refusedThenDone(
      booking.renter.user.email,
      () => post(`/api/bookings/${booking.id}/change-request/approve`, null, booking.host),
      async () => {
        expect((await detail(booking.id, booking.host)).EndDate).toBe('2026-05-23');
        expect(await changeStatus(booking.id)).toEqual(['Pending']);
        expect((await events(booking.id)).filter((event) => event === 'change-approved')).toEqual([]);
      },
    );
    expect((await detail(booking.id, booking.host)).EndDate).toBe('2026-05-24');

    await askChange(booking, '2026-05-25');
    await refusedThenDone(
      booking.renter.user.email,
      () => t.json(`/api/bookings/${booking.id}/change-request/reject`, jsonInit('POST', '"Not that week"', booking.host.headers)),
      async () => {
        expect(await changeStatus(booking.id)).toEqual(['Approved', 'Pending']);
        expect((await events(booking.id)).filter((event) => event === 'change-rejected')).toEqual([]);
      },
    );
    expect(await changeStatus(booking.id)).toEqual(['Approved', 'Rejected']);
  });

  it('changing the services: the add-ons as they were', async () => {
    const booking = await trip({ instantBook: true });
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    const addOns = async () =>
      (
        (await t.db.selectFrom('bookings').select('trip').where('id', '=', booking.id).executeTakeFirstOrThrow()).trip as {
          addons: unknown[];
        }
      ).addons;
    await refusedThenDone(
      booking.host.user.email,
      () => post(`/api/bookings/${booking.id}/services`, { AddOns: [{ Id: booking.addOnId, Quantity: 1 }] }, booking.renter),
      async () => {
        expect(await addOns()).toEqual([]);
        expect((await events(booking.id)).filter((event) => event === 'services-updated')).toEqual([]);
      },
    );
    expect(await addOns()).toEqual([{ id: booking.addOnId, quantity: 1 }]);
  });

  it('disputing a money request: it still waits', async () => {
    const booking = await trip({ instantBook: true, start: '2026-05-05', end: '2026-05-08' });
    await payWithCard(t, booking.renter, `/api/bookings/${booking.id}/payment-intent`);
    const start = clock;
    clock = new Date('2026-05-10T12:00:00Z');
    try {
      expect((await detail(booking.id, booking.host)).Status).toBe('Completed');
      const asked = await post<{ Id: number }>(
        `/api/bookings/${booking.id}/money-requests`,
        { Amount: 40, Reason: 'Propane refill' },
        booking.host,
      );
      expect(asked.status).toBe(201);
      const status = async () =>
        (await t.db.selectFrom('money_requests').select('status').where('id', '=', asked.body.Id).executeTakeFirstOrThrow()).status;
      await refusedThenDone(
        booking.host.user.email,
        () =>
          post(
            `/api/bookings/${booking.id}/money-requests/${asked.body.Id}/dispute`,
            { Reason: 'It was full when I returned it' },
            booking.renter,
          ),
        async () => {
          expect(await status()).toBe('Pending');
          expect((await events(booking.id)).filter((event) => event === 'money-request-disputed')).toEqual([]);
        },
      );
      expect(await status()).toBe('Disputed');
    } finally {
      clock = start;
    }
  });
});
