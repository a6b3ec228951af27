import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultRenderWorkers } from './http/render-pool.ts';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** PGlite data folder: DATA_DIR, else .data/pglite at the repository root. */
export function dataDirFromEnv(): string {
  return resolve(repoRoot, process.env.DATA_DIR ?? '.data/pglite');
}

/** The built app served by `npm start`. */
export const appDistDir = resolve(repoRoot, 'app/dist');

/** A certificate chain and its private key, PEM. */
export interface Tls {
  cert: string;
  key: string;
}

/**
 * HTTPS (with HTTP/2) when TLS_CERT_FILE and TLS_KEY_FILE name a PEM certificate chain and its key; neither: plain
 * HTTP. One without the other, or a file that cannot be read, stops the start with a message naming it.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv): Tls | undefined {
  const certFile = env.TLS_CERT_FILE;
  const keyFile = env.TLS_KEY_FILE;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('HTTPS needs both TLS_CERT_FILE (the certificate chain) and TLS_KEY_FILE (its key), PEM.');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(resolve(file), 'utf8');
    } catch (error) {
      throw new Error(`${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`, { cause: error });
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

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

/**
 * How pages are served (issue 35), from the environment: ROVE_PAGE_CACHE_MB (visitors' pages kept, 0 for none),
 * ROVE_RENDER_CONCURRENCY (pages rendered at once), ROVE_RENDER_MAX_WAIT_MS (the longest expected wait for a turn
 * before 503) and ROVE_RENDER_WORKERS (threads that render pages, 0 for the main thread). Unset or not a number: the
 * defaults (deps.ts), apart from the render threads: one per core but the main thread's (render-pool.ts).
 */
export function pageServingFromEnvironment(env: NodeJS.ProcessEnv): {
  pageCacheBytes?: number;
  renderConcurrency?: number;
  renderMaxWaitMs?: number;
  renderWorkers: number;
} {
  const number = (name: string) => {
    const value = env[name] === undefined || env[name] === '' ? Number.NaN : Number(env[name]);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const megabytes = number('ROVE_PAGE_CACHE_MB');
  const concurrency = number('ROVE_RENDER_CONCURRENCY');
  const wait = number('ROVE_RENDER_MAX_WAIT_MS');
  const workers = number('ROVE_RENDER_WORKERS');
  return {
    renderWorkers: workers !== undefined ? Math.round(workers) : defaultRenderWorkers(),
    ...(megabytes !== undefined ? { pageCacheBytes: Math.round(megabytes * 1024 * 1024) } : {}),
    ...(concurrency !== undefined ? { renderConcurrency: Math.max(1, Math.round(concurrency)) } : {}),
    ...(wait !== undefined ? { renderMaxWaitMs: wait } : {}),
  };
}
