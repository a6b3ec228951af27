// The signed-in user's permission list (GET /api/account/me/permissions, spec 000 sections 3 and 7).
import { apiFetch } from '../../api/api-fetch.ts';
import { createStore, useStore } from '../../lib/create-store.ts';

export const permissionsStore = createStore<readonly string[]>([]);

export async function loadPermissions(): Promise<void> {
  try {
    const list = await apiFetch<unknown>('/api/account/me/permissions', { quietStatuses: [401] });
    permissionsStore.set(Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);
  } catch {
    permissionsStore.set([]);
  }
}

export function clearPermissions(): void {
  permissionsStore.set([]);
}

export function useHasPermission(name: string): boolean {
  return useStore(permissionsStore).includes(name);
}
