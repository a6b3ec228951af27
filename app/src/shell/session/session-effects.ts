// Runs the actions of sessionActions() on every status change. Other slices plug in through onSessionAction
// (favourites: 'load-favourites' and 'clear-favourites'; analytics, messaging and experiments likewise).
import { clearPermissions, loadPermissions } from './permissions-store.ts';
import { type SessionAction, sessionActions } from './session-transitions.ts';
import { sessionStore } from '../../api/session-store.ts';
import { afterFirstPage } from '../../lib/app-ready.tsx';
import type { AuthStatus } from '../../routes/auth-guard.ts';

// The notifications' store loads with a session's first effect: a visitor's page never needs it.
const notifications = (use: (store: typeof import('./notifications-store.ts')) => unknown) =>
  void import('./notifications-store.ts').then(use, () => undefined);

const handlers = new Map<SessionAction, Set<() => void>>();

export function onSessionAction(action: SessionAction, handler: () => void): () => void {
  const set = handlers.get(action) ?? new Set();
  set.add(handler);
  handlers.set(action, set);
  return () => set.delete(handler);
}

// The permissions and the unread count are asked once the first page is on screen (lib/app-ready.tsx), if the session
// still stands: asked as the session started, they went out before the page's own photo and delayed its paint on a
// phone's six connections (issue 35). Afterwards a sign-in asks them at once.
const afterFirstPageSignedIn = (then: () => void) =>
  void afterFirstPage().then(() => {
    if (sessionStore.get().status === 'authenticated') then();
  });

function run(action: SessionAction): void {
  switch (action) {
    case 'load-permissions':
      afterFirstPageSignedIn(() => void loadPermissions());
      break;
    case 'reset-notifications':
      notifications((store) => store.resetNotifications());
      clearPermissions();
      break;
    case 'refetch-notifications':
      // Signed out, the count is emptied at once (no request).
      if (sessionStore.get().status !== 'authenticated') notifications((store) => store.refreshNotifications(null));
      else afterFirstPageSignedIn(() => notifications((store) => store.refreshNotifications(sessionStore.get().user)));
      break;
    default:
      break;
  }
  for (const handler of handlers.get(action) ?? []) {
    try {
      handler();
    } catch (error) {
      console.error(error);
    }
  }
}

let stop: (() => void) | null = null;

/** Idempotent: subscribes once; the current status counts as the first value. */
export function startSessionEffects(): void {
  if (stop) return;
  let previous: AuthStatus | undefined = sessionStore.get().status;
  if (previous === 'authenticated') for (const action of sessionActions('loading', 'authenticated')) run(action);
  stop = sessionStore.subscribe(() => {
    const next = sessionStore.get().status;
    const actions = sessionActions(previous, next);
    previous = next;
    for (const action of actions) run(action);
  });
}
