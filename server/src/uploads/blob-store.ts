// Where the bytes of uploads live: files under the data folder on the embedded default, rows of upload_blobs
// when the database is a real PostgreSQL (several server processes share it) or in memory (tests).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface BlobStore {
  readonly kind: 'files' | 'database';
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(keys: string[]): Promise<void>;
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|jpg|png)$/;
function checkKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`Invalid blob key '${key}'`);
  return key;
}

export function fileBlobStore(dir: string): BlobStore {
  const root = resolve(dir);
  const path = (key: string) => join(root, checkKey(key));
  return {
    kind: 'files',
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename would be atomic; a half-written file is never referenced (the row comes after).
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(path(key), { force: true })));
    },
  };
}

export function databaseBlobStore(db: Kysely<Database>): BlobStore {
  return {
    kind: 'database',
    async put(key, bytes) {
      await db
        .insertInto('upload_blobs')
        .values({ key: checkKey(key), bytes: Buffer.from(bytes) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ bytes: Buffer.from(bytes) }))
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('upload_blobs').select('bytes').where('key', '=', checkKey(key)).executeTakeFirst();
      return row ? new Uint8Array(row.bytes) : undefined;
    },
    async delete(keys) {
      if (keys.length) await db.deleteFrom('upload_blobs').where('key', 'in', keys).execute();
    },
  };
}
