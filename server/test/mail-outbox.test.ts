// Durable mail (issue 36: mail that failed while the mail server was down was never sent again). A real SMTP
// dialogue on loopback: the server first refuses (421, as a mail server that is down or busy does), then accepts.
// Mail written in a transaction that rolls back is never sent; mail that failed is retried after its wait, once the
// server accepts; nothing is ever sent twice, with two workers at once or after a worker died holding a message.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { claimDue, messageIdOf, outboxPolicy, retryDelayMs } from '../src/mail/outbox-worker.ts';
import { createHostWithRv, createRenter, jsonInit, renterDetails } from './booking/fixtures.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/** A minimal SMTP server: refuses every connection with 421 while `refusing`, else takes every message. */
function smtpServer() {
  const state = { refusing: true, delayMs: 0, connections: 0, received: [] as string[] };
  const server: Server = createServer((socket: Socket) => {
    state.connections += 1;
    socket.on('error', () => {});
    if (state.refusing) {
      socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
      return;
    }
    socket.write('220 test.local ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let message = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const done = message;
            message = '';
            setTimeout(() => {
              state.received.push(done);
              socket.write('250 2.0.0 queued\r\n');
            }, state.delayMs);
          } else message += `${line}\r\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else socket.write(command === 'EHLO' || command === 'HELO' ? '250 test.local\r\n' : '250 2.1.0 OK\r\n');
      }
    });
  });
  return { server, state };
}

let t: TestContext;
let smtp: ReturnType<typeof smtpServer>;
let smtpUrl = '';
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none' });
  smtp = smtpServer();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => smtp.server.close(resolve));
  await t.close();
});

const transport = () => createTransport(smtpUrl, { ignoreTLS: true, connectionTimeout: 2000, greetingTimeout: 2000 } as never);
const mailer = () => createMailer({ db: t.db, logger: t.deps.logger, transport: transport(), now: () => clock, random: () => 0.5 });
const messageIds = () => smtp.state.received.map((text) => /^Message-ID: (.+)$/im.exec(text)?.[1]);
const rowsOf = (ids: number[]) => t.db.selectFrom('mail_outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
const mail = (to: string) => ({ kind: 'test', to, language: 'en' as const, subject: `For ${to}`, text: 'Hello' });

describe('the retry rule', () => {
  it('waits 30 s after the first failure, doubling up to an hour, between half and all of it', () => {
    expect(retryDelayMs(1, 1)).toBe(30_000);
    expect(retryDelayMs(1, 0)).toBe(15_000);
    expect(retryDelayMs(2, 1)).toBe(60_000);
    expect(retryDelayMs(4, 1)).toBe(240_000);
    expect(retryDelayMs(20, 1)).toBe(3_600_000);
  });
  it('gives each row one Message-ID, on every attempt', () => {
    const row = { id: 7, created_at: new Date('2026-05-01T12:00:00Z') };
    expect(messageIdOf(row, 'Rove <no-reply@rove.example>')).toBe(`<outbox-7-${row.created_at.getTime()}@rove.example>`);
    expect(messageIdOf(row, 'Rove <no-reply@rove.example>')).toBe(messageIdOf({ ...row }, 'Rove <no-reply@rove.example>'));
  });
});

describe('a mail server that refuses, then accepts', () => {
  it('keeps the mail of a committed change, drops that of a rolled-back one, retries after the wait, and sends each once', async () => {
    smtp.state.refusing = true;
    const worker = mailer();
    const direct = await worker.send(mail('direct@example.test'));
    const inChange = await inTransaction(t.db, async (trx) => {
      await sql`select 1`.execute(trx);
      return worker.send(mail('committed@example.test'), trx);
    });
    await expect(
      inTransaction(t.db, async (trx) => {
        await worker.send(mail('rolled-back@example.test'), trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'rolled-back@example.test').execute()).toEqual([]);

    // The server is down: both are kept with the error and a time to try again.
    await worker.idle();
    const refused = await worker.deliver();
    expect(refused.sent).toBe(0);
    const ids = [direct.id, inChange.id];
    let rows = await rowsOf(ids);
    expect(rows.map((row) => [row.attempts, row.sent_at, row.failed_at])).toEqual([
      [1, null, null],
      [1, null, null],
    ]);
    expect(rows.every((row) => /421|Service not available/.test(row.error ?? ''))).toBe(true);
    expect(rows.every((row) => row.next_attempt_at.getTime() === clock.getTime() + retryDelayMs(1, 0.5))).toBe(true);

    // Up again, but before the wait is over: nothing is tried.
    smtp.state.refusing = false;
    const connections = smtp.state.connections;
    expect((await worker.deliver()).sent).toBe(0);
    expect(smtp.state.connections).toBe(connections);

    // After the wait: both go, once.
    clock = new Date(clock.getTime() + retryDelayMs(1, 0.5));
    expect(await worker.deliver()).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    rows = await rowsOf(ids);
    expect(rows.map((row) => [row.attempts, row.error, row.sent_at?.getTime()])).toEqual([
      [2, null, clock.getTime()],
      [2, null, clock.getTime()],
    ]);
    expect(await worker.deliver()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.state.received).toHaveLength(2);
    expect(smtp.state.received.map((text) => /^To: (.+)$/im.exec(text)?.[1]).sort()).toEqual([
      'committed@example.test',
      'direct@example.test',
    ]);
  });

  it('two workers at once send every message exactly once', async () => {
    smtp.state.refusing = false;
    smtp.state.delayMs = 20;
    const before = smtp.state.received.length;
    const writer = mailer();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await writer.send(mail(`crowd-${i}@example.test`))).id);
    await writer.idle();
    const [a, b] = [mailer(), mailer()];
    await Promise.all([a.deliver(), b.deliver(), a.deliver(), b.deliver()]);
    await Promise.all([a.idle(), b.idle()]);
    const sentNow = messageIds().slice(before);
    expect(sentNow).toHaveLength(30);
    expect(new Set(sentNow).size).toBe(30);
    expect((await rowsOf(ids)).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    smtp.state.delayMs = 0;
  });

  it('a message held by a worker that died is sent by another once its lease is over, not before', async () => {
    const writer = createMailer({ db: t.db, logger: t.deps.logger, now: () => clock });
    const { id } = await writer.send(mail('orphan@example.test'));
    // A worker claims it and dies before sending.
    const claimed = await claimDue(t.db, clock);
    expect(claimed.map((row) => row.id)).toContain(id);
    const worker = mailer();
    const before = smtp.state.received.length;
    expect((await worker.deliver()).sent).toBe(0);
    clock = new Date(clock.getTime() + outboxPolicy.leaseMs + 1);
    expect((await worker.deliver()).sent).toBeGreaterThanOrEqual(1);
    expect(smtp.state.received.slice(before).filter((text) => text.includes('To: orphan@example.test'))).toHaveLength(1);
  });

  it('gives up after the last attempt, and never sends mail older than two days', async () => {
    smtp.state.refusing = true;
    const worker = mailer();
    const { id } = await worker.send(mail('unlucky@example.test'));
    await worker.idle();
    for (let attempt = 1; attempt < outboxPolicy.maxAttempts; attempt++) {
      clock = new Date(clock.getTime() + outboxPolicy.maxDelayMs);
      await worker.deliver();
    }
    const [row] = await rowsOf([id]);
    expect([row.attempts, row.sent_at, row.failed_at?.getTime()]).toEqual([outboxPolicy.maxAttempts, null, clock.getTime()]);
    const old = await t.db
      .insertInto('mail_outbox')
      .values({
        kind: 'test',
        to_address: 'backlog@example.test',
        subject: 'Old',
        text_body: 'Old',
        created_at: new Date(clock.getTime() - outboxPolicy.maxAgeMs - 1),
        next_attempt_at: clock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    smtp.state.refusing = false;
    const report = await worker.deliver();
    expect(report.gaveUp).toBeGreaterThanOrEqual(1);
    const [backlog] = await rowsOf([Number(old.id)]);
    expect([backlog.sent_at, backlog.failed_at?.getTime(), backlog.attempts]).toEqual([null, clock.getTime(), 0]);
    expect(smtp.state.received.some((text) => text.includes('backlog@example.test'))).toBe(false);
  });
});

describe('a change and its mail commit together', () => {
  it('a booking request whose mail cannot be written is not saved either; written, both are there', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    // A fault in the outbox (as a full disk would be) for the host's address only.
    await sql`create function refuse_host_mail() returns trigger language plpgsql as $$
      begin
        if new.to_address = ${sql.lit(host.user.email)} then raise exception 'outbox unavailable'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_host_mail before insert on mail_outbox for each row execute function refuse_host_mail()`.execute(t.db);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const request = (key: string) =>
      t.request(
        '/api/bookings',
        jsonInit(
          'POST',
          { RvId: listing.id, Estimate: { dateStart: day(60), dateEnd: day(63) }, Renter: renterDetails },
          { ...renter.headers, 'Idempotency-Key': key },
        ),
      );
    const failed = await request('first');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const count = async (table: 'bookings' | 'mail_outbox', column: 'listing_id' | 'to_address', value: number | string) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(column as never, '=', value as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('bookings', 'listing_id', listing.id)).toBe(0);
    expect(await count('mail_outbox', 'to_address', renter.user.email)).toBe(0);
    await sql`drop trigger refuse_host_mail on mail_outbox`.execute(t.db);
    expect((await request('second')).status).toBe(201);
    expect(await count('bookings', 'listing_id', listing.id)).toBe(1);
    expect(await count('mail_outbox', 'to_address', host.user.email)).toBe(1);
    expect(await count('mail_outbox', 'to_address', renter.user.email)).toBe(1);
  });
});
