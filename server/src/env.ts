import { resolve } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** PGlite data folder: DATA_DIR, else .data/pglite at the repository root. */
export function dataDirFromEnv(): string {
  return resolve(repoRoot, process.env.DATA_DIR ?? '.data/pglite');
}

/** The built app served by `npm start`. */
export const appDistDir = resolve(repoRoot, 'app/dist');

/**
 * Which mode a run is in. Development (the mail outbox at /dev/mail, the journeys' test clock and address-limit
 * switch) only when asked explicitly: ROVE_DEV=1 (set by `npm run dev` and the journeys) or NODE_ENV=development.
 * Anything else, NODE_ENV unset included, is production. ROVE_DEV=1 with NODE_ENV=production is refused.
 */
export function runModeFromEnv(env: NodeJS.ProcessEnv): 'development' | 'production' {
  const devAsked = env.ROVE_DEV === '1' || env.NODE_ENV === 'development';
  if (env.ROVE_DEV === '1' && env.NODE_ENV === 'production') throw new Error('ROVE_DEV=1 is refused with NODE_ENV=production.');
  return devAsked ? 'development' : 'production';
}
