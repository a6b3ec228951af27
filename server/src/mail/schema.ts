// Kysely types of the mail outbox (migrations 0101_mail_outbox.sql and 1400_mail_outbox_delivery.sql).
import type { Locale } from '@rove/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/schema.ts';

type OptionalTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  language: Generated<Locale>;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  sent_at: OptionalTime;
  error: string | null;
  /** Delivery attempts so far (each claim by the outbox worker counts one). */
  attempts: Generated<number>;
  /** When the worker may try it (again). */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A worker holds it until then. */
  claimed_until: OptionalTime;
  /** Given up: too many failures, or too old to send. */
  failed_at: OptionalTime;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
