// Development conveniences only when asked for: NODE_ENV unset is production (no /dev/mail), and the server's
// main (what `npm start` runs) prints the mode it runs in.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, pgliteExtensions } from '../../src/db/database.ts';
import { openTemplateClone } from '../../src/db/template.ts';
import { runModeFromEnv } from '../../src/env.ts';
import { createTestContext, type TestContext, testBudget } from '../helpers.ts';

describe('runModeFromEnv', () => {
  it('is production unless development is asked explicitly', () => {
    expect(runModeFromEnv({})).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'test' })).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(runModeFromEnv({ ROVE_DEV: '1' })).toBe('development');
    expect(runModeFromEnv({ ROVE_DEV: 'true' })).toBe('production');
    expect(runModeFromEnv({ NODE_ENV: 'development' })).toBe('development');
  });
  it('refuses ROVE_DEV=1 with NODE_ENV=production', () => {
    expect(() => runModeFromEnv({ ROVE_DEV: '1', NODE_ENV: 'production' })).toThrow(/refused/);
  });
});

describe('the mail outbox follows the mode', () => {
  let production: TestContext;
  let development: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ seed: 'none', config: { env: runModeFromEnv({}) } });
    development = await createTestContext({ seed: 'none', config: { env: runModeFromEnv({ ROVE_DEV: '1' }) } });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
  });
  it.each(['/dev/mail', '/dev/mail.json'])('%s is absent in a default run and present in development', async (path) => {
    expect((await production.request(path)).status).toBe(404);
    expect((await development.request(path)).status).toBe(200);
  });
});

// On the suite's database: a data folder of its own on the embedded database, a database of its own on PostgreSQL
// (the PostgreSQL suite, DATABASE_URL set). Either starts as the small seed, so that the server does not seed it.
describe("the server's main prints its mode", () => {
  const root = new URL('../../../', import.meta.url).pathname;
  let dataDir: string | undefined;
  let postgres: DatabaseHandle | undefined;
  let database: Record<string, string>;
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      postgres = await openTemplateClone('small');
      database = { DATABASE_URL: postgres.url! };
      return;
    }
    dataDir = join(mkdtempSync(join(tmpdir(), 'rove-mode-')), 'pglite');
    const template = await openTemplateClone('small', '');
    const dump = await template.pglite!.dumpDataDir('none');
    await template.close();
    await (await PGlite.create({ dataDir, loadDataDir: dump, extensions: pgliteExtensions })).close();
    database = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }, testBudget(2));
  afterAll(async () => {
    await postgres?.close();
    if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  /** Runs main.ts as `npm start` does, with NODE_ENV and ROVE_DEV unset unless given; answers its first line. */
  async function run(extra: Record<string, string>, check: (url: string) => Promise<void>): Promise<string> {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', LOG_LEVEL: 'error', ...database, ...extra };
    if (!('NODE_ENV' in extra)) delete env.NODE_ENV; // vitest sets NODE_ENV=test
    if (!('ROVE_DEV' in extra)) delete env.ROVE_DEV;
    const proc: ChildProcess = spawn(join(root, 'node_modules/.bin/node'), ['server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), testBudget(1.5));
        proc.stdout!.on('data', (chunk: Buffer) => {
          out += chunk;
          const found = out.split('\n').find((text) => text.startsWith('Rove is running at '));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        });
        proc.stderr!.on('data', (chunk: Buffer) => (out += chunk));
        proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
      });
      await check(line.match(/running at (http:\/\/\S+)/)![1]);
      return line;
    } finally {
      if (proc.exitCode === null && proc.signalCode === null) {
        const gone = new Promise((done) => proc.once('exit', done));
        proc.kill('SIGTERM');
        await gone;
      }
    }
  }

  it(
    'says production with NODE_ENV unset, and serves no mail outbox',
    async () => {
      const statuses: number[] = [];
      const line = await run({}, async (url) => {
        for (const path of ['/dev/mail.json', '/dev/mail']) statuses.push((await fetch(`${url}${path}`)).status);
      });
      expect(line).toMatch(
        /^Rove is running at http:\/\/\S+ \(API docs: \S+\/api\/docs\) in production mode \(ROVE_DEV=1 for development conveniences\)$/,
      );
      expect(statuses).toEqual([404, 404]);
    },
    testBudget(2),
  );

  it(
    'says development with ROVE_DEV=1, and serves the mail outbox',
    async () => {
      const statuses: number[] = [];
      const line = await run({ ROVE_DEV: '1' }, async (url) => {
        for (const path of ['/dev/mail.json', '/dev/mail']) statuses.push((await fetch(`${url}${path}`)).status);
      });
      expect(line).toMatch(/ in development mode \(mail outbox at \/dev\/mail\)$/);
      expect(statuses).toEqual([200, 200]);
    },
    testBudget(2),
  );

  it(
    'refuses ROVE_DEV=1 with NODE_ENV=production before serving anything',
    async () => {
      await expect(run({ ROVE_DEV: '1', NODE_ENV: 'production' }, async () => {})).rejects.toThrow(/exited 1[^]*refused/);
    },
    testBudget(2),
  );
});
