import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedCancellationPolicies } from './cancellation-policies.ts';
import { seedListings } from './listings.ts';
import { seedUsers } from './users.ts';

export type SeedSize = 'full' | 'small';

export interface SeedOptions {
  size?: SeedSize;
  /** Multiplies the listings, hosts and renters in the same cities (10: the 10x bench's denser markets). Default 1. */
  scale?: number;
  /** The day the seed counts from (booked dates, review dates). Default: today (UTC). */
  today?: string;
}

export interface SeedSummary {
  users: number;
  listings: number;
  cities: number;
}

/** A seed scale: a whole number from 1 to 100 (anything else is refused, never guessed). */
export function seedScale(scale: number | undefined = 1): number {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new Error(`The seed scale must be a whole number from 1 to 100, not ${scale}.`);
  return scale;
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
  const scale = seedScale(options.scale);
  return db.transaction().execute(async (trx) => {
    const users = await seedUsers(trx, size, scale);
    const listings = await seedListings(trx, size, users, today, currentYear, scale);
    await seedCancellationPolicies(trx);
    // The search rows (migration 1500), kept in step by triggers while seeding, written again in listing order: rows
    // of one city share pages, as a search around it reads them.
    await sql`truncate listing_search`.execute(trx);
    await sql`select refresh_listing_search(null)`.execute(trx);
    // Fresh statistics, or the planner guesses one row per table and picks slow plans.
    await sql`analyze`.execute(trx);
    return { users: users.length, listings: listings.listings, cities: listings.cities };
  });
}
