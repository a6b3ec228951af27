// Favourites (spec 000 section 7, paths as spelt): a signed-in user's collections of RVs.
// Decisions where the spec is silent (server/src/favourites/README.md): ProfileId, when sent, must be the signed-in
// user; adding with no collection and none existing creates "Favourites"; adding twice keeps one item (200).
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { requireUser } from '../identity/middleware.ts';
import type { ApiModule } from '../module.ts';
import { readJson as readBody } from '../http/read-json.ts';

const base = '/api/user-profiles/me';
export const defaultCollectionName = 'Favourites';

const id = z.coerce.number().int().positive();
const collectionName = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');
const profileId = id.optional();

export const AddToFavouritesSchema = z.object({ RvId: id, CollectionId: id.optional(), ProfileId: profileId });
export const CreateCollectionSchema = z.object({ CollectionName: collectionName, ProfileId: profileId });
export const UpdateCollectionSchema = z.object({ Id: id, CollectionName: collectionName, ProfileId: profileId });
const IdQuery = z.object({ Id: id });

export interface FavouriteItemOut {
  Id: number;
  RVId: number;
  Alias: string;
  Name: string;
}
export interface FavouriteCollectionOut {
  Id: number;
  CollectionName: string;
  Items: FavouriteItemOut[];
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(400, 'The request is not valid.', { statusMessage: 'VALIDATION_FAILED', errors: fieldErrors(result.error) });
  }
  return result.data;
}

const notFound = (what: string) => new ApiError(404, `${what} not found.`, { statusMessage: 'NOT_FOUND' });

function checkProfile(userId: number, given: number | undefined): void {
  if (given !== undefined && given !== userId) {
    throw new ApiError(403, 'You do not have permission to do this.', { statusMessage: 'FORBIDDEN' });
  }
}

export async function listFavourites(db: AppDeps['db'], userId: number): Promise<FavouriteCollectionOut[]> {
  const collections = await db
    .selectFrom('favourite_collections')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  if (!collections.length) return [];
  const items = await db
    .selectFrom('favourite_items as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .select(['i.id', 'i.collection_id', 'i.listing_id', 'l.alias', 'l.name'])
    .where(
      'i.collection_id',
      'in',
      collections.map((c) => c.id),
    )
    .where('l.status', '!=', 'deleted')
    .orderBy('i.id')
    .execute();
  return collections.map((c) => ({
    Id: Number(c.id),
    CollectionName: c.name,
    Items: items
      .filter((item) => Number(item.collection_id) === Number(c.id))
      .map((item) => ({ Id: Number(item.id), RVId: Number(item.listing_id), Alias: item.alias, Name: item.name })),
  }));
}

async function ownCollection(db: AppDeps['db'], userId: number, collectionId: number) {
  const row = await db
    .selectFrom('favourite_collections')
    .select(['id', 'name'])
    .where('id', '=', collectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Collection');
  return row;
}

export const favouritesModule: ApiModule = {
  name: 'favourites',
  register(app, deps) {
    const { db } = deps;

    app.get(`${base}/favourites`, requireUser, async (c) => c.json(await listFavourites(db, c.get('user').id)));

    app.post(`${base}/add-to-favourites-list`, requireUser, async (c) => {
      const user = c.get('user');
      const body = parse(AddToFavouritesSchema, await readBody(c));
      checkProfile(user.id, body.ProfileId);
      const listing = await db
        .selectFrom('listings')
        .select('id')
        .where('id', '=', body.RvId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!listing) throw notFound('RV');
      let collectionId = body.CollectionId;
      if (collectionId === undefined) {
        // The first collection by default; a user with none gets one.
        const first = await db
          .selectFrom('favourite_collections')
          .select('id')
          .where('user_id', '=', user.id)
          .orderBy('id')
          .executeTakeFirst();
        collectionId = first
          ? Number(first.id)
          : Number(
              (
                await db
                  .insertInto('favourite_collections')
                  .values({ user_id: user.id, name: defaultCollectionName })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id,
            );
      } else await ownCollection(db, user.id, collectionId);
      const inserted = await db
        .insertInto('favourite_items')
        .values({ collection_id: collectionId, listing_id: body.RvId })
        .onConflict((oc) => oc.columns(['collection_id', 'listing_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const item =
        inserted ??
        (await db
          .selectFrom('favourite_items')
          .select('id')
          .where('collection_id', '=', collectionId)
          .where('listing_id', '=', body.RvId)
          .executeTakeFirstOrThrow());
      return c.json({ Id: Number(item.id), RVId: body.RvId, CollectionId: collectionId }, inserted ? 201 : 200);
    });

    app.delete(`${base}/remove-from-collection`, requireUser, async (c) => {
      const { Id } = parse(IdQuery, c.req.query());
      const removed = await db
        .deleteFrom('favourite_items')
        .where('id', '=', Id)
        .where('collection_id', 'in', db.selectFrom('favourite_collections').select('id').where('user_id', '=', c.get('user').id))
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound('Favourite');
      return c.body(null, 204);
    });

    app.post(`${base}/create-new-collection`, requireUser, async (c) => {
      const user = c.get('user');
      const body = parse(CreateCollectionSchema, await readBody(c));
      checkProfile(user.id, body.ProfileId);
      const row = await db
        .insertInto('favourite_collections')
        .values({ user_id: user.id, name: body.CollectionName })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      return c.json({ Id: Number(row.id), CollectionName: row.name, Items: [] }, 201);
    });

    app.put(`${base}/update-collection`, requireUser, async (c) => {
      const user = c.get('user');
      const body = parse(UpdateCollectionSchema, await readBody(c));
      checkProfile(user.id, body.ProfileId);
      await ownCollection(db, user.id, body.Id);
      await db.updateTable('favourite_collections').set({ name: body.CollectionName }).where('id', '=', body.Id).execute();
      const collection = (await listFavourites(db, user.id)).find((col) => col.Id === body.Id);
      return c.json(collection);
    });

    app.delete(`${base}/remove-collection`, requireUser, async (c) => {
      const { Id } = parse(IdQuery, c.req.query());
      const removed = await db
        .deleteFrom('favourite_collections')
        .where('id', '=', Id)
        .where('user_id', '=', c.get('user').id)
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound('Collection');
      return c.body(null, 204);
    });
  },
};
