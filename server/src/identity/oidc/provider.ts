import { countries, externalProviders, locales, oauthCallbackPath, providerScopes } from '@rove/contract';
import { type Configuration, errors, type KoaContextWithOIDC, Provider } from 'oidc-provider';
import { accessTokenTtlSeconds, apiAudience, userClaims } from '../access-token.ts';
import type { Identity } from '../identity.ts';
import type { ExternalProvider } from '../schema.ts';
import { loadAuthUser } from '../sessions.ts';
import { securityHeaderValues } from '../security-headers.ts';
import { findAccount } from './account.ts';
import { databaseAdapter } from './adapter.ts';
import { registerPasswordGrant } from './password-grant.ts';
import { errorPage, loggedOutPage, logoutPage, type PageLocale } from './pages.ts';

/** The web app's client: public (no secret), authorization code with PKCE S256. */
export const webClientId = 'rove-web';

/**
 * The app's return points (spec 000 section 2: /callback-oauth with action and provider). Sign-in registers the
 * path alone, the URI a standards client (openid-client) can complete: it sends the token call the address it
 * returned to less the query, so a registered query would never match. Action and provider ride in `state`
 * (contract callbackUrlState). Sign-out registers the spec's query too: nothing is exchanged after it.
 */
export function callbackUris(appOrigins: readonly string[], action: 'signin' | 'signout'): string[] {
  return appOrigins.flatMap((origin) => [
    `${origin}${oauthCallbackPath}`,
    ...(action === 'signout'
      ? externalProviders.map((provider) => `${origin}${oauthCallbackPath}?action=signout&provider=${provider}`)
      : []),
  ]);
}

const isProvider = (value: unknown): value is ExternalProvider => externalProviders.includes(value as ExternalProvider);

/** en or fr from `lang` (ours) or an OpenID `ui_locales` list such as "fr-CA en". */
export function pageLocale(value: unknown): PageLocale {
  return typeof value === 'string' && /^fr\b/i.test(value.trim()) ? 'fr' : 'en';
}

function oneOf(name: string, allowed: readonly string[]) {
  return (_ctx: KoaContextWithOIDC, value: string | undefined) => {
    if (value !== undefined && !allowed.includes(value)) throw new errors.InvalidRequest(`${name} must be one of ${allowed.join(', ')}`);
  };
}

function freeText(name: string, max: number) {
  return (_ctx: KoaContextWithOIDC, value: string | undefined) => {
    if (value !== undefined && value.length > max) throw new errors.InvalidRequest(`${name} is too long`);
  };
}

const flags = ['true', 'false'];

/** The extra authorization parameters of spec 000 section 7, validated (strings, as they arrive). */
const extraParams: NonNullable<Configuration['extraParams']> = {
  asch(ctx, value) {
    // Silent renewals (prompt=none) show no page, so they need no provider.
    if (value === undefined && ctx.oidc.params?.prompt === 'none') return;
    if (!isProvider(value)) throw new errors.InvalidRequest('Invalid provider');
    const requested = new Set(String(ctx.oidc.params?.scope ?? '').split(' '));
    const missing = providerScopes[value].filter((scope) => !requested.has(scope));
    if (missing.length > 0)
      throw new errors.InvalidScope(`${value} sign-in requests the scope '${providerScopes[value].join(' ')}'`, missing.join(' '));
  },
  lang: oneOf('lang', locales),
  ownerNewsletter: oneOf('ownerNewsletter', flags),
  renterNewsletter: oneOf('renterNewsletter', flags),
  signUpAs: oneOf('signUpAs', ['1', '2']),
  signUpCountry: oneOf('signUpCountry', countries),
  isSignUp: oneOf('isSignUp', flags),
  platform: oneOf('platform', ['web', 'mobile_web']),
  pageSource: freeText('pageSource', 200),
  hearAboutUs: freeText('hearAboutUs', 200),
  referralCode: freeText('referralCode', 64),
};

/** The rentals API as a resource server: JWT access tokens signed with our key. */
const apiResourceServer = {
  scope: 'email profile offline_access',
  audience: apiAudience,
  accessTokenFormat: 'jwt',
  accessTokenTTL: accessTokenTtlSeconds,
  jwt: { sign: { alg: 'ES256' } },
} as const;

export function createOidcProvider(identity: Identity): Provider {
  const { appOrigins } = identity;
  const configuration: Configuration = {
    adapter: databaseAdapter(identity.db),
    clients: [
      {
        client_id: webClientId,
        client_name: 'Rove',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: callbackUris(appOrigins, 'signin'),
        post_logout_redirect_uris: callbackUris(appOrigins, 'signout'),
        id_token_signed_response_alg: 'ES256',
      },
    ],
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    jwks: { keys: [identity.signingKey.privateJwk as never] },
    cookies: {
      keys: identity.cookieSecrets,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'locale'] },
    // Profile and email claims in the ID token too: the app reads them without a user-info call.
    conformIdTokenClaims: false,
    extraParams,
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      // The "optional proof header" of spec 000 section 7: tokens bound to the client's key (RFC 9449).
      dPoP: { enabled: true },
      // A client may revoke only its own tokens.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      // Our own user-info endpoint (GET /oidc/me) reads the JWT access tokens; see routes.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.body = logoutPage(
            pageLocale(ctx.oidc.params?.ui_locales ?? ctx.query.lang ?? ctx.get('accept-language')),
            form,
            Boolean(ctx.oidc.params?.id_token_hint),
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.body = loggedOutPage(
            pageLocale(ctx.query.lang ?? ctx.get('accept-language')),
            appOrigins[appOrigins.length - 1] ?? identity.publicUrl,
          );
        },
      },
      // Access tokens are JWTs for the rentals API (audience urn:rove:api), which its middleware verifies.
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, candidates) => candidates ?? apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== apiAudience) throw new errors.InvalidTarget();
          return apiResourceServer;
        },
      },
    },
    findAccount: (_ctx, id) => findAccount(identity, id),
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const user = await loadAuthUser(identity, Number(token.accountId));
      return user ? userClaims(user) : undefined;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(
        pageLocale(ctx.oidc?.params?.lang ?? ctx.oidc?.params?.ui_locales ?? ctx.query.lang ?? ctx.get('accept-language')),
        out,
      );
    },
    discovery: {
      userinfo_endpoint: `${identity.issuer}/me`,
      service_documentation: `${identity.publicUrl}/api/docs`,
      ui_locales_supported: [...locales],
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  provider.proxy = Boolean(process.env.TRUST_PROXY);
  registerPasswordGrant(provider, identity, apiResourceServer);
  // The provider writes its responses itself: give them the same security headers as the rest of the server.
  // Set before the handlers run, so that its inline form_post script gets its hash added to script-src.
  provider.use(async (ctx, next) => {
    for (const [name, value] of Object.entries(securityHeaderValues(identity.appOrigins, identity.publicUrl))) ctx.set(name, value);
    await next();
  });
  provider.on('server_error', (_ctx, error) => identity.logger.error('identity provider error', { error }));
  return provider;
}

const providers = new WeakMap<Identity, Provider>();

export function oidcProviderFor(identity: Identity): Provider {
  let provider = providers.get(identity);
  if (!provider) {
    provider = createOidcProvider(identity);
    providers.set(identity, provider);
  }
  return provider;
}
