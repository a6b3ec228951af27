// One app on its own database per test file: in-memory PGlite cloned from a cached seeded tarball, or a fresh
// database cloned from a template on DATABASE_URL (scripts/test-postgres.ts). Same tests, both backends.
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { type TemplateSeed, openTemplateClone } from '../src/db/template.ts';
import type { Database } from '../src/db/schema.ts';
import { type AppConfig, type AppDeps, createDeps } from '../src/deps.ts';
import { openApiDocument } from '../src/http/api-docs.ts';
import type { App } from '../src/http/context.ts';
import { createMemoryLogger, type LogFields } from '../src/http/logger.ts';
import { createResponseValidator, type OpenApiDocument, type ResponseValidator } from './response-validator.ts';

/** An answer's bytes decoded as its Content-Encoding says (zstd, br or gzip; any other as they are). */
export function decodeAnswer(bytes: Buffer, encoding: string | null): Buffer {
  if (encoding === 'zstd') return zstdDecompressSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return encoding === 'gzip' ? gunzipSync(bytes) : bytes;
}

/** The text of an answer as its client reads it: a compressed one (Content-Encoding zstd, br or gzip) decoded first. */
async function answerText(res: Response): Promise<string> {
  const encoding = res.headers.get('Content-Encoding');
  if (!encoding) return res.clone().text();
  return decodeAnswer(Buffer.from(await res.clone().arrayBuffer()), encoding).toString('utf8');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's budgets in milliseconds, scaled by TEST_TIME_SCALE (vitest.config.ts, scripts/time-budgets.ts). */
    timeBudgets: { test: number; hook: number; find: number };
    /** The Chromium a test starts itself (scripts/chromium.ts: the headless shell where installed). */
    chromiumPath: string;
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
  // Every answer the suite receives is held to the OpenAPI document (test/response-validator.ts): a status the
  // operation does not list, a media type it does not give or a JSON body its schema refuses fails the test.
  let validator: Promise<ResponseValidator> | undefined;
  const request = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    if (path === '/api/openapi.json' || res.headers.get('Content-Type')?.startsWith('text/event-stream')) return res;
    // Read from the app itself, not over HTTP: a test that overloads the server still gets its answers checked.
    validator ??= Promise.resolve(createResponseValidator(JSON.parse(JSON.stringify(openApiDocument(app, deps))) as OpenApiDocument));
    const type = res.headers.get('Content-Type');
    const body = res.body === null ? '' : /\bjson\b/.test(type ?? '') ? await answerText(res) : undefined;
    const problem = (await validator).check(init?.method ?? 'GET', path, res.status, type, body);
    if (problem) throw new Error(`The answer disagrees with the OpenAPI document: ${problem}`);
    return res;
  };
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
