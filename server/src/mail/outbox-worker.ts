// The outbox worker: delivers the mail of mail_outbox by SMTP, each message once, whatever happens to the mail
// server or to the processes. One pass (deliverDue):
//  1. mail older than `maxAgeMs` that was never sent is given up (a backlog kept while SMTP was off is not sent);
//  2. a batch of due mail is claimed in one statement: `for update skip locked` so that two workers (two processes)
//     never take the same row, and a lease (`claimed_until`) so that the row stays theirs while they send it; a
//     worker that dies mid-send lets it go when the lease ends;
//  3. each message is sent with a Message-ID made from its row (the same on every attempt: a retry after a crash
//     between the mail server's "queued" and our "sent" is the same message, recognisable as such), then marked
//     sent; a failure keeps it, with the error, for another attempt after a growing, jittered wait (retryDelayMs),
//     until `maxAttempts`, after which it is given up (failed_at) and logged.
import { type Kysely, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';

export interface OutboxPolicy {
  /** Messages claimed per statement. */
  batch: number;
  /** How long a claimed message stays the worker's (longer than an SMTP exchange may take). */
  leaseMs: number;
  maxAttempts: number;
  /** Mail not sent within this time is given up. */
  maxAgeMs: number;
  /** The wait after the first failure; it doubles with each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 8 attempts over about 2 hours (30 s, 1, 2, 4, 8, 16, 32 min...), mail at most 2 days old, a 2-minute lease. */
export const outboxPolicy: OutboxPolicy = {
  batch: 20,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  maxAgeMs: 2 * 24 * 60 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/** The wait before attempt `attempts + 1` after `attempts` failures: doubling from the base, capped, between half and all of it. */
export function retryDelayMs(
  attempts: number,
  random: number,
  policy: Pick<OutboxPolicy, 'baseDelayMs' | 'maxDelayMs'> = outboxPolicy,
): number {
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(full / 2 + (full / 2) * random);
}

/** The Message-ID of an outbox row: the same on every attempt. */
export function messageIdOf(row: { id: number; created_at: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rove.local';
  return `<outbox-${row.id}-${new Date(row.created_at).getTime()}@${domain}>`;
}

interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  attempts: number;
}

/** Claims up to `batch` due messages for this worker (skip locked, leased); answers them. */
export async function claimDue(db: Kysely<Database>, now: Date, policy: OutboxPolicy = outboxPolicy): Promise<ClaimedRow[]> {
  const lease = new Date(now.getTime() + policy.leaseMs);
  const { rows } = await sql<ClaimedRow>`
    with due as (
      select id from mail_outbox
      where sent_at is null and failed_at is null and next_attempt_at <= ${now}
        and (claimed_until is null or claimed_until < ${now})
      order by next_attempt_at, id
      limit ${policy.batch}
      for update skip locked
    )
    update mail_outbox m set attempts = m.attempts + 1, claimed_until = ${lease}
    from due where m.id = due.id
    returning m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.created_at, m.attempts`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  gaveUp: number;
}

export interface DeliverOptions {
  db: Kysely<Database>;
  transporter: Transporter;
  from: string;
  logger: Logger;
  now?: () => Date;
  random?: () => number;
  policy?: OutboxPolicy;
}

/** One pass of the worker: claims and sends batches until nothing is due. */
export async function deliverDue(options: DeliverOptions): Promise<DeliveryReport> {
  const policy = options.policy ?? outboxPolicy;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0 };
  const tooOld = await options.db
    .updateTable('mail_outbox')
    .set({ failed_at: now(), error: 'not sent in time: given up' })
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('created_at', '<', new Date(now().getTime() - policy.maxAgeMs))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now())]))
    .executeTakeFirst();
  report.gaveUp += Number(tooOld.numUpdatedRows);
  for (;;) {
    const claimed = await claimDue(options.db, now(), policy);
    if (claimed.length === 0) return report;
    for (const row of claimed) {
      try {
        await options.transporter.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          messageId: messageIdOf(row, options.from),
        });
        await options.db
          .updateTable('mail_outbox')
          .set({ sent_at: now(), error: null, claimed_until: null })
          .where('id', '=', row.id)
          .execute();
        report.sent += 1;
      } catch (error) {
        const message = String((error as Error)?.message ?? error).slice(0, 500);
        const givingUp = row.attempts >= policy.maxAttempts;
        await options.db
          .updateTable('mail_outbox')
          .set({
            error: message,
            claimed_until: null,
            ...(givingUp
              ? { failed_at: now() }
              : { next_attempt_at: new Date(now().getTime() + retryDelayMs(row.attempts, random(), policy)) }),
          })
          .where('id', '=', row.id)
          .execute();
        if (givingUp) report.gaveUp += 1;
        else report.failed += 1;
        const fields = { id: row.id, kind: row.kind, attempts: row.attempts, error: message };
        if (givingUp) options.logger.error('mail delivery given up', fields);
        else options.logger.warn('mail delivery failed, will retry', fields);
      }
    }
  }
}
