// `npm run seed` seeds an empty database; `npm run seed -- --reset` empties it and seeds again; `--small` seeds the
// small set, `--scale 10` ten times the listings, hosts and renters in the same cities (the 10x bench's data).
// Same database as `npm start`: DATABASE_URL, else PGlite in DATA_DIR (default .data/pglite).
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { dataDirFromEnv } from '../env.ts';
import { isSeeded, resetData, seed, seedScale } from './seed.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    small: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
  },
});
const scale = seedScale(Number(values.scale));
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dataDirFromEnv() });
try {
  await migrate(handle.db);
  if (values.reset) await resetData(handle.db);
  else if (await isSeeded(handle.db)) {
    console.log('The database already holds data: nothing to do (use --reset to seed again).');
    process.exit(0);
  }
  const started = Date.now();
  const summary = await seed(handle.db, { size: values.small ? 'small' : 'full', scale });
  console.log(`Seeded ${summary.users} users and ${summary.listings} listings on ${handle.kind} in ${Date.now() - started} ms.`);
} finally {
  await handle.close();
}
