// The favourites store against a real HTTP server that holds each read until the test lets it go: an action pressed
// while the list is being read waits for the read and runs (ci23 lost a "Remove" pressed while the session's load and
// the page's load were on their way); a second action while one runs is refused, as spec 000 section 7 says.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { clearSession, setSession } from '../../api/session-store.ts';
import { setErrorReporter } from '../../lib/report-error.ts';
import { addFavourite, favouritesStore, loadFavourites, removeFavourite } from './favourites-store.ts';

let server: Server;
const realFetch = globalThis.fetch;
const log: string[] = [];
let items = [{ Id: 7, RVId: 70, Name: 'Greyhawk' }];
let held: (() => void)[] = [];
let hold = false;

const release = () => {
  const waiting = held;
  held = [];
  for (const go of waiting) go();
};
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (body: unknown, status = 200) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
    if (url.pathname.endsWith('/favourites')) {
      log.push('read');
      const answer = [{ Id: 1, CollectionName: 'Saved', Items: items.map((item) => ({ ...item })) }];
      if (hold) held.push(() => json(answer));
      else json(answer);
      return;
    }
    if (url.pathname.endsWith('/remove-from-collection')) {
      log.push(`remove ${url.searchParams.get('Id')}`);
      items = items.filter((item) => String(item.Id) !== url.searchParams.get('Id'));
      return setTimeout(() => res.writeHead(204).end(), 20);
    }
    if (url.pathname.endsWith('/add-to-favourites-list')) {
      log.push('add');
      items = [...items, { Id: 8, RVId: 80, Name: 'Winnebago' }];
      return setTimeout(() => json({ Id: 8 }), 20);
    }
    json({}, 404);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
  setErrorReporter(() => undefined);
});
afterEach(async () => {
  hold = false;
  release();
  await until(() => !favouritesStore.get().loading);
  clearSession();
  log.length = 0;
  items = [{ Id: 7, RVId: 70, Name: 'Greyhawk' }];
});
afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});

const names = () => favouritesStore.get().collections.flatMap((c) => c.Items.map((item) => (item as { Name?: string }).Name));

it('a removal pressed while the list is being read waits for the read, runs, and the list reloads without the RV', async () => {
  hold = true;
  setSession({ id: 5, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
  const page = loadFavourites(); // the page's own load, beside the session's
  await until(() => held.length > 0);
  expect(favouritesStore.get().loading).toBe(true);
  const removal = removeFavourite(7);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(log.filter((entry) => entry.startsWith('remove'))).toEqual([]); // not while the read is on its way
  hold = false;
  release();
  await page;
  await expect(removal).resolves.toBe(true);
  expect(log.filter((entry) => entry.startsWith('remove'))).toEqual(['remove 7']);
  expect(log.at(-1)).toBe('read'); // the reload comes after the change
  expect(names()).toEqual([]);
  expect(favouritesStore.get().loading).toBe(false);
});

it('loads asked for together share one read', async () => {
  setSession({ id: 5, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
  await until(() => favouritesStore.get().loaded && !favouritesStore.get().loading);
  log.length = 0;
  hold = true;
  const first = loadFavourites();
  const second = loadFavourites();
  expect(second).toBe(first);
  await until(() => held.length > 0);
  hold = false;
  release();
  await first;
  expect(log).toEqual(['read']);
  expect(names()).toEqual(['Greyhawk']);
});

it('a second action while one is running is refused: a double press adds once', async () => {
  setSession({ id: 5, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
  await until(() => favouritesStore.get().loaded && !favouritesStore.get().loading);
  const [first, second] = await Promise.all([addFavourite(80), addFavourite(80)]);
  expect([first, second]).toEqual([true, false]);
  expect(log.filter((entry) => entry === 'add')).toHaveLength(1);
  expect(names()).toEqual(['Greyhawk', 'Winnebago']);
});

it('signed out, an action is refused and the list is empty', async () => {
  await expect(removeFavourite(7)).resolves.toBe(false);
  await loadFavourites();
  expect(favouritesStore.get()).toEqual({ collections: [], loading: false, loaded: false });
  expect(log).toEqual([]);
});
