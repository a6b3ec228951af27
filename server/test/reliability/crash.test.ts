// Crash safety and graceful shutdown on the embedded database: a real server process on a data folder is killed
// (SIGKILL) while bookings are written, restarted on the same folder; every booking answered 2xx is there, whole, and
// a retry with the same Idempotency-Key answers the saved booking (or makes it, once). SIGTERM loses nothing either.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteExtensions } from '../../src/db/database.ts';
import { openTemplateClone } from '../../src/db/template.ts';
import { hashPassword } from '../../src/identity/password.ts';
import { createHostWithRv, renterDetails } from '../booking/fixtures.ts';

const root = new URL('../../../', import.meta.url).pathname;
const nodeBin = join(root, 'node_modules/.bin/node');
let dataDir: string;
let rvId: number;
const email = `crash-${Date.now()}@example.test`;
const password = 'crash test dummy 42';
let child: ChildProcess | undefined;

function start(): Promise<{ url: string; process: ChildProcess }> {
  const proc = spawn(nodeBin, ['server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 90_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], process: proc });
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk));
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((done) => (proc.exitCode !== null ? done(proc.exitCode) : proc.once('exit', done)));

beforeAll(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'rove-crash-')), 'pglite');
  // The folder starts as the small seed (the server then skips seeding), with one RV and one renter with a password.
  const template = await openTemplateClone('small', '');
  const dump = await template.pglite!.dumpDataDir('none');
  await template.close();
  const folder = await PGlite.create({ dataDir, loadDataDir: dump, extensions: pgliteExtensions });
  await folder.close();
  const handle = await openDatabase({ dataDir });
  rvId = (await createHostWithRv(handle.db, { instant_book: false } as never)).listing.id;
  const renter = await handle.db
    .insertInto('users')
    .values({ email, first_name: 'Rita', last_name: 'Renter', city: 'Toronto', region: 'ON', country: 'CA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('credentials')
    .values({ user_id: renter.id, password_hash: await hashPassword(password) })
    .execute();
  await handle.close();
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await exited(child);
  }
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { AccessToken: string };
  return { Authorization: `Bearer ${body.AccessToken}` };
}

// Trip i: 3 nights, a week apart, from 60 days ahead.
function bookingBody(i: number) {
  const day = (offset: number) => new Date(Date.now() + (60 + i * 7 + offset) * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    RvId: rvId,
    Estimate: { dateStart: day(0), dateEnd: day(3) },
    Renter: renterDetails,
    MessageToHost: 'Crash test',
  });
}

async function book(url: string, auth: Record<string, string>, i: number, run: string) {
  return fetch(`${url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `${run}-${i}`, ...auth },
    body: bookingBody(i),
  });
}

describe('crash safety on the embedded database', () => {
  it('keeps every acknowledged booking across SIGKILL, and a retry with the same key answers the saved one', async () => {
    const first = await start();
    const auth = await signIn(first.url);
    const acknowledged = new Map<number, number>(); // trip -> booking id
    const sent = 24;
    const pending = Array.from({ length: sent }, (_, i) =>
      book(first.url, auth, i, 'kill')
        .then(async (res) => {
          if (res.status === 201 || res.status === 200) acknowledged.set(i, ((await res.json()) as { Id: number }).Id);
        })
        .catch(() => undefined),
    );
    // Kill once some answers are back and others are still being written.
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    first.process.kill('SIGKILL');
    await exited(first.process);
    await Promise.all(pending);
    expect(acknowledged.size).toBeGreaterThan(0);

    const second = await start();
    const auth2 = await signIn(second.url);
    for (const [, id] of acknowledged) {
      const res = await fetch(`${second.url}/api/bookings/${id}`, { headers: auth2 });
      expect(res.status).toBe(200);
      const detail = (await res.json()) as { Id: number; Status: string; Financial: { RenterTotal: number } };
      expect(detail.Status).toBe('AwaitingOwnerApproval');
      expect(detail.Financial.RenterTotal).toBeGreaterThan(0);
    }
    // Every request again with its key: acknowledged ones replay the same booking; the others make theirs once.
    const replays: Array<{ status: number; id: number }> = [];
    for (let i = 0; i < sent; i++) {
      const res = await book(second.url, auth2, i, 'kill');
      replays.push({ status: res.status, id: ((await res.json()) as { Id: number }).Id });
    }
    expect(replays.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const acknowledgedReplays = [...acknowledged].map(([i, id]) => ({ replay: replays[i], id }));
    expect(acknowledgedReplays.map(({ replay }) => replay)).toEqual(acknowledgedReplays.map(({ id }) => ({ status: 200, id })));
    const again = await Promise.all(Array.from({ length: sent }, (_, i) => book(second.url, auth2, i, 'kill')));
    expect(again.map((r) => r.status)).toEqual(Array(sent).fill(200));
    second.process.kill('SIGTERM');
    expect(await exited(second.process)).toBe(0);
  }, 240_000);

  it('SIGTERM finishes requests in flight and closes the database cleanly', async () => {
    const server = await start();
    const auth = await signIn(server.url);
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      book(server.url, auth, 100 + i, 'term').then(async (res) => ({ status: res.status, body: (await res.json()) as { Id: number } })),
    );
    await new Promise((r) => setTimeout(r, 20));
    server.process.kill('SIGTERM');
    const answers = await Promise.allSettled(inFlight);
    expect(await exited(server.process)).toBe(0);
    const saved = answers.flatMap((a) => (a.status === 'fulfilled' && a.value.status < 300 ? [a.value.body.Id] : []));
    const back = await start();
    const auth2 = await signIn(back.url);
    for (const id of saved) expect((await fetch(`${back.url}/api/bookings/${id}`, { headers: auth2 })).status).toBe(200);
    back.process.kill('SIGTERM');
    expect(await exited(back.process)).toBe(0);
  }, 240_000);
});
