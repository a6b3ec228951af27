// Who may call a route, said once in its declaration: spread one of these into createRoute({...}). Each gives the
// middleware that enforces it and the security requirement the OpenAPI document shows (the schemes are
// `securitySchemes` below, registered by app.ts).
import { cookies } from '@rove/contract/cookies';
import { optionalUser, requireAdmin, requireRole, requireUser } from './middleware.ts';

/** The schemes the API accepts, as the document's components.securitySchemes. */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from POST /api/account/sign-in (or the identity provider at /oidc: authorization code + PKCE, refresh, password grants), as `Authorization: Bearer <token>`.',
  },
  dpop: {
    type: 'http',
    scheme: 'DPoP',
    bearerFormat: 'JWT',
    description:
      'A sender-constrained access token (RFC 9449), as `Authorization: DPoP <token>` with a `DPoP` proof header signed by the bound key for this method and URL.',
  },
  admin: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The separate admin access token from POST /api/account/admin-token (administrators only; refused elsewhere).',
  },
  blogKey: {
    type: 'apiKey',
    in: 'query',
    name: 'key',
    description: 'The blog content key (spec 000 section 7: the blog content API is called with a key query parameter).',
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: cookies.refresh.name,
    description: 'The refresh token of a web client: an HttpOnly cookie sent to /api/account only.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;
const user: SecurityRequirement[] = [{ bearer: [] }, { dpop: [] }];

/** Signed-in users only (401 otherwise); handlers read `c.get('user')`. */
export const signedIn = { middleware: [requireUser] as [typeof requireUser], security: user };

const requireOwner = requireRole('owner');
/** Signed-in owners only (spec 000 section 6): 401 without a token, 403 for a member who is not an owner. */
export const hostsOnly = { middleware: [requireOwner] as [typeof requireOwner], security: user };

/** Visitors and signed-in users (an invalid token is still a 401); `c.get('user')` is undefined for visitors. */
export const maybeSignedIn = { middleware: [optionalUser] as [typeof optionalUser], security: [{}, ...user] };

/** A token is read when one is sent, and ignored when it does not verify (no 401): visitors and users alike. */
export const tokenIfAny: SecurityRequirement[] = [{}, ...user];

/** The admin access token only. */
export const adminOnly = { middleware: [requireAdmin] as [typeof requireAdmin], security: [{ admin: [] }] as SecurityRequirement[] };

/** The blog content API: the key in the query (checked by the handler, 401 BLOG_KEY_INVALID). */
export const blogKey = { security: [{ blogKey: [] }] as SecurityRequirement[] };

/** Refresh and sign-out: the web client's HttpOnly cookie, or a native app's refresh token in the body. */
export const refreshToken = { security: [{ refreshCookie: [] }, {}] as SecurityRequirement[] };

/** Anyone: no credentials read. */
export const isPublic = { security: [] as SecurityRequirement[] };
