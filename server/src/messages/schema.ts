// Kysely types of the messages tables (migration 0800_messages.sql).
import type { ColumnType, Generated } from 'kysely';
import type { MessageKind, ThreadKind } from '@rove/contract';
import type { Timestamp } from '../db/schema.ts';

export interface MessageThreadsTable {
  id: Generated<number>;
  kind: ThreadKind;
  booking_id: number | null;
  listing_id: number;
  renter_id: number;
  owner_id: number;
  renter_read_id: Generated<number>;
  owner_read_id: Generated<number>;
  renter_archived: Generated<boolean>;
  owner_archived: Generated<boolean>;
  last_message_at: Timestamp;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  thread_id: number;
  sender_id: number;
  kind: Generated<MessageKind>;
  body: string;
  photo_ids: ColumnType<string[], string | undefined, string>;
  client_key: string | null;
  created_at: Timestamp;
}

export interface MessageTemplatesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RvPreBookingMessagesTable {
  listing_id: number;
  body: string;
  updated_at: Timestamp;
}

export interface MessageTables {
  message_threads: MessageThreadsTable;
  messages: MessagesTable;
  message_templates: MessageTemplatesTable;
  rv_pre_booking_messages: RvPreBookingMessagesTable;
}
