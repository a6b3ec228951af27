import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRoute, z } from '@hono/zod-openapi';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { Provider } from 'oidc-provider';
import type { AppDeps } from '../../deps.ts';
import type { App } from '../../http/context.ts';
import { decodeJwt } from 'jose';
import { InvalidAccessToken } from '../access-token.ts';
import { completeProviderSignIn, startProviderSignIn } from '../accounts.ts';
import { clientAddress } from '../client-address.ts';
import { userFromRequest } from '../dpop.ts';
import { type Identity, identityFor } from '../identity.ts';
import type { ExternalProvider } from '../schema.ts';
import { publicRequestUrl } from '../middleware.ts';
import { invalid, json, media, refusals } from '../../http/openapi-routes.ts';
import { isPublic, signedIn } from '../route-security.ts';
import { apiCors } from '../security-headers.ts';
import { signUpContextFromParams } from '../sign-up-context.ts';
import { CapturedResponse, nodeRequestFrom } from './node-bridge.ts';
import { errorPage, interactionPage, type InteractionPageInput, logoutScript, type PageErrorKey } from './pages.ts';
import { externalProviders } from '@rove/contract';
import { oidcProviderFor, pageLocale } from './provider.ts';

/** Where the provider is mounted: its issuer is `${publicUrl}/oidc`. */
export const oidcMountPath = '/oidc';

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

/** The raw Node request and response from @hono/node-server, if the server passed them on. */
function nodeBindings(c: Context): { incoming: IncomingMessage; outgoing: ServerResponse } | undefined {
  const env = c.env as NodeBindings | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

/** Node request and response for the provider's helpers that read only the request's cookies. */
async function cookieBindings(c: Context): Promise<{ incoming: IncomingMessage; outgoing: ServerResponse }> {
  const node = nodeBindings(c);
  if (node) return node;
  const url = new URL(c.req.url);
  const incoming = await nodeRequestFrom(new Request(c.req.url, { headers: c.req.raw.headers }), `${url.pathname}${url.search}`);
  return { incoming, outgoing: new CapturedResponse(incoming) };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The provider's own endpoints (discovery, authorize, token, revocation, jwks, end-session) are in its discovery
// document, /oidc/.well-known/openid-configuration; the routes below are the ones this server adds under /oidc.
const tags = ['Identity provider'];
const htmlPage = (description: string) => media('text/html', description);
const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });
const OAuthErrorSchema = z.object({ error: z.string(), error_description: z.string() }).meta({ id: 'OAuthError' });
const UserInfoSchema = z
  .object({
    sub: z.string(),
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    name: z.string().optional(),
    given_name: z.string().optional(),
    family_name: z.string().optional(),
    locale: z.string().optional(),
  })
  .meta({ id: 'UserInfo', description: 'OpenID Connect Core 5.3: the claims of the token’s scopes (email, profile)' });
const InteractionParams = z.object({ uid: z.string().meta({ description: 'The interaction the provider started' }) });
// Form bodies the handlers read themselves (a refusal is the page again, with its words): described, not validated.
const formBody = (properties: Record<string, { type: 'string'; description?: string }>) => ({
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' as const, properties } } },
});
const interactionGone = 'The interaction is unknown or expired: an error page';

const logoutScriptRoute = createRoute({
  method: 'get',
  path: `${oidcMountPath}/assets/logout.js`,
  operationId: 'getProviderLogoutScript',
  tags,
  summary: 'The script of the provider’s sign-out page (a file: the CSP allows no inline script)',
  ...isPublic,
  responses: { 200: media('text/javascript', 'The script'), ...refusals({ 400: invalid }) },
});
const userInfo = (method: 'get' | 'post', operationId: string) =>
  createRoute({
    method,
    path: `${oidcMountPath}/me`,
    operationId,
    tags,
    summary: 'User info (OpenID Connect Core 5.3) for the provider’s access tokens',
    security: signedIn.security,
    responses: {
      200: json(UserInfoSchema, 'The claims'),
      400: json(OAuthErrorSchema, invalid),
      401: json(OAuthErrorSchema, 'No access token, or an invalid one (WWW-Authenticate names the error)'),
    },
  });
