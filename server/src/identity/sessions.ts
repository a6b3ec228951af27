import { cookies } from '@rove/contract/cookies';
import { accessTokenTtlSeconds, signAccessToken } from './access-token.ts';
import type { AuthUser, UserId } from './auth-user.ts';
import { opaqueToken, tokenHash } from './codes.ts';
import type { Identity } from './identity.ts';
import { authUserFromRow } from './roles.ts';

/** A refresh token lives as long as the cookie that carries it (30 days). */
export const refreshTokenTtlSeconds = cookies.refresh.maxAge;

/** The answer of sign-in, sign-up confirmation and refresh. */
export interface TokenSet {
  AccessToken: string;
  TokenType: 'Bearer';
  ExpiresIn: number;
  RefreshToken: string;
  RefreshTokenExpiresIn: number;
}

export async function loadAuthUser(identity: Identity, id: UserId): Promise<AuthUser | undefined> {
  const row = await identity.db
    .selectFrom('users')
    .select(['id', 'email', 'is_owner', 'user_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? authUserFromRow(row) : undefined;
}

/** A new access token and a refresh token, in a new family (a sign-in) or an existing one (a rotation). */
export async function issueTokens(
  identity: Identity,
  user: AuthUser,
  options: { familyId?: string; userAgent?: string } = {},
): Promise<TokenSet> {
  const now = identity.now();
  const refreshToken = opaqueToken();
  await identity.db
    .insertInto('refresh_tokens')
    .values({
      token_hash: tokenHash(refreshToken),
      family_id: options.familyId ?? crypto.randomUUID(),
      user_id: user.id,
      expires_at: new Date(now.getTime() + refreshTokenTtlSeconds * 1000),
      user_agent: (options.userAgent ?? '').slice(0, 300),
    })
    .execute();
  const accessToken = await signAccessToken(identity.signingKey, user, { issuer: identity.issuer, now: now.getTime() });
  return {
    AccessToken: accessToken,
    TokenType: 'Bearer',
    ExpiresIn: accessTokenTtlSeconds,
    RefreshToken: refreshToken,
    RefreshTokenExpiresIn: refreshTokenTtlSeconds,
  };
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenSet; user: AuthUser }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * How long a used refresh token may come back without being taken for a stolen one: the browser that used it may
 * never have received its successor (a page left while its refresh was on its way: the request was aborted after the
 * server had rotated, and the next page presented the same cookie). Within it, the token gets a new pair in its
 * family; after it, a reuse revokes the family.
 */
export const refreshReuseGraceMs = 30_000;

/**
 * Rotation: the presented token is marked used (atomically, so two concurrent uses cannot both win) and a
 * successor joins its family. A token that was already used comes back only if it leaked (apart from the grace
 * above): the whole family is revoked, which signs out the thief and the owner alike.
 */
export async function rotateRefreshToken(identity: Identity, refreshToken: string, userAgent?: string): Promise<RefreshOutcome> {
  const hash = tokenHash(refreshToken);
  const now = identity.now();
  const claimed = await identity.db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['family_id', 'user_id'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await identity.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'user_id', 'used_at', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.used_at) {
      // Its successor never reached the browser: a new pair, in the same family (not yet expired).
      const usedAt = new Date(row.used_at).getTime();
      if (now.getTime() - usedAt < refreshReuseGraceMs && new Date(row.expires_at).getTime() > now.getTime()) {
        const user = await loadAuthUser(identity, row.user_id);
        if (!user) return { ok: false, reason: 'unknown' };
        identity.logger.info('refresh token used again within its grace: a new pair', { familyId: row.family_id });
        return { ok: true, tokens: await issueTokens(identity, user, { familyId: row.family_id, userAgent }), user };
      }
      await revokeFamily(identity, row.family_id);
      identity.logger.warn('refresh token reuse: family revoked', { familyId: row.family_id });
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }
  const user = await loadAuthUser(identity, claimed.user_id);
  if (!user) return { ok: false, reason: 'unknown' };
  const tokens = await issueTokens(identity, user, { familyId: claimed.family_id, userAgent });
  return { ok: true, tokens, user };
}

export async function revokeFamily(identity: Identity, familyId: string): Promise<void> {
  await identity.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: identity.now() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sign-out: revokes the family of the given token (this device's session). Unknown tokens are ignored. */
export async function revokeRefreshToken(identity: Identity, refreshToken: string): Promise<void> {
  const row = await identity.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', tokenHash(refreshToken))
    .executeTakeFirst();
  if (row) await revokeFamily(identity, row.family_id);
}

/** Every session of a user (after a password change). */
export async function revokeAllSessions(identity: Identity, userId: UserId): Promise<void> {
  await identity.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: identity.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
