// A standards client against the identity provider: openid-client (a certified relying party library) discovers the
// provider, signs in with authorization code + PKCE to the app's registered redirect URI and exchanges the code.
// openid-client sends the token call the address it returned to less its query (as RFC 6749 section 4.1.3 allows a
// client to), so the registered sign-in URI is the path alone and the spec's action and provider ride in `state`;
// a query in the redirect URI would make that call fail (issue 39).
import { randomBytes } from 'node:crypto';
import { callbackTarget, callbackUrlState, oauthCallbackPath } from '@rove/contract';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { Browser } from './http-client.ts';
import { listen } from './listen.ts';

let ctx: TestContext;
let base: string;
let close: () => Promise<void>;
let config: client.Configuration;

beforeAll(async () => {
  process.env.SCRYPT_LOG_N = '10';
  ctx = await createTestContext({ seed: 'none' });
  ({ base, close } = await listen(ctx));
  // A public client (no secret); plain HTTP on loopback is allowed for the test only.
  config = await client.discovery(new URL(`${base}/oidc`), 'rove-web', undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
});
afterAll(async () => {
  delete process.env.SCRYPT_LOG_N;
  await close();
  await ctx.close();
});

async function latestCode(email: string): Promise<string> {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', email)
    .where('kind', '=', 'provider-sign-in-code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.subject.match(/\d{6}/)![0];
}

/** The browser's part: open the authorization URL, fill in the provider's page, land on the app's callback. */
async function signInInBrowser(authorizationUrl: URL, email: string): Promise<string> {
  const browser = new Browser();
  const atCallback = (u: string) => u.startsWith(`${base}${oauthCallbackPath}`);
  const { response, url } = await browser.follow(await browser.get(authorizationUrl.href), base, atCallback);
  if (atCallback(url)) return url;
  const page = await response.text();
  const emailAction = page.match(/action="(\/oidc\/interaction\/[^"]+\/email)"/)![1]!;
  const codeStep = await (await browser.postForm(`${base}${emailAction}`, { email, lang: 'en' })).text();
  const codeAction = codeStep.match(/action="(\/oidc\/interaction\/[^"]+\/code)"/)![1]!;
  const submitted = await browser.postForm(`${base}${codeAction}`, {
    email,
    code: await latestCode(email),
    firstName: 'Ada',
    lastName: 'Lovelace',
    lang: 'en',
  });
  return (await browser.follow(submitted, base, atCallback)).url;
}

describe('openid-client against the identity provider', () => {
  it('signs in with the app’s redirect URI, action and provider carried in state, and the API takes the token', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = `${client.randomState()};${callbackUrlState('signin', 'google')}`;
    const nonce = client.randomNonce();
    const redirectUri = `${base}${oauthCallbackPath}`;
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      asch: 'google',
      lang: 'en',
    });
    const email = `openid-client-${randomBytes(4).toString('hex')}@example.test`;
    const returned = new URL(await signInInBrowser(authorizationUrl, email));
    // The app reads the spec's action and provider from the return, as the callback page does.
    expect(callbackTarget(returned.searchParams)).toEqual({ action: 'signin', provider: 'google' });

    const tokens = await client.authorizationCodeGrant(config, returned, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.claims()?.email).toBe(email);
    const session = await fetch(`${base}/api/account/session`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(session.status).toBe(200);
    const info = await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub);
    expect(info).toMatchObject({ email, given_name: 'Ada' });
  });

  it('is refused a sign-in redirect URI with a query (it could never complete the token call)', async () => {
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${base}${oauthCallbackPath}?action=signin&provider=google`,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: client.randomState(),
      asch: 'google',
    });
    const response = await new Browser().get(authorizationUrl.href);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });
});
