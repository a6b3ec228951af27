// The host's standing from their bookings, read where it matters: the insights (the suspended banner), search
// (suspended hosts' listings hidden), estimates and booking requests (refused). Always computed from the bookings
// table, so it changes the moment the tier does; the rules are performanceTier and hostTakesNewBookings.
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type HostRecord, hostTakesNewBookings, performanceTier } from './notification-rules.ts';

type Db = Kysely<Database>;

/** Misses are what the tier counts against a host. */
const missStatuses = ['CancelledByOwner', 'Expired'] as const;

function recordsQuery(db: Db) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      'owner_id',
      eb.fn.countAll().as('total'),
      eb.fn.countAll().filterWhere('status', '=', 'CancelledByOwner').as('cancelledByOwner'),
      eb.fn.countAll().filterWhere('status', '=', 'Expired').as('expired'),
    ])
    .groupBy('owner_id');
}

/**
 * The figures of the host `ownerId` as one JSON value ({ total, cancelledByOwner, expired }), for a query that reads
 * the host's listing anyway (the estimate): the same counts as recordsQuery, read with `recordOf`.
 */
export function hostRecordJson(ownerId: Expression<number>) {
  return sql<{ total: number; cancelledByOwner: number; expired: number }>`(select json_build_object('total', count(*),
    'cancelledByOwner', count(*) filter (where b.status = ${missStatuses[0]}), 'expired', count(*) filter (where b.status = ${missStatuses[1]}))
    from bookings b where b.owner_id = ${ownerId})`;
}

export const recordOf = (row: { total: unknown; cancelledByOwner: unknown; expired: unknown } | undefined): HostRecord => ({
  total: Number(row?.total ?? 0),
  cancelledByOwner: Number(row?.cancelledByOwner ?? 0),
  expired: Number(row?.expired ?? 0),
});

/** The figures behind one host's performance tier. */
export async function hostRecordOf(db: Db, ownerId: number): Promise<HostRecord> {
  return recordOf(await recordsQuery(db).where('owner_id', '=', ownerId).executeTakeFirst());
}

/** Whether the host may take new bookings now (not suspended). */
export async function hostTakesBookings(db: Db, ownerId: number): Promise<boolean> {
  return hostTakesNewBookings(performanceTier(await hostRecordOf(db, ownerId)));
}

/**
 * The hosts suspended now. Only hosts with at least one miss can be (a host without misses is Good), so one
 * grouped query over their bookings; the tier itself is decided by the rule, not in SQL.
 */
export async function suspendedHostIds(db: Db): Promise<number[]> {
  const rows = await recordsQuery(db)
    .where('owner_id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('owner_id')
        .where('status', 'in', [...missStatuses]),
    )
    .execute();
  return rows.filter((row) => !hostTakesNewBookings(performanceTier(recordOf(row)))).map((row) => row.owner_id);
}
