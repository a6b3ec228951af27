import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps.ts';
import type { App, AppEnv } from '../http/context.ts';
import { ApiErrorSchema, errorBody } from '../http/errors.ts';
import { invalid, signInFirst } from '../http/openapi-routes.ts';
import {
  challengeTtlMinutes,
  confirmSignUp,
  issueAdminToken,
  recoveryCodeIsValid,
  requestRecovery,
  resetPassword,
  signIn,
  startSignUp,
} from './accounts.ts';
import type { AuthEnv, AuthUser } from './auth-user.ts';
import { clientAddress } from './client-address.ts';
import {
  AcceptedSchema,
  AdminTokenBodySchema,
  AdminTokenSchema,
  PermissionsSchema,
  RecoveryCodeParamsSchema,
  RecoveryRequestBodySchema,
  RefreshBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SignUpConfirmBodySchema,
  TokenSetSchema,
  RefreshAnswerSchema,
} from '@rove/contract';
import { cookies, sessionRefresh } from '@rove/contract/cookies';
import { type Identity, identityFor } from './identity.ts';
import { identityMessage as m, rateLimitedMessage } from './messages.ts';
import { adminOnly, isPublic, refreshToken, signedIn } from './route-security.ts';
import { permissionsFor } from './permissions.ts';
import { loadSession } from './session.ts';
import { revokeRefreshToken, rotateRefreshToken, type TokenSet } from './sessions.ts';

/** The refresh token's cookie (cookies.refresh): HttpOnly (scripts never see it), SameSite Strict, sent only to /api/account. */
const refreshCookiePath = '/api/account';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ApiErrorSchema) });
const tags = ['Identity'];
const invalidBody = error(invalid);

// Handlers behind requireUser have the user variable too; these helpers only read the shared ones.
type Ctx = Context<AppEnv> | Context<AppEnv & AuthEnv>;
const userOf = (c: Ctx): AuthUser => (c as unknown as Context<AuthEnv>).get('user');

const locale = (c: Ctx) => c.var.request?.locale ?? 'en';
const isNative = (c: Ctx) => c.var.request?.platform === 'android' || c.var.request?.platform === 'ios-v1';

/** Web clients keep the refresh token in the HttpOnly cookie only; native apps (no cookie jar) get it in the body. */
function tokenBody(c: Ctx, identity: Identity, tokens: TokenSet) {
  setCookie(c, cookies.refresh.name, tokens.RefreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: identity.publicUrl.startsWith('https:'),
    path: refreshCookiePath,
    maxAge: cookies.refresh.maxAge,
  });
  // The page's hint that a refresh cookie exists (no secret): visitors without it are not sent to refresh.
  setCookie(c, cookies.sessionHint.name, '1', {
    sameSite: 'Lax',
    secure: identity.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: cookies.sessionHint.maxAge,
  });
  const { RefreshToken: _refreshToken, ...rest } = tokens;
  return isNative(c) ? tokens : rest;
}

const tokenAnswer = (c: Ctx, identity: Identity, tokens: TokenSet) => c.json(tokenBody(c, identity, tokens), 200);

/** Clears the refresh cookie and the page's hint of it. */
function clearRefreshCookie(c: Ctx) {
  deleteCookie(c, cookies.refresh.name, { path: refreshCookiePath });
  deleteCookie(c, cookies.sessionHint.name, { path: '/' });
}

function rateLimited(c: Ctx, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(errorBody(429, rateLimitedMessage(locale(c), retryAfterSeconds), { StatusMessage: 'RATE_LIMITED' }), 429);
}

const signInRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-in',
  operationId: 'signIn',
  ...isPublic,
  tags,
  summary: 'Sign in with email and password',
  request: { body: { content: json(SignInBodySchema), required: true } },
  responses: {
    200: { description: 'Signed in. Web clients also get the refresh token as an HttpOnly cookie.', content: json(TokenSetSchema) },
    400: error('The body is not valid'),
    401: error('INVALID_CREDENTIALS: the same answer for an unknown address and a wrong password'),
    429: error('RATE_LIMITED: too many failed attempts for this address or from this client (Retry-After)'),
  },
});

const signUpRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-up',
  operationId: 'startSignUp',
  ...isPublic,
  tags,
  summary: 'Start a sign-up: a 6-digit code is e-mailed (the answer is the same for a registered address)',
  request: { body: { content: json(SignUpBodySchema), required: true } },
  responses: {
    202: { description: 'Code sent if the address can be used', content: json(AcceptedSchema) },
    400: error('The body is not valid'),
    429: error('RATE_LIMITED'),
  },
});

const signUpConfirmRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-up/confirm',
  operationId: 'confirmSignUp',
  ...isPublic,
  tags,
  summary: 'Finish a sign-up with the e-mailed code: creates the account and signs in',
  request: { body: { content: json(SignUpConfirmBodySchema), required: true } },
  responses: {
    200: { description: 'Account created and signed in', content: json(TokenSetSchema) },
    400: error('INVALID_CODE, or the body is not valid'),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: sessionRefresh.path,
  operationId: 'refreshSession',
  ...refreshToken,
  tags,
  summary: 'Rotate the refresh token and get a new access token',
  // The body is optional (web clients send none, or an empty one): read by the handler, not validated here.
  description: 'Web clients send no body: the HttpOnly cookie carries the refresh token. Native apps send `{ "RefreshToken": "..." }`.',
  responses: {
    200: {
      description: 'New tokens and the session they open (as GET /api/account/session answers); the presented refresh token is spent',
      content: json(RefreshAnswerSchema),
    },
    400: invalidBody,
    401: error('INVALID_REFRESH_TOKEN: unknown, expired, revoked or reused (a reuse revokes the whole session)'),
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/api/account/sign-out',
  operationId: 'signOut',
  ...refreshToken,
  tags,
  summary: 'Sign out: revokes this session (the refresh token family) and clears the cookie',
  description: 'Web clients send no body (cookie); native apps send `{ "RefreshToken": "..." }`.',
  responses: { 204: { description: 'Signed out (also when the token was unknown)' }, 400: invalidBody },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/api/account/session',
  operationId: 'getSession',
  ...signedIn,
  tags,
  summary: 'The session the app loads at start-up',
  responses: {
    200: { description: 'Session data and user fields', content: json(SessionSchema) },
    400: invalidBody,
    401: error(signInFirst),
  },
});

const permissionsRoute = createRoute({
  method: 'get',
  path: '/api/account/me/permissions',
  operationId: 'getPermissions',
  ...signedIn,
  tags,
  summary: 'The permission list of the signed-in user',
  responses: {
    200: { description: 'Permission names (resource:action)', content: json(PermissionsSchema) },
    400: invalidBody,
    401: error(signInFirst),
  },
});

const recoveryRequestRoute = createRoute({
  method: 'post',
  path: '/api/account/recovery-password',
  operationId: 'requestPasswordRecovery',
  ...isPublic,
  tags,
  summary: 'Ask for a password recovery link (the same answer whether or not the address is registered)',
  request: { body: { content: json(RecoveryRequestBodySchema), required: true } },
  responses: {
    202: { description: 'Link sent if an account uses the address', content: json(AcceptedSchema) },
    400: error('Not valid'),
    429: error('RATE_LIMITED'),
  },
});

const recoveryCheckRoute = createRoute({
  method: 'get',
  path: '/api/account/recovery-password/{code}',
  operationId: 'checkRecoveryCode',
  ...isPublic,
  tags,
  summary: 'Whether a recovery code can still be used',
  request: { params: RecoveryCodeParamsSchema },
  responses: { 204: { description: 'The code is valid' }, 400: error('INVALID_CODE') },
});

const recoveryResetRoute = createRoute({
  method: 'post',
  path: '/api/account/recovery-password/{code}',
  operationId: 'resetPassword',
  ...isPublic,
  tags,
  summary: 'Set a new password with a recovery code (signs out every session of the account)',
  request: { params: RecoveryCodeParamsSchema, body: { content: json(ResetPasswordBodySchema), required: true } },
  responses: { 204: { description: 'Password changed' }, 400: error('INVALID_CODE, or the password is not valid') },
});

const adminTokenRoute = createRoute({
  method: 'post',
  path: '/api/account/admin-token',
  operationId: 'getAdminToken',
  ...signedIn,
  tags,
  summary: 'The separate admin access token (administrators, password typed again)',
  request: { body: { content: json(AdminTokenBodySchema), required: true } },
  responses: {
    200: { description: 'Admin access token (short-lived; for /api/admin routes only)', content: json(AdminTokenSchema) },
    401: error('Not signed in, or INVALID_PASSWORD'),
    403: error('FORBIDDEN: not an administrator'),
    429: error('RATE_LIMITED'),
  },
});

const adminSessionRoute = createRoute({
  method: 'get',
  path: '/api/admin/session',
  operationId: 'getAdminSession',
  ...adminOnly,
  tags,
  summary: 'The administrator behind an admin access token',
  responses: {
    200: { description: 'Session of the administrator', content: json(SessionSchema) },
    400: invalidBody,
    401: error('No admin access token'),
    403: error('Not an administrator'),
  },
});

