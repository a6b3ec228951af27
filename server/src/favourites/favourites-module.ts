// Favourites (spec 000 section 7, paths as spelt): a signed-in user's collections of RVs.
// Decisions where the spec is silent (server/src/favourites/README.md): ProfileId, when sent, must be the signed-in
// user; adding with no collection and none existing creates "Favourites"; adding twice keeps one item (200).
import { createRoute } from '@hono/zod-openapi';
import {
  AddToFavouritesSchema,
  CreateCollectionSchema,
  defaultCollectionName,
  FavouriteAddedSchema,
  FavouriteCollectionSchema,
  type FavouriteCollectionOut,
  FavouriteIdQuerySchema,
  FavouriteListSchema,
  UpdateCollectionSchema,
} from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { invalid, json, jsonBody, refusals, signInFirst } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';

const base = '/api/user-profiles/me';
const common = { tags: ['Favourites'], ...signedIn };
const forbidden = 'ProfileId is not the signed-in user (FORBIDDEN)';

const listRoute = createRoute({
  method: 'get',
  path: `${base}/favourites`,
  operationId: 'listFavourites',
  summary: 'The signed-in user’s collections with their RVs',
  ...common,
  responses: { 200: json(FavouriteListSchema, 'The collections'), ...refusals({ 400: invalid, 401: signInFirst }) },
});
const addRoute = createRoute({
  method: 'post',
  path: `${base}/add-to-favourites-list`,
  operationId: 'addToFavourites',
  summary: 'Add an RV to a collection (the first one by default; a user with none gets “Favourites”)',
  ...common,
  request: { body: jsonBody(AddToFavouritesSchema) },
  responses: {
    201: json(FavouriteAddedSchema, 'Added'),
    200: json(FavouriteAddedSchema, 'It was there already'),
    ...refusals({ 400: invalid, 401: signInFirst, 403: forbidden, 404: 'No such published RV or collection of this user (NOT_FOUND)' }),
  },
});
const removeItemRoute = createRoute({
  method: 'delete',
  path: `${base}/remove-from-collection`,
  operationId: 'removeFromFavourites',
  summary: 'Remove an item (query Id: the favourite item’s id)',
  ...common,
  request: { query: FavouriteIdQuerySchema },
  responses: {
    204: { description: 'Removed' },
    ...refusals({ 400: invalid, 401: signInFirst, 404: 'No such item of this user (NOT_FOUND)' }),
  },
});
const createCollectionRoute = createRoute({
  method: 'post',
  path: `${base}/create-new-collection`,
  operationId: 'createFavouriteCollection',
  summary: 'Create a collection',
  ...common,
  request: { body: jsonBody(CreateCollectionSchema) },
  responses: {
    201: json(FavouriteCollectionSchema, 'The new, empty collection'),
    ...refusals({ 400: invalid, 401: signInFirst, 403: forbidden }),
  },
});
const updateCollectionRoute = createRoute({
  method: 'put',
  path: `${base}/update-collection`,
  operationId: 'renameFavouriteCollection',
  summary: 'Rename a collection',
  ...common,
  request: { body: jsonBody(UpdateCollectionSchema) },
  responses: {
    200: json(FavouriteCollectionSchema, 'The collection'),
    ...refusals({ 400: invalid, 401: signInFirst, 403: forbidden, 404: 'No such collection of this user (NOT_FOUND)' }),
  },
});
const removeCollectionRoute = createRoute({
  method: 'delete',
  path: `${base}/remove-collection`,
  operationId: 'removeFavouriteCollection',
  summary: 'Delete a collection and its items (query Id)',
  ...common,
  request: { query: FavouriteIdQuerySchema },
  responses: {
    204: { description: 'Deleted' },
    ...refusals({ 400: invalid, 401: signInFirst, 404: 'No such collection of this user (NOT_FOUND)' }),
  },
});

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

    app.openapi(listRoute, async (c) => c.json(await listFavourites(db, c.get('user').id), 200));

    app.openapi(addRoute, async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
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
      const added = { Id: Number(item.id), RVId: body.RvId, CollectionId: collectionId };
      return inserted ? c.json(added, 201) : c.json(added, 200);
    });

    app.openapi(removeItemRoute, async (c) => {
      const { Id } = c.req.valid('query');
      const removed = await db
        .deleteFrom('favourite_items')
        .where('id', '=', Id)
        .where('collection_id', 'in', db.selectFrom('favourite_collections').select('id').where('user_id', '=', c.get('user').id))
        .executeTakeFirst();
      if (!Number(removed.numDeletedRows)) throw notFound('Favourite');
      return c.body(null, 204);
    });

    app.openapi(createCollectionRoute, async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      checkProfile(user.id, body.ProfileId);
      const row = await db
        .insertInto('favourite_collections')
        .values({ user_id: user.id, name: body.CollectionName })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      return c.json({ Id: Number(row.id), CollectionName: row.name, Items: [] }, 201);
    });

    app.openapi(updateCollectionRoute, async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      checkProfile(user.id, body.ProfileId);
      await ownCollection(db, user.id, body.Id);
      await db.updateTable('favourite_collections').set({ name: body.CollectionName }).where('id', '=', body.Id).execute();
      const collection = (await listFavourites(db, user.id)).find((col) => col.Id === body.Id);
      if (!collection) throw notFound('Collection');
      return c.json(collection, 200);
    });

    app.openapi(removeCollectionRoute, async (c) => {
      const { Id } = c.req.valid('query');
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
