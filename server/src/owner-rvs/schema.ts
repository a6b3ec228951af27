// Tables of the owners' RVs (migration 0400_owner_rvs.sql).
import type { Generated } from 'kysely';
import type { RentalType } from '@rove/contract';
import type { Timestamp } from '../db/schema.ts';

export interface HostRvsTable {
  listing_id: number;
  owner_id: number;
  rental_type: RentalType | null;
  park_amenities: Generated<string[]>;
  street: Generated<string>;
  postal_code: Generated<string>;
  visited_steps: Generated<string[]>;
  last_step: string | null;
  protection_acknowledged_at: Timestamp | null;
  host_acceptance_acknowledged_at: Timestamp | null;
  creation_key: string | null;
  status_before_delete: 'draft' | 'published' | 'unpublished' | null;
  deleted_at: Timestamp | null;
  first_published_at: Timestamp | null;
  published_at: Timestamp | null;
}

export interface RvPhotosTable {
  id: Generated<number>;
  listing_id: number;
  upload_id: string;
  position: number;
  caption_en: Generated<string>;
  caption_fr: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface OwnerRvTables {
  host_rvs: HostRvsTable;
  rv_photos: RvPhotosTable;
}
