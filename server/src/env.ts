import { resolve } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** PGlite data folder: DATA_DIR, else .data/pglite at the repository root. */
export function dataDirFromEnv(): string {
  return resolve(repoRoot, process.env.DATA_DIR ?? '.data/pglite');
}

/** The built app served by `npm start`. */
export const appDistDir = resolve(repoRoot, 'app/dist');
