// The signed-in user's favourites (spec 000 sections 4, 7 and 8): loaded when the session becomes authenticated,
// cleared when it ends, reloaded after every change. Actions run only when signed in and not already loading;
// failures are reported (apiFetch reports them) and otherwise swallowed: an action answers false.
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

export async function loadFavourites(): Promise<void> {
  if (sessionStore.get().status !== 'authenticated') {
    favouritesStore.set(empty);
    return;
  }
  favouritesStore.set((s) => ({ ...s, loading: true }));
  try {
    const collections = await apiFetch<FavouriteCollection[]>(`${base}/favourites`);
    favouritesStore.set({ collections: Array.isArray(collections) ? collections : [], loading: false, loaded: true });
  } catch {
    favouritesStore.set((s) => ({ ...s, loading: false }));
  }
}

async function run(call: (profileId: number) => Promise<unknown>): Promise<boolean> {
  const session = sessionStore.get();
  if (!session.user || !canRunFavouriteAction(session.status, favouritesStore.get().loading)) return false;
  favouritesStore.set((s) => ({ ...s, loading: true }));
  let ok = true;
  try {
    await call(session.user.id);
  } catch {
    ok = false;
  }
  favouritesStore.set((s) => ({ ...s, loading: false }));
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
