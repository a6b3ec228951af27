import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedCancellationPolicies } from './cancellation-policies.ts';
import { seedListings } from './listings.ts';
import { seedUsers } from './users.ts';

export type SeedSize = 'full' | 'small';

export interface SeedOptions {
  size?: SeedSize;
  /** The day the seed counts from (booked dates, review dates). Default: today (UTC). */
  today?: string;
}

export interface SeedSummary {
  users: number;
  listings: number;
  cities: number;
}

/** True when the database already holds seed data (main.ts seeds once, on first start). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n > 0;
}

/** Deletes everything the seed writes (and what other modules wrote that hangs off it). */
export async function resetData(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`.execute(db);
  if (tables.rows.length === 0) return;
  const list = tables.rows.map((r) => `"${r.tablename}"`).join(', ');
  await sql.raw(`truncate ${list} restart identity cascade`).execute(db);
}

/** Deterministic seed: the same options give the same rows. */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const size = options.size ?? 'full';
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const currentYear = Number(today.slice(0, 4));
  return db.transaction().execute(async (trx) => {
    const users = await seedUsers(trx, size);
    const listings = await seedListings(trx, size, users, today, currentYear);
    await seedCancellationPolicies(trx);
    // Fresh statistics, or the planner guesses one row per table and picks slow plans.
    await sql`analyze`.execute(trx);
    return { users: users.length, listings: listings.listings, cities: listings.cities };
  });
}
