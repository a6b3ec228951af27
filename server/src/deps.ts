import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { createLogger, type Logger } from './http/logger.ts';

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  /** The origin the app and API are reached at (e.g. http://127.0.0.1:3000): links, issuer URLs. */
  publicUrl: string;
  /** Largest accepted request body, in bytes. Bigger bodies get a 413. */
  maxBodyBytes: number;
  /** The built app (app/dist) to serve with an SPA fallback; none in API-only tests. */
  staticDir?: string;
}

/** Everything a module's routes may use. Modules get the same object; add fields here when a module needs one. */
export interface AppDeps {
  db: Kysely<Database>;
  logger: Logger;
  config: AppConfig;
  /** The clock (tests may freeze it). */
  now: () => Date;
}

export function createDeps(base: Pick<AppDeps, 'db'> & Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppConfig> }): AppDeps {
  return {
    db: base.db,
    logger: base.logger ?? createLogger(),
    now: base.now ?? (() => new Date()),
    config: {
      env: 'development',
      publicUrl: 'http://127.0.0.1:3000',
      maxBodyBytes: 1024 * 1024,
      ...base.config,
    },
  };
}
