import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { holdUntilFirstPageShown } from '../../lib/app-ready.tsx';
import { permissionsStore } from './permissions-store.ts';
import { startSessionEffects } from './session-effects.ts';

const asked = (fetch: { mock: { calls: unknown[][] } }) => fetch.mock.calls.map(([url]) => String(url));
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('session effects: what a session asks once the first page is on screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the permissions and the unread count only once the first page is shown, not as the session starts', async () => {
    const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => Response.json(['host:calendar']));
    vi.stubGlobal('fetch', fetch);
    const showFirstPage = holdUntilFirstPageShown();
    startSessionEffects();
    sessionStore.set({ status: 'authenticated', user: { id: 1, hasRv: false } as never, accessToken: 'token' });
    await settle();
    expect(asked(fetch)).toEqual([]);
    showFirstPage();
    await vi.waitFor(() => {
      expect(asked(fetch).some((url) => url.endsWith('/api/account/me/permissions'))).toBe(true);
      // The unread count's store is code of its own: it comes once its chunk has loaded.
      expect(asked(fetch).some((url) => url.endsWith('/api/Message/user-pending-notifications-indicator'))).toBe(true);
    });
    expect(permissionsStore.get()).toEqual(['host:calendar']);
  });

  it('asks nothing for a session that ended before the first page showed', async () => {
    const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => Response.json([]));
    vi.stubGlobal('fetch', fetch);
    sessionStore.set({ status: 'unauthenticated', user: null, accessToken: null });
    const showFirstPage = holdUntilFirstPageShown();
    sessionStore.set({ status: 'authenticated', user: { id: 2, hasRv: false } as never, accessToken: 'token' });
    sessionStore.set({ status: 'unauthenticated', user: null, accessToken: null });
    showFirstPage();
    await settle();
    expect(asked(fetch)).toEqual([]);
  });
});
