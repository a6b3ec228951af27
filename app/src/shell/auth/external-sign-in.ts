// External sign-in with oidc-client-ts against the server's provider (server/API.md, Identity provider):
// authorization code flow with PKCE, one UserManager per provider (scopes and redirect differ), the sign-up context
// as extra parameters, the access token flagged as expiring 60 s early, silent renew on the warning, a renew
// timeout retried in 5 s.
import { callbackUrlState, oauthCallbackPath } from '@rove/contract/vocabulary';
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { reportError } from '../../lib/report-error.ts';
import { adoptTokens } from '../session/session-client.ts';
import { setAccessToken } from '../../api/session-store.ts';
import { assertProvider, type ExternalProvider, extraQueryParams, scopeFor, type SignUpContext } from './auth-rules.ts';
import { storeBeforeExternal, storeProvider } from './auth-storage.ts';
import { expiringNotificationSeconds, renewFailureAction } from './token-expiry.ts';

export const oidcClientId = 'rove-web';

const managers = new Map<ExternalProvider, UserManager>();

export function userManagerFor(provider: ExternalProvider, origin = window.location.origin): UserManager {
  const existing = managers.get(provider);
  if (existing) return existing;
  const manager = new UserManager({
    authority: `${origin}/oidc`,
    client_id: oidcClientId,
    // The registered sign-in redirect URI is the path alone (a query could never complete a standards client's
    // token call); action and provider ride in state (signinRedirect's url_state, read by callbackTarget).
    redirect_uri: `${origin}${oauthCallbackPath}`,
    post_logout_redirect_uri: `${origin}${oauthCallbackPath}?action=signout&provider=${provider}`,
    response_type: 'code',
    scope: scopeFor(provider),
    loadUserInfo: provider === 'facebook',
    accessTokenExpiringNotificationTimeInSeconds: expiringNotificationSeconds,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  // New tokens after a silent renew go to the session; a renew timeout retries in 5 s, other errors are raised.
  manager.events.addUserLoaded((user) => setAccessToken(user.access_token));
  manager.events.addSilentRenewError((error) => {
    const action = renewFailureAction(error);
    if (action.kind === 'retry') setTimeout(() => void manager.signinSilent().catch(() => undefined), action.afterMs);
    else reportError(error, { provider });
  });
  managers.set(provider, manager);
  return manager;
}

/** Stores intent and redirect in cookies, then leaves for the provider. Throws 'Invalid provider' for others. */
export async function startExternalSignIn(
  providerName: string,
  context: SignUpContext,
  stored: { intent: string | null; redirectPath: string | null },
): Promise<void> {
  const provider = assertProvider(providerName);
  storeBeforeExternal(stored.intent, stored.redirectPath);
  await userManagerFor(provider).signinRedirect({
    extraQueryParams: extraQueryParams(provider, context),
    url_state: callbackUrlState('signin', provider),
  });
}

async function adoptUser(provider: ExternalProvider, user: User): Promise<void> {
  storeProvider(provider);
  await adoptTokens({ AccessToken: user.access_token, ExpiresIn: user.expires_in ?? 900 }, { refreshTimer: false });
}

/** /callback-oauth back from signing in (action and provider in state): exchanges the code and signs in. */
export async function completeExternalSignIn(providerName: string | null): Promise<void> {
  const provider = assertProvider(providerName);
  const user = await userManagerFor(provider).signinRedirectCallback();
  await adoptUser(provider, user);
}

/** /callback-oauth?action=signout: the provider's sign-out returned. */
export async function completeExternalSignOut(providerName: string | null): Promise<void> {
  const provider = assertProvider(providerName);
  await userManagerFor(provider).signoutRedirectCallback();
}

/** After a reload: a stored, unexpired external user becomes the session again. */
export async function restoreExternalSession(providerName: string): Promise<boolean> {
  const provider = assertProvider(providerName);
  const user = await userManagerFor(provider).getUser();
  if (!user || user.expired) return false;
  await adoptUser(provider, user);
  return true;
}

/** Step 2 of logout: revoke the provider's tokens and forget its user, without leaving the page. */
export async function signOutExternalSilently(providerName: string): Promise<void> {
  const provider = assertProvider(providerName);
  const manager = userManagerFor(provider);
  try {
    await manager.revokeTokens(['access_token', 'refresh_token']);
  } finally {
    await manager.removeUser();
  }
}
