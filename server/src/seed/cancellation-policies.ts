// Gives every seeded RV a cancellation policy (issue 17): about 40% Flexible, 40% Moderate, 20% Strict, by id.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function seedCancellationPolicies(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into listing_booking_terms (listing_id, cancellation_policy)
    select id, case when id % 10 < 4 then 'Flexible' when id % 10 < 8 then 'Moderate' else 'Strict' end
    from listings
    on conflict (listing_id) do update set cancellation_policy = excluded.cancellation_policy`.execute(db);
}
