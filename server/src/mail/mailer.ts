// Mail is durable (issue 36): a message is written to the outbox (mail_outbox) through the database handle it is
// given, which should be the transaction of the change that causes it, so that the mail is saved with the change or
// not at all; the outbox worker (outbox-worker.ts) then delivers it by SMTP, retrying while the mail server is down
// and never sending a message twice. Without SMTP (development, tests) the outbox is where mail stays: /dev/mail
// shows it.
import type { Locale } from '@rove/contract';
import type { Kysely, Transaction } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../http/logger.ts';
import { type DeliveryReport, deliverDue, type OutboxPolicy } from './outbox-worker.ts';

export type MailLanguage = Locale;

export interface MailMessage {
  /** What the message is (recovery, welcome, sign-up-code...): the development page groups by it. */
  kind: string;
  to: string;
  language: MailLanguage;
  subject: string;
  text: string;
  html?: string;
}

export type MailDb = Kysely<Database> | Transaction<Database>;

export interface Mailer {
  /**
   * Writes the message to the outbox through `db`: the transaction of the change that causes it (so that both
   * commit or neither does), else the mailer's own handle. Delivery is the worker's: soon after a write outside a
   * transaction (a nudge), within its period otherwise (or call nudge() after the commit).
   */
  send(message: MailMessage, db?: MailDb): Promise<{ id: number }>;
  /** One pass of the outbox worker now (nothing without SMTP); passes never overlap in one process. */
  deliver(): Promise<DeliveryReport>;
  /** Asks for a pass soon (after the commit of a transaction that wrote mail). */
  nudge(): void;
  /** Resolves when the passes started so far have finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** An SMTP URL (smtp://user:pass@host:587) or any nodemailer transport; none keeps mail in the outbox only. */
  transport?: string | Transporter;
  from?: string;
  /** The clock and the randomness of the retry waits (tests). */
  now?: () => Date;
  random?: () => number;
  policy?: OutboxPolicy;
}

const nothing: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0 };

export function createMailer(options: MailerOptions): Mailer {
  const transporter = typeof options.transport === 'string' ? createTransport(options.transport) : options.transport;
  const from = options.from ?? 'Rove <no-reply@rove.local>';
  const now = options.now ?? (() => new Date());
  let running: Promise<DeliveryReport> | undefined;
  let again = false;
  const pending = new Set<Promise<unknown>>();

  function deliver(): Promise<DeliveryReport> {
    if (!transporter) return Promise.resolve(nothing);
    // A pass asked for while one runs runs right after it (the mail it was asked for may have missed the first).
    if (running) {
      again = true;
      return running;
    }
    const pass = deliverDue({
      db: options.db,
      transporter,
      from,
      logger: options.logger,
      now: options.now,
      random: options.random,
      policy: options.policy,
    })
      .catch((error: unknown) => {
        options.logger.error('mail outbox pass failed', { error });
        return nothing;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void deliver();
        }
      });
    running = pass;
    pending.add(pass);
    void pass.finally(() => pending.delete(pass));
    return pass;
  }

  function nudge() {
    if (!transporter) return;
    const soon = new Promise<void>((resolve) => setImmediate(resolve)).then(deliver);
    pending.add(soon);
    void soon.finally(() => pending.delete(soon));
  }

  return {
    async send(message, db = options.db) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          kind: message.kind,
          to_address: message.to,
          language: message.language,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          // Due at once by the clock the worker claims with (a test clock moves it). The database's now() would not
          // do: it has microseconds, the worker's Date milliseconds, so a pass within the same millisecond as the
          // insert found the message not yet due (a CI run on PostgreSQL left it unsent).
          created_at: now(),
          next_attempt_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Written outside a transaction: committed already, so it can go at once.
      if (db === options.db) nudge();
      return { id: Number(row.id) };
    },
    deliver,
    nudge,
    async idle() {
      for (;;) {
        const waiting = [...pending, ...(running ? [running] : [])];
        if (waiting.length === 0) return;
        await Promise.all(waiting);
      }
    },
  };
}

const mailers = new WeakMap<AppDeps, Mailer>();

/** The app's one mailer: SMTP when SMTP_URL is set (MAIL_FROM for the sender), else the outbox only. */
export function mailerFor(deps: AppDeps): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = createMailer({
      db: deps.db,
      logger: deps.logger,
      transport: process.env.SMTP_URL || undefined,
      from: process.env.MAIL_FROM,
      now: deps.now,
    });
    mailers.set(deps, mailer);
  }
  return mailer;
}
