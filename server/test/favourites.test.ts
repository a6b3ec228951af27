// Favourites endpoints of spec 000 section 7 against a real (seeded, in-memory) database and real access tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteCollectionOut } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { createUserWithToken } from './identity/sign-in.ts';

let ctx: TestContext;
let auth: { Authorization: string };
let userId: number;
let other: { Authorization: string };
let rvIds: number[];

const base = '/api/user-profiles/me';
type Answer = { Id: number; CollectionId?: number; CollectionName?: string; StatusMessage?: string; Errors: Record<string, string[]> };
const send = (path: string, method: string, body: unknown, headers = auth) =>
  ctx.json<Answer>(path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const favourites = (headers = auth) => ctx.json<FavouriteCollectionOut[]>(`${base}/favourites`, { headers });

beforeAll(async () => {
  ctx = await createTestContext();
  const renter = await createUserWithToken(ctx.db);
  auth = renter.headers;
  userId = renter.user.id;
  other = (await createUserWithToken(ctx.db)).headers;
  const rows = await ctx.db.selectFrom('listings').select('id').where('status', '=', 'published').orderBy('id').limit(3).execute();
  rvIds = rows.map((r) => Number(r.id));
});
afterAll(() => ctx?.close());

describe('favourites need a signed-in user', () => {
  it.each([
    ['GET', `${base}/favourites`],
    ['POST', `${base}/add-to-favourites-list`],
    ['DELETE', `${base}/remove-from-collection?Id=1`],
    ['POST', `${base}/create-new-collection`],
    ['PUT', `${base}/update-collection`],
    ['DELETE', `${base}/remove-collection?Id=1`],
  ])('%s %s without a token is 401', async (method, path) => {
    expect((await ctx.request(path, { method })).status).toBe(401);
  });
});

describe('given a renter with no favourites', () => {
  it('lists no collections', async () => {
    expect(await favourites()).toMatchObject({ status: 200, body: [] });
  });

  it('adding with no CollectionId goes to the first collection (created when there is none)', async () => {
    const added = await send(`${base}/add-to-favourites-list`, 'POST', { RvId: rvIds[0], ProfileId: userId });
    expect(added.status).toBe(201);
    const list = (await favourites()).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ CollectionName: 'Favourites', Items: [{ Id: added.body.Id, RVId: rvIds[0] }] });
    expect(added.body.CollectionId).toBe(list[0].Id);
  });

  it('adding the same RV twice keeps one item', async () => {
    const again = await send(`${base}/add-to-favourites-list`, 'POST', { RvId: rvIds[0] });
    expect(again.status).toBe(200);
    expect((await favourites()).body[0].Items).toHaveLength(1);
  });

  it('creates, renames and removes a collection; adding to it by CollectionId', async () => {
    const created = await send(`${base}/create-new-collection`, 'POST', { CollectionName: '  Summer trip ', ProfileId: userId });
    expect(created).toMatchObject({ status: 201, body: { CollectionName: 'Summer trip', Items: [] } });
    const id = created.body.Id;
    expect((await send(`${base}/add-to-favourites-list`, 'POST', { RvId: rvIds[1], CollectionId: id })).status).toBe(201);
    const renamed = await send(`${base}/update-collection`, 'PUT', { Id: id, CollectionName: 'Road trip', ProfileId: userId });
    expect(renamed).toMatchObject({ status: 200, body: { Id: id, CollectionName: 'Road trip', Items: [{ RVId: rvIds[1] }] } });
    // The default stays the first collection.
    await send(`${base}/add-to-favourites-list`, 'POST', { RvId: rvIds[2] });
    const list = (await favourites()).body;
    expect(list.map((c) => c.Items.map((i) => i.RVId))).toEqual([[rvIds[0], rvIds[2]], [rvIds[1]]]);
    expect((await ctx.request(`${base}/remove-collection?Id=${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await favourites()).body).toHaveLength(1);
  });

  it('removes an item by its Id', async () => {
    const item = (await favourites()).body[0].Items[0];
    expect((await ctx.request(`${base}/remove-from-collection?Id=${item.Id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await favourites()).body[0].Items.map((i) => i.RVId)).toEqual([rvIds[2]]);
    expect((await ctx.request(`${base}/remove-from-collection?Id=${item.Id}`, { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  it.each([
    [{}, 'RvId'],
    [{ RvId: 'abc' }, 'RvId'],
    [{ RvId: 1, CollectionId: -2 }, 'CollectionId'],
  ])('add %o is a 400 naming %s', async (body, field) => {
    const res = await send(`${base}/add-to-favourites-list`, 'POST', body);
    expect(res.status).toBe(400);
    expect(res.body.StatusMessage).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.Errors)).toContain(field);
  });
  it.each([{ CollectionName: '' }, { CollectionName: '   ' }, { CollectionName: 'x'.repeat(101) }, {}])(
    'create %o is a 400',
    async (body) => {
      const res = await send(`${base}/create-new-collection`, 'POST', body);
      expect(res).toMatchObject({ status: 400, body: { StatusMessage: 'VALIDATION_FAILED' } });
    },
  );
  it('an unknown RV is a 404', async () => {
    expect((await send(`${base}/add-to-favourites-list`, 'POST', { RvId: 987654321 })).status).toBe(404);
  });
  it('another ProfileId is a 403', async () => {
    expect((await send(`${base}/create-new-collection`, 'POST', { CollectionName: 'Mine', ProfileId: userId + 1000 })).status).toBe(403);
  });
  it('malformed JSON is a 400', async () => {
    const res = await ctx.request(`${base}/create-new-collection`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });
  it('remove without a numeric Id is a 400', async () => {
    expect((await ctx.request(`${base}/remove-collection?Id=x`, { method: 'DELETE', headers: auth })).status).toBe(400);
  });
});

describe("a user cannot see or change another user's favourites", () => {
  it('lists only their own, and gets 404 on the renter’s collection and items', async () => {
    expect((await favourites(other)).body).toEqual([]);
    const mine = (await favourites()).body[0];
    expect((await send(`${base}/update-collection`, 'PUT', { Id: mine.Id, CollectionName: 'Hijack' }, other)).status).toBe(404);
    expect((await send(`${base}/add-to-favourites-list`, 'POST', { RvId: rvIds[0], CollectionId: mine.Id }, other)).status).toBe(404);
    expect((await ctx.request(`${base}/remove-collection?Id=${mine.Id}`, { method: 'DELETE', headers: other })).status).toBe(404);
    expect((await ctx.request(`${base}/remove-from-collection?Id=${mine.Items[0].Id}`, { method: 'DELETE', headers: other })).status).toBe(
      404,
    );
    expect((await favourites()).body[0]).toEqual(mine);
  });
});
