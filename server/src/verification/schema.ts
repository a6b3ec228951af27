// Kysely types of the verification table (migration 0900_verifications.sql).
import type { ColumnType, Generated } from 'kysely';
import type { VerificationAccount, VerificationDriver, VerificationStatus } from '@rove/contract';
import type { Timestamp } from '../db/schema.ts';

type Json<T> = ColumnType<T, string, string>;

export interface VerificationsTable {
  id: string;
  user_id: number;
  booking_id: number | null;
  status: Generated<VerificationStatus>;
  account: Json<VerificationAccount | null> | null;
  driver: Json<Omit<VerificationDriver, 'LicencePhotoId'> | null> | null;
  licence_upload_id: string | null;
  verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationTables {
  verifications: VerificationsTable;
}
