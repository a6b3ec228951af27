// A hostile calendar cannot hurt the server (issue 36: one 2 MB feed of 23,659 repeating events froze it for 300 s,
// health checks timed out, SIGTERM was ignored). A real server process imports the worst feed, and a feed just
// under the event limit whose recurrences run into the parser's limits: the host gets 422 "This calendar has too
// many events" in their language, /api/health answers within 100 ms all along, and SIGTERM during an import exits
// within 10 s. The scheduled refresh obeys the same limits (in process). On the embedded database, and on
// PostgreSQL in the PostgreSQL suite.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../../src/db/database.ts';
import { openTemplateClone } from '../../src/db/template.ts';
import { hashPassword } from '../../src/identity/password.ts';
import { createHostWithRv } from '../booking/fixtures.ts';
import { createTestContext, type TestContext, testBudget } from '../helpers.ts';
import { startServerProcess } from './server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** `count` events that repeat every day from 2000 on (each one steps through years before today). */
const repeatingFeed = (count: number) =>
  [
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\n',
    ...Array.from(
      { length: count },
      (_, i) => `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20000101T000000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n`,
    ),
    'END:VCALENDAR\r\n',
  ].join('');
/** The feed of the issue: 2 MB at most, 23,659 repeating events. */
const worstFeed = repeatingFeed(23_659);
/** Under the event limit (5,000), but its recurrences expand past the limits on ranges and steps. */
const heavyFeed = repeatingFeed(4_999);

let feedServer: Server;
let feedBase = '';
/** Resolves when the feed server has sent the whole body of the next feed asked for. */
let nextFeedSent: () => Promise<void> = async () => {};
let sent: (() => void) | undefined;

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.on('finish', () => sent?.());
    res.end(req.url === '/worst.ics' ? worstFeed : heavyFeed);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  nextFeedSent = () => new Promise<void>((resolve) => (sent = resolve));
});
afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

it('the worst feed of the issue is 2 MB at most with 23,659 repeating events', () => {
  expect(Buffer.byteLength(worstFeed)).toBeLessThanOrEqual(2_000_000);
  expect(worstFeed.match(/RRULE:FREQ=DAILY/g)).toHaveLength(23_659);
});

