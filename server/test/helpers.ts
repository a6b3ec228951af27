// One app on its own database per test file: in-memory PGlite cloned from a cached seeded tarball, or a fresh
// database cloned from a template on DATABASE_URL (scripts/test-postgres.ts). Same tests, both backends.
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { type TemplateSeed, openTemplateClone } from '../src/db/template.ts';
import type { Database } from '../src/db/schema.ts';
import { type AppConfig, type AppDeps, createDeps } from '../src/deps.ts';
import type { App } from '../src/http/context.ts';
import { createMemoryLogger, type LogFields } from '../src/http/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's budgets in milliseconds, scaled by TEST_TIME_SCALE (vitest.config.ts, scripts/time-budgets.ts). */
    timeBudgets: { test: number; hook: number; find: number };
  }
}

/**
 * A heavy test's budget (processes started, thousands of requests): `times` the server project's budget of one test
 * (scripts/time-budgets.ts, scaled by TEST_TIME_SCALE), never a figure of its own.
 */
export const testBudget = (times: number): number => inject('timeBudgets').test * times;

/** How long a test waits for a condition (an event, a row) before it fails: the project's `find` budget, scaled. */
export const waitBudget = (): number => inject('timeBudgets').find;

export interface TestContext {
  app: App;
  db: Kysely<Database>;
  deps: AppDeps;
  kind: 'pglite' | 'postgres';
  /** Structured log lines written so far. */
  logs: LogFields[];
  request(path: string, init?: RequestInit): Promise<Response>;
  /** GET (or the given init) and parse the JSON body. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** 'small' (default): a small deterministic seed; 'full': the start-up seed; 'none': migrations only. */
  seed?: TemplateSeed;
  now?: () => Date;
  config?: Partial<AppConfig>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const handle = await openTemplateClone(options.seed ?? 'small');
  const logger = createMemoryLogger();
  const deps = createDeps({ db: handle.db, logger, now: options.now, config: { env: 'test', ...options.config } });
  const app = createApp(deps);
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    app,
    db: handle.db,
    deps,
    kind: handle.kind,
    logs: logger.lines,
    request,
    async json<T>(path: string, init?: RequestInit) {
      const res = await request(path, init);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
    close: () => handle.close(),
  };
}
