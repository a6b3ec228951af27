// The real logout steps, in the specification's order (logout-steps.ts): clear the token, silent external sign-out
// if a provider was used, reset push and marketing tools (none are loaded in this build), sign out on the server.
import { reportError } from '../../lib/report-error.ts';
import { signOutOnServer } from '../session/account-calls.ts';
import { stopSession } from '../session/session-client.ts';
import { clearProvider, readProvider } from './auth-storage.ts';
import { runLogout } from './logout-steps.ts';

export function performLogout(): Promise<void> {
  return runLogout({
    clearToken: stopSession,
    externalProvider: readProvider,
    signOutExternalSilently: async (provider) => {
      clearProvider();
      const { signOutExternalSilently } = await import('./external-sign-in.ts');
      await signOutExternalSilently(provider);
    },
    resetPushAndMarketing: () => undefined,
    signOut: signOutOnServer,
    capture: (error) => reportError(error, { step: 'logout' }),
  });
}
