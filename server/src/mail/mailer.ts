import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../http/logger.ts';

export type MailLanguage = 'en' | 'fr';

export interface MailMessage {
  /** What the message is (recovery, welcome, sign-up-code...): the development page groups by it. */
  kind: string;
  to: string;
  language: MailLanguage;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Writes the message to the outbox (durable), then delivers it by SMTP in the background when configured. */
  send(message: MailMessage): Promise<{ id: number }>;
  /** Resolves when background deliveries started so far have finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** An SMTP URL (smtp://user:pass@host:587) or any nodemailer transport; none keeps mail in the outbox only. */
  transport?: string | Transporter;
  from?: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const transporter = typeof options.transport === 'string' ? createTransport(options.transport) : options.transport;
  const from = options.from ?? 'Rove <no-reply@rove.local>';
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage) {
    if (!transporter) return;
    try {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await options.db.updateTable('mail_outbox').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
    } catch (error) {
      options.logger.error('mail delivery failed', { id, kind: message.kind, error });
      await options.db
        .updateTable('mail_outbox')
        .set({ error: String((error as Error).message ?? error).slice(0, 500) })
        .where('id', '=', id)
        .execute();
    }
  }

  return {
    async send(message) {
      const row = await options.db
        .insertInto('mail_outbox')
        .values({
          kind: message.kind,
          to_address: message.to,
          language: message.language,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (transporter) {
        const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return { id: row.id };
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

const mailers = new WeakMap<AppDeps, Mailer>();

/** The app's one mailer: SMTP when SMTP_URL is set (MAIL_FROM for the sender), else the outbox only. */
export function mailerFor(deps: AppDeps): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = createMailer({ db: deps.db, logger: deps.logger, transport: process.env.SMTP_URL || undefined, from: process.env.MAIL_FROM });
    mailers.set(deps, mailer);
  }
  return mailer;
}
