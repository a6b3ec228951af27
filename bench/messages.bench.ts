// Message delivery latency (issue 20): with 200 live channels open on loopback (GET /api/Message/live: 100 tabs of
// a host, 20 of each of 5 renters), each renter sends messages to the host one at a time, and the time from the
// POST to the message event on one of the host's channels is measured (send to delivery in the other party's
// browser, without the render). Bounded: 5 renters x BENCH_MESSAGES (default 20, the per-user limit per minute),
// each wait capped at 5 s. Prints one JSON object:
// { "messages": { connections, samples, deliveryP50, deliveryP95, deliveryMax, sendP50, sendP95, lost } } (ms).
import { percentile, startBenchServer } from './load.ts';

const perRenter = Math.min(20, Number(process.env.BENCH_MESSAGES ?? 20));
const renterCount = 5;
const hostTabs = 100;
const renterTabs = 20;
const server = (path: string) => import(new URL(`../server/src/${path}`, import.meta.url).href);

const bench = await startBenchServer('small', process.env.DATABASE_URL);
const { hashPassword } = await server('identity/password.ts');
const db = bench.handle.db;
const passwordHash = await hashPassword('bench password 1');

async function signIn(email: string): Promise<Record<string, string>> {
  const res = await fetch(`${bench.origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'bench password 1' }),
  });
  if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}`);
  return { Authorization: `Bearer ${((await res.json()) as { AccessToken: string }).AccessToken}` };
}

// A published RV and its host (a seeded user, given a password).
const listing = await db
  .selectFrom('listings as l')
  .innerJoin('users as u', 'u.id', 'l.owner_id')
  .select(['l.id', 'u.id as owner_id', 'u.email'])
  .where('l.status', '=', 'published')
  .orderBy('l.id')
  .executeTakeFirstOrThrow();
await db.deleteFrom('credentials').where('user_id', '=', listing.owner_id).execute();
await db.insertInto('credentials').values({ user_id: listing.owner_id, password_hash: passwordHash }).execute();
const hostAuth = await signIn(listing.email);

const renters: { auth: Record<string, string>; threadId: number }[] = [];
for (let i = 0; i < renterCount; i++) {
  const email = `bench-renter-${Date.now()}-${i}@example.com`;
  const user = await db
    .insertInto('users')
    .values({ email, first_name: `Bench${i}`, last_name: 'Renter', country: 'US' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('credentials').values({ user_id: user.id, password_hash: passwordHash }).execute();
  renters.push({ auth: await signIn(email), threadId: 0 });
}

interface Channel {
  waiters: Map<string, () => void>;
  controller: AbortController;
}

/** Opens one live channel; resolves once the server said ready. */
async function openChannel(auth: Record<string, string>): Promise<Channel> {
  const controller = new AbortController();
  const waiters = new Map<string, () => void>();
  const res = await fetch(`${bench.origin}/api/Message/live`, {
    headers: { ...auth, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`live channel answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready();
          const body = /"Body":"(bench-[^"]+)"/.exec(block)?.[1];
          if (block.includes('event: message') && body) waiters.get(body)?.();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed at the end.
    }
  })();
  await isReady;
  return { waiters, controller };
}

const channels: Channel[] = [];
for (let i = 0; i < hostTabs; i++) channels.push(await openChannel(hostAuth));
for (const renter of renters) for (let i = 0; i < renterTabs; i++) channels.push(await openChannel(renter.auth));
const measuring = channels[0];

// Each renter opens an enquiry thread (not measured), then sends.
for (const [i, renter] of renters.entries()) {
  const res = await fetch(`${bench.origin}/api/Message/enquiries`, {
    method: 'POST',
    headers: { ...renter.auth, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-open-${i}-${Date.now()}` },
    body: JSON.stringify({ RvId: listing.id, Body: `Opening ${i}` }),
  });
  if (res.status !== 201) throw new Error(`enquiry answered ${res.status}: ${await res.text()}`);
  renter.threadId = ((await res.json()) as { Thread: { Id: number } }).Thread.Id;
}

const delivery: number[] = [];
const send: number[] = [];
let lost = 0;
for (let n = 1; n < perRenter; n++) {
  for (const [i, renter] of renters.entries()) {
    const body = `bench-${i}-${n}-${Date.now()}`;
    const started = performance.now();
    const delivered = new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(-1), 5000);
      measuring.waiters.set(body, () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
    });
    const res = await fetch(`${bench.origin}/api/Message/threads/${renter.threadId}/messages`, {
      method: 'POST',
      headers: { ...renter.auth, 'Content-Type': 'application/json', 'Idempotency-Key': body },
      body: JSON.stringify({ Body: body }),
    });
    send.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    const ms = await delivered;
    measuring.waiters.delete(body);
    if (ms < 0) lost++;
    else delivery.push(ms);
  }
}

for (const channel of channels) channel.controller.abort();
await bench.stop();
delivery.sort((a, b) => a - b);
send.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    messages: {
      connections: channels.length,
      samples: delivery.length,
      deliveryP50: percentile(delivery, 50),
      deliveryP95: percentile(delivery, 95),
      deliveryMax: delivery.length ? Math.round(delivery[delivery.length - 1] * 100) / 100 : null,
      sendP50: percentile(send, 50),
      sendP95: percentile(send, 95),
      lost,
    },
  }),
);
process.exit(0);
