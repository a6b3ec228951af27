import { errors, type KoaContextWithOIDC, type Provider } from 'oidc-provider';
import { apiAudience } from '../access-token.ts';
import { verifyCredentials } from '../accounts.ts';
import type { Identity } from '../identity.ts';
import { findAccount } from './account.ts';

const oidcScopes = new Set(['openid', 'profile', 'email', 'offline_access']);
const resourceScopes = new Set(['profile', 'email', 'offline_access']);

/**
 * The token endpoint's password grant (spec 000 section 7 lists it beside the code and refresh-token grants):
 * the same credential check and rate limits as POST /api/account/sign-in, answered in OAuth form. The tokens are
 * the provider's own, so refresh, revocation and end-session treat them like those of the code flow.
 */
export function registerPasswordGrant(
  provider: Provider,
  identity: Identity,
  resourceServerInfo: ConstructorParameters<Provider['ResourceServer']>[1],
) {
  provider.registerGrantType(
    'password',
    async (ctx: KoaContextWithOIDC) => {
      const params = ctx.oidc.params as Record<string, string | undefined>;
      if (!params.username || !params.password) throw new errors.InvalidRequest('username and password are required');
      const check = await verifyCredentials(identity, { email: params.username, password: params.password, address: ctx.ip || undefined });
      if (!check.ok) {
        if (check.reason === 'rate-limited') {
          // The sign-in throttle, shared with /api/account/sign-in: 429 with Retry-After, as there.
          ctx.set('Retry-After', String(check.retryAfterSeconds));
          const error = new errors.InvalidGrant('too many failed attempts, try again later');
          error.status = 429;
          error.statusCode = 429;
          throw error;
        }
        throw new errors.InvalidGrant('invalid credentials');
      }
      const client = ctx.oidc.client!;
      const accountId = String(check.user.id);
      const requested = (params.scope ?? 'openid profile email').split(' ').filter((scope) => oidcScopes.has(scope));
      const scope = requested.join(' ');
      const apiScope = requested.filter((name) => resourceScopes.has(name)).join(' ');

      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(scope);
      grant.addResourceScope(apiAudience, apiScope);
      const grantId = await grant.save();

      const account = await findAccount(identity, accountId);
      if (!account) throw new errors.InvalidGrant('invalid credentials');
      ctx.oidc.entity('Account', account);

      const at = new provider.AccessToken({ accountId, client, grantId, gty: 'password', expiresWithSession: false });
      at.scope = apiScope;
      at.resourceServer = new provider.ResourceServer(apiAudience, resourceServerInfo);
      ctx.oidc.entity('AccessToken', at);
      const accessToken = await at.save();

      const rt = new provider.RefreshToken({
        accountId,
        client,
        grantId,
        gty: 'password',
        scope,
        resource: apiAudience,
        rotations: 0,
        expiresWithSession: false,
        amr: ['pwd'],
        authTime: Math.floor(Date.now() / 1000),
      });
      const refreshToken = await rt.save();

      let idToken: string | undefined;
      if (requested.includes('openid')) {
        const claims = await account.claims('id_token', scope, {}, []);
        const token = new provider.IdToken({ ...claims, sub: accountId, amr: ['pwd'], auth_time: Math.floor(Date.now() / 1000) }, { ctx });
        (token as unknown as { scope: string }).scope = scope;
        idToken = String(await token.issue({ use: 'idtoken' }));
      }

      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        access_token: accessToken,
        expires_in: at.expiration,
        token_type: 'Bearer',
        refresh_token: refreshToken,
        ...(idToken ? { id_token: idToken } : {}),
        scope,
      };
    },
    ['username', 'password', 'scope'],
  );
}
