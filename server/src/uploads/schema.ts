import type { ColumnType, Generated } from 'kysely';
import type { UploadKind } from '@rove/contract';
import type { Timestamp } from '../db/schema.ts';

export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  bytes: number;
  contentType: 'image/webp' | 'image/jpeg';
}

export interface UploadsTable {
  id: string;
  owner_id: number | null;
  kind: UploadKind;
  visibility: 'public' | 'private';
  original_name: Generated<string>;
  width: number;
  height: number;
  original_bytes: number;
  variants: ColumnType<Record<string, StoredVariant>, string, string>;
  created_at: Generated<Timestamp>;
}

export interface UploadBlobsTable {
  key: string;
  bytes: Buffer;
}

export interface UploadTables {
  uploads: UploadsTable;
  upload_blobs: UploadBlobsTable;
}