export function registerAccountRoutes(app: App, deps: AppDeps) {
  const identity = () => identityFor(deps);

  app.openapi(signInRoute, async (c) => {
    const body = c.req.valid('json');
    const id = await identity();
    const result = await signIn(id, {
      email: body.Email,
      password: body.Password,
      address: clientAddress(c),
      userAgent: c.req.header('User-Agent'),
    });
    if (result.ok) return tokenAnswer(c, id, result.tokens);
    if (result.reason === 'rate-limited') return rateLimited(c, result.retryAfterSeconds);
    return c.json(errorBody(401, m(locale(c), 'invalidCredentials'), { StatusMessage: 'INVALID_CREDENTIALS' }), 401);
  });

  app.openapi(signUpRoute, async (c) => {
    const { Email, Password, FirstName, LastName, ...context } = c.req.valid('json');
    const decision = await startSignUp(await identity(), {
      email: Email,
      password: Password,
      firstName: FirstName,
      lastName: LastName,
      context: { lang: locale(c), ...context },
      address: clientAddress(c),
      platform: c.var.request?.platform,
    });
    if (!decision.allowed) return rateLimited(c, decision.retryAfterSeconds);
    return c.json({ Message: m(context.lang ?? locale(c), 'signUpCodeSent'), ExpiresIn: challengeTtlMinutes * 60 }, 202);
  });

  app.openapi(signUpConfirmRoute, async (c) => {
    const body = c.req.valid('json');
    const id = await identity();
    const result = await confirmSignUp(id, { email: body.Email, code: body.Code, userAgent: c.req.header('User-Agent') });
    if (!result.ok) return c.json(errorBody(400, m(locale(c), 'invalidCode'), { StatusMessage: 'INVALID_CODE' }), 400);
    return tokenAnswer(c, id, result.tokens);
  });

  app.openapi(refreshRoute, async (c) => {
    const id = await identity();
    const token = (await optionalBody(c)).RefreshToken ?? getCookie(c, cookies.refresh.name);
    const result = token ? await rotateRefreshToken(id, token, c.req.header('User-Agent')) : undefined;
    if (!result?.ok) {
      clearRefreshCookie(c);
      return c.json(errorBody(401, m(locale(c), 'invalidRefreshToken'), { StatusMessage: 'INVALID_REFRESH_TOKEN' }), 401);
    }
    // The session the tokens open comes with them: a page restoring its session waits for one call, not two.
    const session = await loadSession(id, result.user.id);
    if (!session) {
      clearRefreshCookie(c);
      return c.json(errorBody(401, m(locale(c), 'invalidRefreshToken'), { StatusMessage: 'INVALID_REFRESH_TOKEN' }), 401);
    }
    return c.json({ ...tokenBody(c, id, result.tokens), Session: session }, 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const token = (await optionalBody(c)).RefreshToken ?? getCookie(c, cookies.refresh.name);
    if (token) await revokeRefreshToken(await identity(), token);
    clearRefreshCookie(c);
    return c.body(null, 204);
  });

  app.openapi(sessionRoute, async (c) => {
    const user = userOf(c);
    const session = await loadSession(await identity(), user.id);
    if (!session) return c.json(errorBody(401, m(locale(c), 'invalidRefreshToken'), { StatusMessage: 'INVALID_TOKEN' }), 401);
    return c.json(session, 200);
  });

  app.openapi(permissionsRoute, (c) => {
    const user = userOf(c);
    return c.json(permissionsFor(user.roles), 200);
  });

  app.openapi(recoveryRequestRoute, async (c) => {
    const body = c.req.valid('json');
    const decision = await requestRecovery(await identity(), { email: body.Email, lang: body.lang, address: clientAddress(c) });
    if (!decision.allowed) return rateLimited(c, decision.retryAfterSeconds);
    return c.json({ Message: m(body.lang ?? locale(c), 'recoverySent') }, 202);
  });

  app.openapi(recoveryCheckRoute, async (c) => {
    const valid = await recoveryCodeIsValid(await identity(), c.req.valid('param').code);
    if (!valid) return c.json(errorBody(400, m(locale(c), 'invalidRecoveryCode'), { StatusMessage: 'INVALID_CODE' }), 400);
    return c.body(null, 204);
  });

  app.openapi(recoveryResetRoute, async (c) => {
    const changed = await resetPassword(await identity(), { code: c.req.valid('param').code, password: c.req.valid('json').Password });
    if (!changed) return c.json(errorBody(400, m(locale(c), 'invalidRecoveryCode'), { StatusMessage: 'INVALID_CODE' }), 400);
    clearRefreshCookie(c);
    return c.body(null, 204);
  });

  app.openapi(adminTokenRoute, async (c) => {
    const user = userOf(c);
    const result = await issueAdminToken(await identity(), user, c.req.valid('json').Password);
    if (result.ok) {
      const { ok: _ok, ...token } = result;
      return c.json(token, 200);
    }
    if (result.reason === 'rate-limited') return rateLimited(c, result.retryAfterSeconds);
    if (result.reason === 'forbidden') return c.json(errorBody(403, m(locale(c), 'adminOnly'), { StatusMessage: 'FORBIDDEN' }), 403);
    return c.json(errorBody(401, m(locale(c), 'invalidPassword'), { StatusMessage: 'INVALID_PASSWORD' }), 401);
  });

  app.openapi(adminSessionRoute, async (c) => {
    const user = userOf(c);
    const session = await loadSession(await identity(), user.id);
    if (!session) return c.json(errorBody(401, 'Unknown administrator', { StatusMessage: 'INVALID_TOKEN' }), 401);
    return c.json(session, 200);
  });
}

/** Refresh and sign-out accept an empty body (web) or { RefreshToken } (native). */
async function optionalBody(c: Ctx): Promise<{ RefreshToken?: string }> {
  const text = await c.req.text().catch(() => '');
  if (!text.trim()) return {};
  const parsed = RefreshBodySchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}