describe(`a server process importing hostile calendars (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  let dataDir = '';
  let postgres: DatabaseHandle | undefined;
  let rvId = 0;
  const email = `hostile-${Date.now()}@example.test`;
  const password = 'hostile calendars 36';
  let child: ChildProcess | undefined;
  let url = '';
  let auth: Record<string, string> = {};

  const start = async () => {
    const database: Record<string, string> = onPostgres ? { DATABASE_URL: postgres!.url! } : { DATA_DIR: dataDir, DATABASE_URL: '' };
    // Development mode: the feed server is on loopback (ROVE_FETCH_ALLOW_LOOPBACK, refused in production).
    const server = startServerProcess({ ...database, NODE_ENV: 'development', ROVE_DEV: '1', ROVE_FETCH_ALLOW_LOOPBACK: '1' });
    child = server.process;
    url = await server.url;
    const res = await fetch(`${url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: email, Password: password }),
    });
    expect(res.status).toBe(200);
    auth = { Authorization: `Bearer ${((await res.json()) as { AccessToken: string }).AccessToken}` };
  };
  const exited = (proc: ChildProcess) =>
    new Promise<number | null>((done) =>
      proc.exitCode !== null || proc.signalCode !== null ? done(proc.exitCode) : proc.once('exit', done),
    );

  beforeAll(async () => {
    let handle: DatabaseHandle;
    if (onPostgres) {
      postgres = await openTemplateClone('small');
      handle = postgres;
    } else {
      dataDir = join(mkdtempSync(join(tmpdir(), 'rove-hostile-')), 'pglite');
      const template = await openTemplateClone('small', '');
      const dump = await template.pglite!.dumpDataDir('none');
      await template.close();
      await (await PGlite.create({ dataDir, loadDataDir: dump, extensions: pgliteExtensions })).close();
      handle = await openDatabase({ dataDir });
    }
    const { host, listing } = await createHostWithRv(handle.db);
    rvId = listing.id;
    await handle.db.updateTable('users').set({ email }).where('id', '=', host.user.id).execute();
    await handle.db
      .insertInto('credentials')
      .values({ user_id: host.user.id, password_hash: await hashPassword(password) })
      .execute();
    if (!onPostgres) await handle.close();
    await start();
    // A new embedded database and a server process starting on it: over 180 s beside two busy processes and the other suites.
  }, testBudget(5));

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await postgres?.close();
    if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  /** Imports a feed while asking /api/health one request after another; answers the import and the health latencies. */
  async function importWhileChecking(feed: string, language: string) {
    const latencies: number[] = [];
    const state = { importing: true };
    const health = (async () => {
      while (state.importing) {
        const started = performance.now();
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        latencies.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const res = await fetch(`${url}/api/hosts/calendar/${rvId}/feeds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language, ...auth },
      body: JSON.stringify({ Name: 'Hostile', Url: `${feedBase}${feed}` }),
    });
    const body = (await res.json()) as { StatusMessage: string; Message: string };
    const importMs = performance.now() - started;
    state.importing = false;
    await health;
    return { status: res.status, body, importMs, latencies };
  }

  /**
   * importWhileChecking, the same feed again until its imports have seen at least `checks` health checks (at most
   * `imports` imports): a feed refused within a second gives a few dozen checks beside the journeys, and the 95th
   * percentile of a few dozen is their second slowest (ci117: the worst feed's 28 checks over 0.9 s had a p95 of 110 ms,
   * two slow checks, while the heavy feed's 2,358 over 8.8 s had 10 ms). Every import answers as the first did; the
   * latencies are pooled, the import time is the longest import's.
   */
  async function importUntilChecked(feed: string, language: string, checks = 200, imports = 10) {
    const runs = [await importWhileChecking(feed, language)];
    while (runs.reduce((sum, run) => sum + run.latencies.length, 0) < checks && runs.length < imports)
      runs.push(await importWhileChecking(feed, language));
    for (const run of runs) expect({ status: run.status, body: run.body }).toEqual({ status: runs[0].status, body: runs[0].body });
    return { ...runs[0], importMs: Math.max(...runs.map((run) => run.importMs)), latencies: runs.flatMap((run) => run.latencies) };
  }

  /** Health checks one after another for `ms`, with no import: the machine's own noise, for comparison. */
  async function baselineHealth(ms: number): Promise<number[]> {
    const latencies: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    return latencies;
  }

  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
  const round = (ms: number) => Math.round(ms * 10) / 10;

  it(
    'refuses the worst feed and one that expands past the limits, in both languages; health answers within 100 ms meanwhile',
    async () => {
      const baseline = await baselineHealth(2000);
      const worst = await importUntilChecked('/worst.ics', 'en-US');
      const heavy = await importWhileChecking('/heavy.ics', 'fr-CA');
      const figures = (latencies: number[], importMs?: number) => ({
        ...(importMs === undefined ? {} : { importMs: Math.round(importMs) }),
        healthChecks: latencies.length,
        healthP95Ms: round(percentile(latencies, 95)),
        healthMaxMs: round(Math.max(...latencies)),
      });
      console.log(
        `hostile calendars (${onPostgres ? 'PostgreSQL' : 'PGlite'}, under load): no import ${JSON.stringify(figures(baseline))}, ` +
          `worst feed ${JSON.stringify(figures(worst.latencies, worst.importMs))}, heavy feed ${JSON.stringify(figures(heavy.latencies, heavy.importMs))}`,
      );
      expect(worst.status).toBe(422);
      expect(worst.body.StatusMessage).toBe('ICAL_TOO_MANY_EVENTS');
      expect(worst.body.Message).toMatch(/^This calendar has too many events/);
      expect(heavy.status).toBe(422);
      expect(heavy.body.StatusMessage).toBe('ICAL_TOO_MANY_EVENTS');
      expect(heavy.body.Message).toMatch(/^Ce calendrier contient trop d’événements/);
      // The event loop never parses: health answers within 100 ms while a feed is read. The 95th percentile is held to
      // it; the single slowest check only to 2 s, because on a machine shared with other processes any thread now and
      // then waits for a core, import or not (a loaded run, load average 11: one check of 2,411 over the heavy feed's
      // 60 s took 1,086 ms, the 95th percentile 109 ms; the 2 s with no import before it had seen 195 at most). When the machine itself is slower than that (the "no import" figures
      // above: a fresh-clone run with Vitest's two workers busy beside this server measured a p95 of 177 ms with no
      // import at all), the bound is four times what the same server answered with no import (twice was passed once
      // at load average 15: a p95 of 152 ms over the worst feed's 2.6 s, 65 ms with no import). Parsing on the event
      // loop (issue 36) left checks unanswered for 300 s, far past either.
      // The slowest check is held to half the import's time when that is longer: a parse on the event loop holds a check
      // for the whole import, while a busy machine alone held one for 3.7 s of the worst feed's 12 s (a fresh-clone run
      // beside two busy processes, load average 14: its p95 219 ms, 273 ms with no import). Four times, not three: a
      // fresh-clone run on PostgreSQL gave a p95 of 199 ms over an import against 60 ms without (issue 35's session 20).
      // Nor tighter than twice the slowest check with no import, as the slowest check's own bound: a short import gives
      // few checks, and their 95th percentile is then the second slowest (ci55, beside the journeys: the worst feed's
      // 40 checks over 1.2 s had a p95 of 181 ms, with no import a p95 of 32 ms and a slowest of 151). A parse on the
      // event loop holds the checks for the whole import, seconds, past it too.
      const p95Bound = Math.max(100, 4 * percentile(baseline, 95), 2 * Math.max(...baseline));
      for (const run of [worst, heavy]) {
        expect(run.latencies.length).toBeGreaterThan(5);
        expect(percentile(run.latencies, 95)).toBeLessThan(p95Bound);
        expect(Math.max(...run.latencies)).toBeLessThan(Math.max(2000, 2 * Math.max(...baseline), run.importMs / 2));
      }
      // Nothing was saved for a refused feed.
      const calendar = (await (await fetch(`${url}/api/hosts/calendar?RvId=${rvId}`, { headers: auth })).json()) as {
        Rvs: { Feeds: unknown[] }[];
      };
      expect(calendar.Rvs[0].Feeds).toEqual([]);
    },
    testBudget(1.5),
  );

  it(
    'SIGTERM during an import exits within 10 s',
    async () => {
      const feedSent = nextFeedSent();
      const answer = fetch(`${url}/api/hosts/calendar/${rvId}/feeds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify({ Name: 'Hostile', Url: `${feedBase}/heavy.ics` }),
      }).then(
        (res) => res.status,
        () => 'closed',
      );
      // The server has the whole feed: it is reading it when the signal comes.
      await feedSent;
      const started = performance.now();
      child!.kill('SIGTERM');
      const code = await exited(child!);
      const exitMs = performance.now() - started;
      console.log(
        `hostile calendars (${onPostgres ? 'PostgreSQL' : 'PGlite'}, under load): SIGTERM during an import exited in ${Math.round(exitMs)} ms`,
      );
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
      // The import was stopped, not left hanging: 503 (or the connection closed with the server).
      expect([503, 'closed']).toContain(await answer);
    },
    testBudget(1),
  );
});

describe('the scheduled refresh obeys the same limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it(
    'a feed that became hostile keeps its nights and records "This calendar has too many events"',
    async () => {
      const { listing } = await createHostWithRv(t.db);
      const feed = await t.db
        .insertInto('ical_feeds')
        .values({ listing_id: listing.id, name: 'Was fine', url: `${feedBase}/worst.ics`, source: 'url' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const today = new Date().toISOString().slice(0, 10);
      const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await t.db
        .insertInto('availability_blocks')
        .values({
          listing_id: listing.id,
          during: `[${today},${later})`,
          kind: 'blocked',
          booking_id: null,
          note: 'Earlier import',
          ical_feed_id: feed.id,
        })
        .execute();
      await t.deps.scheduler.runNow('ical-refresh');
      const saved = await t.db.selectFrom('ical_feeds').selectAll().where('id', '=', feed.id).executeTakeFirstOrThrow();
      expect(saved.last_error).toMatch(/^This calendar has too many events/);
      const blocks = await t.db.selectFrom('availability_blocks').select('note').where('ical_feed_id', '=', feed.id).execute();
      expect(blocks).toEqual([{ note: 'Earlier import' }]);
    },
    testBudget(1),
  );
});
