// External sign-in (spec 000 sections 2, 5 and 7): the providers, their scopes and the return point's state. Zod-free
// (re-exported by `@rove/contract/vocabulary`): the app's sign-in buttons and callback page read it on first load.

/** An external provider must be facebook, google or apple (otherwise 'Invalid provider'). */
export const externalProviders = ['facebook', 'google', 'apple'] as const;
export type ExternalProvider = (typeof externalProviders)[number];

export function isExternalProvider(value: unknown): value is ExternalProvider {
  return typeof value === 'string' && (externalProviders as readonly string[]).includes(value);
}

/** Spec 000 section 7: apple and google use 'openid profile email'; facebook uses 'email'. */
export const providerScopes: Record<ExternalProvider, readonly string[]> = {
  apple: ['openid', 'profile', 'email'],
  google: ['openid', 'profile', 'email'],
  facebook: ['email'],
};

/** The return point of external sign-in and sign-out (spec 000 section 2), the client's registered redirect URI. */
export const oauthCallbackPath = '/callback-oauth';
export type CallbackAction = 'signin' | 'signout';

/**
 * The sign-in redirect URI is the path alone: OAuth clients compare it whole and standards clients (openid-client)
 * send the token call the address they returned to less its query, so a query in it fails the token call. Sign-in
 * carries the spec's action and provider in `state` instead: `<random>;signin.<provider>` (oidc-client-ts writes its
 * `url_state` after a ';'). Sign-out keeps them in the query of its post-logout URI (no token call follows).
 */
export function callbackUrlState(action: CallbackAction, provider: ExternalProvider): string {
  return `${action}.${provider}`;
}

/** The action and provider of a return to /callback-oauth: its query (the spec's), else the `state` it carries. */
export function callbackTarget(query: { get(name: string): string | null }): { action: string | null; provider: string | null } {
  const action = query.get('action');
  const provider = query.get('provider');
  if (action || provider) return { action, provider };
  const carried = /;(signin|signout)\.([a-z]+)$/.exec(query.get('state') ?? '');
  return carried ? { action: carried[1], provider: carried[2] } : { action: null, provider: null };
}
