// Logout from anywhere: a page flagged redirectBeforeLogout (the dashboard) goes to the logout page first, so its
// own guard never sees the signed-out state; other pages sign out where they are, in the spec's logout order.
// The sign-out's code (stored credentials, the external provider's end session) loads when it is asked for: no
// visitor's page needs it.
import { useNavigate } from 'react-router';
import { loadChunk } from '../../lib/build/chunk-load.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { logoutDestination } from '../../routes/owner-guards.ts';

const signOutCode = () => import('../auth/perform-logout.ts');

/** Fetches the sign-out's code ahead (the pointer on, or focus in, the button that signs out). */
export function preloadLogout(): void {
  void signOutCode().catch(() => undefined);
}

export function useLogout(): () => void {
  const route = useCurrentRoute();
  const locale = useLocale();
  const navigate = useNavigate();
  return () => {
    const to = logoutDestination(route?.redirectBeforeLogout, locale);
    if (to) navigate(to);
    else
      void loadChunk(signOutCode).then(
        ({ performLogout }) => performLogout(),
        // The code could not load (offline): the reader is still signed in and can try again.
        () => undefined,
      );
  };
}
