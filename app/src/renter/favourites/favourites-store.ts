// The signed-in user's favourites (spec 000 sections 4, 7 and 8): loaded when the session becomes authenticated,
// cleared when it ends, reloaded after every change. Actions run only when signed in and not already loading;
// failures are reported (apiFetch reports them) and otherwise swallowed: an action answers false.
// A load asked for while one is on its way shares it (the session and the favourites page both ask on arrival). An
// action pressed while the list is only being read waits for that read and then runs: a click is refused only while
// another action is running (a second press of the same button), never lost to a background reload. The reload after
// an action starts once the action is done, so a read that began before it cannot show the list from before.
import type { FavouriteCollection } from '@rove/ui';
import { apiFetch } from '../../api/api-fetch.ts';
import { createStore, useStore } from '../../lib/create-store.ts';
import { onSessionAction } from '../../shell/session/session-effects.ts';
import { sessionStore } from '../../api/session-store.ts';
import { canRunFavouriteAction, defaultCollectionId } from './favourites-rules.ts';

export interface FavouritesState {
  collections: FavouriteCollection[];
  loading: boolean;
  loaded: boolean;
}

const empty: FavouritesState = { collections: [], loading: false, loaded: false };
export const favouritesStore = createStore<FavouritesState>(empty);
const base = '/api/user-profiles/me';

// The store's loading flag is true while a read or an action is on its way.
let reading: Promise<void> | null = null;
let acting = false;
const setLoading = () => favouritesStore.set((s) => ({ ...s, loading: reading !== null || acting }));

async function read(): Promise<void> {
  try {
    const collections = await apiFetch<FavouriteCollection[]>(`${base}/favourites`);
    if (sessionStore.get().status === 'authenticated')
      favouritesStore.set((s) => ({ ...s, collections: Array.isArray(collections) ? collections : [], loaded: true }));
  } catch {
    // Reported by apiFetch; the list stays as it was.
  }
}

export function loadFavourites(): Promise<void> {
  if (sessionStore.get().status !== 'authenticated') {
    favouritesStore.set(empty);
    return Promise.resolve();
  }
  if (!reading) {
    reading = read().finally(() => {
      reading = null;
      setLoading();
    });
    setLoading();
  }
  return reading;
}

/** Resolves once no read is on its way (a read may start while another ends). */
async function readsDone(): Promise<void> {
  for (let current = reading; current; current = reading) await current;
}

async function run(call: (profileId: number) => Promise<unknown>): Promise<boolean> {
  if (!acting) await readsDone();
  const session = sessionStore.get();
  if (!session.user || !canRunFavouriteAction(session.status, favouritesStore.get().loading)) return false;
  acting = true;
  setLoading();
  let ok = true;
  try {
    await call(session.user.id);
  } catch {
    ok = false;
  }
  // A read that started before the change was made may answer with the list from before it.
  await readsDone();
  acting = false;
  await loadFavourites();
  return ok;
}

export const addFavourite = (rvId: number, collectionId?: number) =>
  run((ProfileId) =>
    apiFetch(`${base}/add-to-favourites-list`, {
      method: 'POST',
      body: { RvId: rvId, CollectionId: collectionId ?? defaultCollectionId(favouritesStore.get().collections), ProfileId },
    }),
  );

export const removeFavourite = (itemId: number) =>
  run(() => apiFetch(`${base}/remove-from-collection`, { method: 'DELETE', query: { Id: itemId } }));

export const createCollection = (name: string) =>
  run((ProfileId) => apiFetch(`${base}/create-new-collection`, { method: 'POST', body: { CollectionName: name, ProfileId } }));

export const renameCollection = (id: number, name: string) =>
  run((ProfileId) => apiFetch(`${base}/update-collection`, { method: 'PUT', body: { Id: id, CollectionName: name, ProfileId } }));

export const removeCollection = (id: number) => run(() => apiFetch(`${base}/remove-collection`, { method: 'DELETE', query: { Id: id } }));

// Loaded on sign-in and cleared on sign-out, as the session's transitions say (shell/session/session-transitions.ts); a
// session already open when this module loads is loaded at once.
if (sessionStore.get().status === 'authenticated') void loadFavourites();
onSessionAction('load-favourites', () => void loadFavourites());
onSessionAction('clear-favourites', () => favouritesStore.set(empty));

export function useFavourites(): FavouritesState {
  return useStore(favouritesStore);
}
