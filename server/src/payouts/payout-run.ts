// The payout run (issue 38): a host is paid only to a payout method on file. A payout that falls due while its host
// has none is held (it stays scheduled, upcoming money, with `held_at` set); the booking clock then passes it by, and
// saving a payout method releases it: paid at once. Accepting bookings never waits for a payout method.
import type { Currency, MoneyTotal, PayoutStatus } from '@rove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { todayUtc } from '../pricing/calendar.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What the run does with one payout: wait for its day, pay it, hold it, or leave it as it is. */
export type PayoutStep = 'wait' | 'pay' | 'hold' | 'keep';

export interface PayoutFacts {
  status: PayoutStatus;
  /** The day it falls due (YYYY-MM-DD). */
  scheduledFor: string;
  heldAt: Date | null;
}

/**
 * The rule: only a scheduled payout moves; before its day it waits; on or after it, it is paid when its host has a
 * payout method, and held (once) when not. A held payout stays held until a method exists.
 */
export function payoutStep(payout: PayoutFacts, context: { today: string; hasMethod: boolean }): PayoutStep {
  if (payout.status !== 'scheduled') return 'keep';
  if (payout.scheduledFor > context.today) return 'wait';
  if (context.hasMethod) return 'pay';
  return payout.heldAt ? 'keep' : 'hold';
}

/** Applies the rule to the scheduled payouts picked by `where` (a booking's, or a host's held ones). */
async function run(db: Db, where: { bookingId: number } | { heldOf: number }, now: Date): Promise<{ paid: number; held: number }> {
  let query = db
    .selectFrom('payouts as p')
    .leftJoin('payout_methods as m', 'm.user_id', 'p.owner_id')
    .select(['p.id', 'p.status', 'p.scheduled_for', 'p.held_at', 'm.user_id as method_of'])
    .where('p.status', '=', 'scheduled');
  query =
    'bookingId' in where
      ? query.where('p.booking_id', '=', where.bookingId)
      : query.where('p.owner_id', '=', where.heldOf).where('p.held_at', 'is not', null);
  const today = todayUtc(now);
  const toPay: number[] = [];
  const toHold: number[] = [];
  for (const row of await query.execute()) {
    const step = payoutStep(
      { status: row.status, scheduledFor: String(row.scheduled_for), heldAt: row.held_at },
      { today, hasMethod: row.method_of !== null },
    );
    if (step === 'pay') toPay.push(row.id);
    else if (step === 'hold') toHold.push(row.id);
  }
  // Each update re-checks the status it read: a run beside this one pays a payout once.
  const paid = toPay.length
    ? await db
        .updateTable('payouts')
        .set({ status: 'paid', paid_at: now, held_at: null })
        .where('id', 'in', toPay)
        .where('status', '=', 'scheduled')
        .executeTakeFirst()
    : null;
  const held = toHold.length
    ? await db.updateTable('payouts').set({ held_at: now }).where('id', 'in', toHold).where('held_at', 'is', null).executeTakeFirst()
    : null;
  return { paid: Number(paid?.numUpdatedRows ?? 0), held: Number(held?.numUpdatedRows ?? 0) };
}

/** The payout run of one booking (the booking clock's step once the trip has started). */
export function runBookingPayouts(db: Db, bookingId: number, now: Date) {
  return run(db, { bookingId }, now);
}

/** Saving a payout method releases the host's held payouts: they are paid now. */
export function releaseHeldPayouts(db: Db, ownerId: number, now: Date) {
  return run(db, { heldOf: ownerId }, now);
}

/** What a host has held: how many payouts and how much, by currency (major units). */
export async function heldPayoutsOf(db: Db, ownerId: number): Promise<{ Count: number; Totals: MoneyTotal[] }> {
  const rows = await db
    .selectFrom('payouts')
    .select(['currency', (eb) => eb.fn.sum<string>('amount').as('amount'), (eb) => eb.fn.countAll<string>().as('count')])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'scheduled')
    .where('held_at', 'is not', null)
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return {
    Count: rows.reduce((n, row) => n + Number(row.count), 0),
    Totals: rows.map((row) => ({ Currency: row.currency as Currency, Amount: Number(row.amount) / 100 })),
  };
}
