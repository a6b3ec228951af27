import type { Locale } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, NewUser } from '../db/schema.ts';
import { createRandom } from './random.ts';
import type { SeedSize } from './seed.ts';

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Sophia',
  'Ethan',
  'Mia',
  'Logan',
  'Chloé',
  'Gabriel',
  'Léa',
  'Félix',
  'Amélie',
  'Mathis',
  'Camille',
  'Jacob',
  'Isabella',
  'Mason',
  'Harper',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Charlotte',
  'Samuel',
  'Zoé',
  'Thomas',
  'Maya',
  'Daniel',
  'Nora',
  'William',
  'Grace',
  'Owen',
  'Aaliyah',
  'Mateo',
  'Priya',
  'Wei',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Tremblay',
  'Gagnon',
  'Roy',
  'Brown',
  'Williams',
  'Côté',
  'Bouchard',
  'Garcia',
  'Martinez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Lee',
  'Walker',
  'Young',
  'Pelletier',
  'Lavoie',
  'Fortin',
  'Nguyen',
  'Patel',
  'Campbell',
  'MacDonald',
  'Clark',
  'Lewis',
  'Hall',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Bergeron',
  'Morin',
  'Chen',
];

export const seedCounts: Record<SeedSize, { hosts: number; renters: number }> = {
  full: { hosts: 700, renters: 600 },
  small: { hosts: 60, renters: 60 },
};

export interface SeededUser {
  id: number;
  isHost: boolean;
  isSuperhost: boolean;
  language: Locale;
  firstName: string;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Hosts first (ids 1..hosts), then renters (`scale` times as many of each). About 10% of hosts are superhosts. */
export async function seedUsers(db: Kysely<Database>, size: SeedSize, scale = 1): Promise<SeededUser[]> {
  const random = createRandom(1001);
  const hosts = seedCounts[size].hosts * scale;
  const renters = seedCounts[size].renters * scale;
  const rows: NewUser[] = [];
  for (let i = 1; i <= hosts + renters; i++) {
    const isHost = i <= hosts;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const language = random.chance(0.25) ? 'fr' : 'en';
    const created = new Date(Date.UTC(2019 + random.int(0, 5), random.int(0, 11), random.int(1, 28)));
    rows.push({
      id: i,
      email: `${slug(first)}.${slug(last)}.${i}@example.com`,
      first_name: first,
      last_name: last,
      phone_number: `555${String(1000000 + i).slice(-7)}`,
      country_phone_code: '+1',
      language,
      created_at: created,
      last_login: new Date(created.getTime() + random.int(1, 900) * 86_400_000),
      is_owner: isHost,
      user_type: isHost ? 'Owner' : 'Renter',
      has_rv: isHost,
      signup_from: random.weighted([
        ['Web', 6],
        ['IOS', 2],
        ['Android', 2],
      ] as const),
      is_superhost: isHost && i % 10 === 3,
      is_verified: random.chance(isHost ? 0.9 : 0.6),
      // A host's bio and language follow where they live, known once their RVs are placed (seed/host-homes.ts).
      about: '',
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .execute();
  // Identity columns were given explicitly: move the sequence past them.
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
  return rows.map((r) => ({
    id: r.id as number,
    isHost: r.is_owner as boolean,
    isSuperhost: r.is_superhost as boolean,
    language: r.language as Locale,
    firstName: r.first_name as string,
  }));
}