const interactionRoute = createRoute({
  method: 'get',
  path: `${oidcMountPath}/interaction/{uid}`,
  operationId: 'getProviderInteraction',
  tags,
  summary: 'The sign-in page standing in for the external provider named by asch (facebook, google, apple)',
  ...isPublic,
  request: { params: InteractionParams, query: z.object({ lang: z.string().optional() }) },
  responses: {
    200: htmlPage('The e-mail step'),
    303: redirect('Consent is implied: back to the provider'),
    400: htmlPage(interactionGone),
  },
});
const interactionEmailRoute = createRoute({
  method: 'post',
  path: `${oidcMountPath}/interaction/{uid}/email`,
  operationId: 'sendProviderSignInCode',
  tags,
  summary: 'E-mail a 6-digit code to the address',
  ...isPublic,
  request: { params: InteractionParams, body: formBody({ email: { type: 'string' }, lang: { type: 'string' } }) },
  responses: {
    200: htmlPage('The code step'),
    400: htmlPage(`${interactionGone}; or the address is not valid (the page again)`),
    429: htmlPage('Too many codes asked for (the page again, Retry-After)'),
  },
});
const interactionCodeRoute = createRoute({
  method: 'post',
  path: `${oidcMountPath}/interaction/{uid}/code`,
  operationId: 'confirmProviderSignInCode',
  tags,
  summary: 'Sign in (or up) with the e-mailed code',
  ...isPublic,
  request: {
    params: InteractionParams,
    body: formBody({
      email: { type: 'string' },
      code: { type: 'string', description: '6 digits' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      lang: { type: 'string' },
    }),
  },
  responses: {
    303: redirect('Signed in: back to the provider'),
    400: htmlPage(`${interactionGone}; or the code is wrong (the page again)`),
  },
});
const interactionAbortRoute = createRoute({
  method: 'post',
  path: `${oidcMountPath}/interaction/{uid}/abort`,
  operationId: 'abortProviderInteraction',
  tags,
  summary: 'Give up: the client gets access_denied',
  ...isPublic,
  request: { params: InteractionParams },
  responses: { 303: redirect('Back to the client with access_denied'), 400: htmlPage(interactionGone) },
});

export function registerOidcRoutes(app: App, deps: AppDeps) {
  const ready = async () => {
    const identity = await identityFor(deps);
    return { identity, provider: oidcProviderFor(identity) };
  };

  app.openapi(logoutScriptRoute, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(logoutScript);
  });

  // User info (OpenID Connect Core 5.3) for the JWT access tokens the provider issues for the rentals API.
  app.use(`${oidcMountPath}/me`, apiCors(deps));
  const answerUserInfo = async (c: Context) => {
    const challenge = (error: string) => {
      c.header('WWW-Authenticate', `Bearer realm="rove", error="${error}", DPoP algs="ES256 PS256 RS256 EdDSA"`);
      return c.json({ error, error_description: error === 'invalid_request' ? 'no access token provided' : 'invalid token provided' }, 401);
    };
    let userId: number;
    let scopes: Set<string>;
    try {
      const user = await userFromRequest({
        authorization: c.req.header('Authorization'),
        dpop: c.req.header('DPoP'),
        method: c.req.method,
        url: publicRequestUrl(c),
      });
      if (!user) return challenge('invalid_request');
      userId = user.id;
      const token = c.req.header('Authorization')!.trim().split(/\s+/)[1]!;
      const scope = decodeJwt(token).scope;
      scopes = new Set(typeof scope === 'string' ? scope.split(' ') : ['email', 'profile']);
    } catch (error) {
      if (error instanceof InvalidAccessToken) return challenge('invalid_token');
      throw error;
    }
    const { identity } = await ready();
    const row = await identity.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return challenge('invalid_token');
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        sub: String(userId),
        ...(scopes.has('email') ? { email: row.email, email_verified: true } : {}),
        ...(scopes.has('profile')
          ? {
              name: `${row.first_name} ${row.last_name}`.trim(),
              given_name: row.first_name,
              family_name: row.last_name,
              locale: row.language,
            }
          : {}),
      },
      200,
    );
  };
  app.openapi(userInfo('get', 'getUserInfo'), answerUserInfo);
  app.openapi(userInfo('post', 'postUserInfo'), answerUserInfo);

  // The interaction page: stands in for the external provider named by `asch`.
  async function loadInteraction(c: Context) {
    const node = await cookieBindings(c);
    const { identity, provider } = await ready();
    try {
      const details = await provider.interactionDetails(node.incoming, node.outgoing);
      if (details.uid !== c.req.param('uid')) throw new Error('interaction mismatch');
      return { identity, provider, details, node };
    } catch {
      const locale = pageLocale(c.req.query('lang'));
      return {
        response: c.html(errorPage(locale, { error: 'invalid_request', error_description: 'interaction not found or expired' }), 400),
      };
    }
  }

  const pageFor = (c: Context, input: Omit<InteractionPageInput, 'uid'>, status: 200 | 400 | 429 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(interactionPage({ uid: c.req.param('uid') ?? '', ...input }), status);
  };

  app.openapi(interactionRoute, async (c): Promise<Response> => {
    const loaded = await loadInteraction(c);
    if ('response' in loaded) return loaded.response as Response;
    const { provider, details, node } = loaded;
    if (details.prompt.name === 'consent') {
      // Rove's own app is the only client: consent is implied. The grant must include the API's resource
      // scopes too, or the provider asks again forever.
      const returnTo = await provider.interactionResult(
        node.incoming,
        node.outgoing,
        { consent: { grantId: await grantConsent(provider, details) } },
        { mergeWithLastSubmission: true },
      );
      return c.redirect(returnTo, 303);
    }
    const params = details.params as Record<string, unknown>;
    return pageFor(c, {
      locale: pageLocale(c.req.query('lang') ?? params.lang ?? params.ui_locales),
      provider: asProvider(params.asch),
      step: 'email',
      email: typeof params.login_hint === 'string' ? params.login_hint : undefined,
    });
  });

  app.openapi(interactionEmailRoute, async (c): Promise<Response> => {
    const loaded = await loadInteraction(c);
    if ('response' in loaded) return loaded.response as Response;
    const { identity, details } = loaded;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const params = details.params as Record<string, unknown>;
    const locale = pageLocale(form.lang ?? params.lang);
    const provider = asProvider(params.asch);
    const email = String(form.email ?? '').trim();
    if (!emailPattern.test(email) || email.length > 254)
      return pageFor(c, { locale, provider, step: 'email', email, error: 'invalidEmail' }, 400);
    const decision = await startProviderSignIn(identity, { email, provider, language: locale, address: clientAddress(c) });
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return pageFor(c, { locale, provider, step: 'email', email, error: 'rateLimited' }, 429);
    }
    return pageFor(c, { locale, provider, step: 'code', email, outboxUrl: outboxLink(identity, email) });
  });

  app.openapi(interactionCodeRoute, async (c): Promise<Response> => {
    const loaded = await loadInteraction(c);
    if ('response' in loaded) return loaded.response as Response;
    const { identity, provider: oidc, details, node } = loaded;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const params = details.params as Record<string, unknown>;
    const locale = pageLocale(form.lang ?? params.lang);
    const provider = asProvider(params.asch);
    const email = String(form.email ?? '').trim();
    const firstName = String(form.firstName ?? '')
      .trim()
      .slice(0, 50);
    const lastName = String(form.lastName ?? '')
      .trim()
      .slice(0, 50);
    const page = (error: PageErrorKey) =>
      pageFor(c, { locale, provider, step: 'code', email, firstName, lastName, error, outboxUrl: outboxLink(identity, email) }, 400);
    const code = String(form.code ?? '').trim();
    if (!/^\d{6}$/.test(code)) return page('invalidCode');
    const result = await completeProviderSignIn(identity, {
      email,
      code,
      provider,
      firstName,
      lastName,
      context: { ...signUpContextFromParams(params), lang: pageLocale(params.lang ?? locale) },
    });
    if (!result.ok) return page('invalidCode');
    const returnTo = await oidc.interactionResult(
      node.incoming,
      node.outgoing,
      { login: { accountId: String(result.userId), amr: ['otp'] } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  app.openapi(interactionAbortRoute, async (c): Promise<Response> => {
    const loaded = await loadInteraction(c);
    if ('response' in loaded) return loaded.response as Response;
    const returnTo = await loaded.provider.interactionResult(
      loaded.node.incoming,
      loaded.node.outgoing,
      { error: 'access_denied', error_description: 'End-user aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  // Preflights under /oidc are ours, not the provider's (its CORS layer reflects any Origin, `null` included):
  // only the app's origins get Access-Control-Allow-Origin (API.md "Headers and CORS").
  const preflight = apiCors(deps);
  app.use(`${oidcMountPath}/*`, (c, next) => (c.req.method === 'OPTIONS' ? preflight(c, next) : next()));

  // Everything else under /oidc is the provider's (discovery, authorize, token, revocation, jwks, end-session).
  app.all(`${oidcMountPath}/*`, async (c) => {
    const { provider } = await ready();
    const node = nodeBindings(c);
    if (!node) {
      // No raw Node objects: run the provider on a bridged request and answer with what it wrote.
      const url = new URL(c.req.url);
      const incoming = await nodeRequestFrom(c.req.raw, `${url.pathname}${url.search}`);
      const outgoing = new CapturedResponse(incoming);
      await mountProvider(provider, incoming, outgoing);
      return outgoing.toResponse();
    }
    // The server's body-size check may have started reading the request stream; read the body here and hand it
    // over parsed-upstream style (oidc-provider then uses req.body instead of the spent stream).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      (node.incoming as IncomingMessage & { body?: string }).body = await c.req.text();
    }
    await mountProvider(provider, node.incoming, node.outgoing);
    return RESPONSE_ALREADY_SENT;
  });
}

function asProvider(value: unknown): ExternalProvider {
  return externalProviders.includes(value as ExternalProvider) ? (value as ExternalProvider) : 'google';
}

function outboxLink(identity: Identity, email: string): string | undefined {
  return identity.env === 'production' ? undefined : `/dev/mail?to=${encodeURIComponent(email)}`;
}

/** Runs the provider's Koa app on the raw request, with the mount path stripped as Koa mounting would. */
function mountProvider(provider: Provider, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const original = incoming.url ?? '/';
  const rest = original.slice(oidcMountPath.length);
  (incoming as IncomingMessage & { originalUrl?: string }).originalUrl = original;
  incoming.url = rest.startsWith('/') ? rest : `/${rest}`;
  return new Promise((resolve) => {
    outgoing.once('finish', resolve);
    outgoing.once('close', resolve);
    void provider.callback()(incoming, outgoing);
  });
}

async function grantConsent(provider: Provider, details: Awaited<ReturnType<Provider['interactionDetails']>>): Promise<string> {
  const { params, session } = details;
  const prompt = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ??
      new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) }))
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (prompt.missingOIDCScope?.length) grant.addOIDCScope(prompt.missingOIDCScope.join(' '));
  if (prompt.missingOIDCClaims?.length) grant.addOIDCClaims(prompt.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(prompt.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}
