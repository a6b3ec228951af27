// Kysely types of the mail outbox (migration 0101_mail_outbox.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/schema.ts';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  language: Generated<'en' | 'fr'>;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
