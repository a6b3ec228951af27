import type { Kysely } from 'kysely';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/schema.ts';

/**
 * oidc-provider's storage in the oidc_models table: sessions, interactions, grants, authorization codes,
 * refresh tokens... persist in the database (the library's default adapter keeps them in memory). Expiry uses
 * the wall clock, as the library does for its own timestamps.
 */
export function databaseAdapter(db: Kysely<Database>): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_models')
        .values({ model: this.model, id, ...values })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
        .execute();
    }

    find(id: string) {
      return this.#findBy('id', id);
    }

    findByUid(uid: string) {
      return this.#findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.#findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.updateTable('oidc_models').set({ consumed_at: new Date() }).where('model', '=', this.model).where('id', '=', id).execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_models').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
    }

    async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_models')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && row.expires_at.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
    }
  };
}
