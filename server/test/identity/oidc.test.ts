import { createHash, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, createRemoteJWKSet, decodeJwt, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackTarget, callbackUrlState, oauthCallbackPath } from '@rove/contract';
import { hashPassword } from '../../src/identity/password.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { listen } from './listen.ts';
import { Browser } from './http-client.ts';

// The identity provider over plain HTTP, as the app's oidc-client-ts drives it: discovery, authorize with
// PKCE S256, the interaction page, token, user info, refresh, revocation, end-session.

let ctx: TestContext;
let closeServer: () => Promise<void>;
let base: string;
let discovery: Record<string, string & string[]>;

beforeAll(async () => {
  process.env.SCRYPT_LOG_N = '10';
  ctx = await createTestContext({ seed: 'none' });
  ({ base, close: closeServer } = await listen(ctx));
  discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as typeof discovery;
});

afterAll(async () => {
  delete process.env.SCRYPT_LOG_N;
  await closeServer();
  await ctx.close();
});

const clientId = 'rove-web';
// The registered sign-in redirect URI: the path alone; action and provider ride in state (contract callbackUrlState).
const callback = (_provider?: string) => `${base}${oauthCallbackPath}`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

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

interface AuthorizeOptions {
  provider?: 'google' | 'apple' | 'facebook';
  scope?: string;
  extra?: Record<string, string>;
}

function authorizeUrl(state: string, nonce: string, challenge: string, options: AuthorizeOptions = {}) {
  const provider = options.provider ?? 'google';
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callback(provider),
    response_type: 'code',
    scope: options.scope ?? (provider === 'facebook' ? 'email' : 'openid profile email'),
    state,
    // A nonce goes with an ID token, which only the openid scope asks for (not facebook's 'email').
    ...(provider === 'facebook' ? {} : { nonce }),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    asch: provider,
    ...options.extra,
  }).toString();
  return url.href;
}

/** Authorize -> (interaction page -> code by e-mail ->) redirect to the app's callback with a code. */
async function authorize(browser: Browser, email: string, options: AuthorizeOptions & { firstName?: string } = {}) {
  const { verifier, challenge } = pkce();
  const provider = options.provider ?? 'google';
  const state = `${randomBytes(16).toString('base64url')};${callbackUrlState('signin', provider)}`;
  const nonce = randomBytes(16).toString('base64url');
  let { response, url } = await browser.follow(await browser.get(authorizeUrl(state, nonce, challenge, options)), base, (u) =>
    u.startsWith(`${base}/callback-oauth`),
  );
  let page = '';
  const expectStatus = (actual: Response, status: number) => {
    if (actual.status !== status) throw new Error(`expected ${status} from ${actual.url || 'the page'}, got ${actual.status}`);
  };
  if (!url.startsWith(`${base}/callback-oauth`)) {
    expectStatus(response, 200);
    page = await response.text();
    const action = page.match(/action="(\/oidc\/interaction\/[^"]+\/email)"/)![1]!;
    const lang = page.match(/name="lang" value="(\w+)"/)![1]!;
    const codeStep = await browser.postForm(`${base}${action}`, { email, lang });
    expectStatus(codeStep, 200);
    const codeAction = (await codeStep.text()).match(/action="(\/oidc\/interaction\/[^"]+\/code)"/)![1]!;
    const submitted = await browser.postForm(`${base}${codeAction}`, {
      email,
      code: await latestCode(email),
      firstName: options.firstName ?? 'Grace',
      lastName: 'Hopper',
      lang,
    });
    expectStatus(submitted, 303);
    ({ url } = await browser.follow(submitted, base, (u) => u.startsWith(`${base}/callback-oauth`)));
  }
  const returned = new URL(url);
  expect(`${returned.origin}${returned.pathname}`).toBe(`${base}/callback-oauth`);
  expect(callbackTarget(returned.searchParams)).toEqual({ action: 'signin', provider });
  expect(returned.searchParams.get('error'), returned.searchParams.get('error_description') ?? '').toBeNull();
  return {
    code: returned.searchParams.get('code'),
    returnedState: returned.searchParams.get('state'),
    state,
    nonce,
    verifier,
    page,
    provider,
  };
}

function tokenRequest(fields: Record<string, string>) {
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, ...fields }).toString(),
  });
}

function exchange(code: string, verifier: string | undefined, provider = 'google') {
  return tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callback(provider),
    ...(verifier === undefined ? {} : { code_verifier: verifier }),
  });
}

interface Tokens {
  access_token: string;
  id_token?: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe('the identity provider (authorization code + PKCE over HTTP)', () => {
  it('publishes its discovery document: code flow, S256 only, our user-info, revocation, end-session', () => {
    expect(discovery.issuer).toBe(`${base}/oidc`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'password']));
    expect(discovery.userinfo_endpoint).toBe(`${base}/oidc/me`);
    expect(discovery.revocation_endpoint).toBe(`${base}/oidc/token/revocation`);
    expect(discovery.end_session_endpoint).toBe(`${base}/oidc/session/end`);
    expect(discovery.jwks_uri).toBe(`${base}/oidc/jwks`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });

  it('the request log records the status the provider sent (303, 400), not 200', async () => {
    const { challenge } = pkce();
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callback('google'),
      response_type: 'code',
      scope: 'openid profile email',
      state: 'log-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const redirected = await fetch(`${base}/oidc/auth?${query}`, { redirect: 'manual' });
    const refused = await fetch(`${base}/oidc/auth?client_id=not-a-client`, { redirect: 'manual' });
    await Promise.all([redirected.arrayBuffer(), refused.arrayBuffer()]);
    expect([redirected.status, refused.status]).toEqual([303, 400]);
    const logged = ctx.logs.filter((line) => line.message === 'request' && line.path === '/oidc/auth').map((line) => line.status);
    expect(logged.slice(-2)).toEqual([303, 400]);
  });

  it('runs the whole flow: sign-up through the stand-in page, tokens, user info, refresh, revocation', async () => {
    const browser = new Browser();
    const email = `oidc-${Date.now()}@example.test`;
    const flow = await authorize(browser, email, {
      extra: {
        lang: 'fr',
        signUpAs: '1',
        signUpCountry: 'CA',
        ownerNewsletter: 'true',
        renterNewsletter: 'false',
        isSignUp: 'true',
        platform: 'web',
        pageSource: 'home',
        hearAboutUs: 'Podcast',
        referralCode: 'FRIEND',
      },
    });
    // The page said, in French, what it is and whom it stands in for.
    expect(flow.page).toContain('<html lang="fr">');
    expect(flow.page).toContain('fournisseur d’identité local de Rove');
    expect(flow.page).toContain('Il remplace Google');
    expect(flow.returnedState).toBe(flow.state);

    const tokenResponse = await exchange(flow.code!, flow.verifier);
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as Tokens;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();

    // The ID token is signed by the published keys and carries the nonce and the profile.
    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload: idToken } = await jwtVerify(tokens.id_token!, jwks, { issuer: `${base}/oidc`, audience: clientId });
    expect(idToken).toMatchObject({ nonce: flow.nonce, email, given_name: 'Grace', family_name: 'Hopper', locale: 'fr' });
    expect(idToken.sub).toMatch(/^\d+$/);

    // The access token is a JWT for the rentals API, which accepts it.
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: 'urn:rove:api', sub: idToken.sub, client_id: clientId, email });
    const session = await fetch(`${base}/api/account/session`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ email, isOwner: true, locale: 'fr', User: { FirstName: 'Grace', UserType: 'Owner' } });

    // The account was created with the sign-up context of the authorization request, linked to google.
    const userId = Number(idToken.sub);
    expect(await ctx.db.selectFrom('signup_contexts').selectAll().where('user_id', '=', userId).executeTakeFirst()).toMatchObject({
      method: 'google',
      sign_up_as: 1,
      sign_up_country: 'CA',
      owner_newsletter: true,
      renter_newsletter: false,
      page_source: 'home',
      hear_about_us: 'Podcast',
      referral_code: 'FRIEND',
      platform: 'web',
    });
    expect(await ctx.db.selectFrom('external_identities').select('provider').where('user_id', '=', userId).execute()).toEqual([
      { provider: 'google' },
    ]);

    // User info with the access token.
    const userinfo = await fetch(discovery.userinfo_endpoint, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: idToken.sub, email, email_verified: true, given_name: 'Grace' });
    expect((await fetch(discovery.userinfo_endpoint)).status).toBe(401);

    // Refresh: a new pair, the used refresh token is spent (reuse revokes the grant).
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).aud).toBe('urn:rove:api');

    // Revocation: the refresh token stops working.
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, token: next.refresh_token, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    const afterRevocation = await tokenRequest({ grant_type: 'refresh_token', refresh_token: next.refresh_token });
    expect(afterRevocation.status).toBe(400);
    expect(((await afterRevocation.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('detects a reused refresh token and revokes the grant', async () => {
    const browser = new Browser();
    const flow = await authorize(browser, `reuse-${Date.now()}@example.test`);
    const tokens = (await (await exchange(flow.code!, flow.verifier)).json()) as Tokens;
    const rotated = (await (await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json()) as Tokens;
    const replay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(replay.status).toBe(400);
    const stillValid = await tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(stillValid.status).toBe(400);
  });

  it('links an existing account instead of creating another, and skips the page once signed in', async () => {
    const browser = new Browser();
    const email = `link-${Date.now()}@example.test`;
    const first = await authorize(browser, email, { provider: 'apple' });
    const firstTokens = (await (await exchange(first.code!, first.verifier, 'apple')).json()) as Tokens;
    // Same browser, another provider button: the provider's session signs in without the page.
    const second = await authorize(browser, email, { provider: 'google' });
    expect(second.page).toBe('');
    const secondTokens = (await (await exchange(second.code!, second.verifier)).json()) as Tokens;
    expect(decodeJwt(secondTokens.access_token).sub).toBe(decodeJwt(firstTokens.access_token).sub);
    // Another browser, same address: the account is found and linked, not duplicated.
    const other = await authorize(new Browser(), email.toUpperCase(), { provider: 'facebook' });
    const otherResponse = await exchange(other.code!, other.verifier, 'facebook');
    const otherTokens = (await otherResponse.json()) as Tokens;
    expect(otherTokens, JSON.stringify(otherTokens)).toHaveProperty('access_token');
    expect(decodeJwt(otherTokens.access_token).sub).toBe(decodeJwt(firstTokens.access_token).sub);
    expect(otherTokens.id_token).toBeUndefined();
    const users = await ctx.db.selectFrom('users').select('id').where('email', 'ilike', email).execute();
    expect(users).toHaveLength(1);
  });

  it('renews silently (prompt=none) with a provider session, and answers login_required without one', async () => {
    const browser = new Browser();
    await authorize(browser, `silent-${Date.now()}@example.test`);
    const silent = (who: Browser) => {
      const { challenge } = pkce();
      const url = new URL(authorizeUrl('silent-state', 'n', challenge));
      url.searchParams.set('prompt', 'none');
      // Silent renewals may leave out the provider: no page is shown.
      url.searchParams.delete('asch');
      return who.get(url.href);
    };
    const renewed = new URL((await silent(browser)).headers.get('Location')!);
    expect(renewed.searchParams.get('code')).toBeTruthy();
    expect(renewed.searchParams.get('state')).toBe('silent-state');
    const anonymous = new URL((await silent(new Browser())).headers.get('Location')!);
    expect(anonymous.searchParams.get('error')).toBe('login_required');
  });

  it('refuses a code without its code_verifier, with a wrong one, and a replayed code', async () => {
    const browser = new Browser();
    const email = `pkce-${Date.now()}@example.test`;
    const missing = await authorize(browser, email);
    const noVerifier = await exchange(missing.code!, undefined);
    expect(noVerifier.status).toBe(400);
    expect(['invalid_grant', 'invalid_request']).toContain(((await noVerifier.json()) as { error: string }).error);

    const wrong = await authorize(browser, email);
    const wrongVerifier = await exchange(wrong.code!, pkce().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe('invalid_grant');

    const replayed = await authorize(browser, email);
    const firstUse = await exchange(replayed.code!, replayed.verifier);
    expect(firstUse.status).toBe(200);
    const { access_token: firstAccess, refresh_token: firstRefresh } = (await firstUse.json()) as Tokens;
    const secondUse = await exchange(replayed.code!, replayed.verifier);
    expect(secondUse.status).toBe(400);
    expect(((await secondUse.json()) as { error: string }).error).toBe('invalid_grant');
    // A replayed code revokes what the first exchange issued.
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: firstRefresh })).status).toBe(400);
    expect(firstAccess).toBeTruthy();
  });

  it('returns access_denied with the state when the person cancels on the page', async () => {
    const browser = new Browser();
    const { challenge } = pkce();
    const { response } = await browser.follow(await browser.get(authorizeUrl('cancel-state', 'n', challenge)), base, () => false);
    const abort = (await response.text()).match(/action="(\/oidc\/interaction\/[^"]+\/abort)"/)![1]!;
    const { url } = await browser.follow(await browser.postForm(`${base}${abort}`, { lang: 'en' }), base, (u) =>
      u.startsWith(`${base}/callback-oauth`),
    );
    const returned = new URL(url);
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('state')).toBe('cancel-state');
  });

  it('takes the password grant, with the same checks as credentials sign-in', async () => {
    const email = `password-grant-${Date.now()}@example.test`;
    const user = await ctx.db
      .insertInto('users')
      .values({ email, first_name: 'Edsger', last_name: 'Dijkstra' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('credentials')
      .values({ user_id: user.id, password_hash: await hashPassword('goto considered harmful') })
      .execute();
    const response = await tokenRequest({
      grant_type: 'password',
      username: email,
      password: 'goto considered harmful',
      scope: 'openid profile email',
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Tokens;
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: 'urn:rove:api', sub: String(user.id), email });
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ sub: String(user.id), email, given_name: 'Edsger' });
    expect((await fetch(`${base}/api/account/session`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(((await refreshed.json()) as Tokens).access_token).aud).toBe('urn:rove:api');

    const errorOf = async (fields: Record<string, string>) => {
      const answer = await tokenRequest({ grant_type: 'password', scope: 'openid', ...fields });
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error };
    };
    expect(await errorOf({ username: email, password: 'wrong' })).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await errorOf({ username: `nobody-${email}`, password: 'wrong' })).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await errorOf({ username: email })).toEqual({ status: 400, error: 'invalid_request' });
    // The sign-in throttle is shared: after five failures on the account from this address, 429 with Retry-After.
    for (let i = 0; i < 4; i++) expect((await errorOf({ username: email, password: `wrong ${i}` })).status).toBe(400);
    const throttled = await tokenRequest({ grant_type: 'password', scope: 'openid', username: email, password: 'goto considered harmful' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('binds tokens to a DPoP key (the optional proof header) and the API checks the proof', async () => {
    const key = await generateKeyPair('ES256');
    const jwk: JWK = await exportJWK(key.publicKey);
    const proof = (method: string, url: string, accessToken?: string, signer = key.privateKey, publicJwk = jwk) =>
      new SignJWT({ htm: method, htu: url, ...(accessToken ? { ath: createHash('sha256').update(accessToken).digest('base64url') } : {}) })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: publicJwk })
        .setIssuedAt()
        .setJti(randomBytes(12).toString('base64url'))
        .sign(signer);

    const flow = await authorize(new Browser(), `dpop-${Date.now()}@example.test`);
    const exchanged = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', DPoP: await proof('POST', discovery.token_endpoint) },
      body: new URLSearchParams({
        client_id: clientId,
        grant_type: 'authorization_code',
        code: flow.code!,
        redirect_uri: callback('google'),
        code_verifier: flow.verifier,
      }).toString(),
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as Tokens;
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: await calculateJwkThumbprint(jwk) });

    const sessionUrl = `${base}/api/account/session`;
    const call = (headers: Record<string, string>) => fetch(sessionUrl, { headers });
    const good = await proof('GET', sessionUrl, tokens.access_token);
    expect((await call({ Authorization: `DPoP ${tokens.access_token}`, DPoP: good })).status).toBe(200);
    // A proof is single-use, bound to the method, URL and token, and signed by the bound key.
    expect((await call({ Authorization: `DPoP ${tokens.access_token}`, DPoP: good })).status).toBe(401);
    expect((await call({ Authorization: `Bearer ${tokens.access_token}` })).status).toBe(401);
    expect((await call({ Authorization: `DPoP ${tokens.access_token}` })).status).toBe(401);
    expect(
      (await call({ Authorization: `DPoP ${tokens.access_token}`, DPoP: await proof('POST', sessionUrl, tokens.access_token) })).status,
    ).toBe(401);
    expect(
      (
        await call({
          Authorization: `DPoP ${tokens.access_token}`,
          DPoP: await proof('GET', `${base}/api/account/me/permissions`, tokens.access_token),
        })
      ).status,
    ).toBe(401);
    const other = await generateKeyPair('ES256');
    const otherProof = await proof('GET', sessionUrl, tokens.access_token, other.privateKey, await exportJWK(other.publicKey));
    expect((await call({ Authorization: `DPoP ${tokens.access_token}`, DPoP: otherProof })).status).toBe(401);
    // User info takes the bound token with its proof too.
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { Authorization: `DPoP ${tokens.access_token}`, DPoP: await proof('GET', discovery.userinfo_endpoint, tokens.access_token) },
    });
    expect(userinfo.status).toBe(200);
  });

  it('requires PKCE S256, a known provider, its scopes and a registered redirect', async () => {
    const browser = new Browser();
    const check = async (url: string) => {
      const response = await browser.get(url);
      const location = response.headers.get('Location');
      return location
        ? Object.fromEntries(new URL(location, base).searchParams)
        : { status: String(response.status), body: await response.text() };
    };
    const { challenge } = pkce();
    const noChallenge = new URL(authorizeUrl('s', 'n', challenge));
    noChallenge.searchParams.delete('code_challenge');
    noChallenge.searchParams.delete('code_challenge_method');
    expect(await check(noChallenge.href)).toMatchObject({ error: 'invalid_request', state: 's' });

    const plain = new URL(authorizeUrl('s', 'n', challenge));
    plain.searchParams.set('code_challenge_method', 'plain');
    expect(await check(plain.href)).toMatchObject({ error: 'invalid_request' });

    const unknownProvider = new URL(authorizeUrl('s', 'n', challenge));
    unknownProvider.searchParams.set('asch', 'myspace');
    expect(await check(unknownProvider.href)).toMatchObject({ error: 'invalid_request', error_description: 'Invalid provider' });

    const fewScopes = new URL(authorizeUrl('s', 'n', challenge, { provider: 'apple', scope: 'openid' }));
    expect(await check(fewScopes.href)).toMatchObject({ error: 'invalid_scope' });

    const badRedirect = new URL(authorizeUrl('s', 'n', challenge));
    badRedirect.searchParams.set('redirect_uri', 'https://evil.example/callback-oauth');
    const refused = await check(badRedirect.href);
    expect(refused.status).toBe('400');
    expect(refused.body).toContain('<html lang="en">');

    // A sign-in redirect URI with a query is not registered: no standards client could complete its token call.
    const withQuery = new URL(authorizeUrl('s', 'n', challenge));
    withQuery.searchParams.set('redirect_uri', `${base}/callback-oauth?action=signin&provider=google`);
    expect((await check(withQuery.href)).status).toBe('400');
  });

  it('works with the app’s client library (oidc-client-ts), which refuses a wrong state', async () => {
    const client = new OidcClient({
      authority: `${base}/oidc`,
      client_id: clientId,
      redirect_uri: callback('apple'),
      response_type: 'code',
      scope: 'openid profile email',
      stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      extraQueryParams: { asch: 'apple', lang: 'en', signUpAs: '2', platform: 'web' },
    });
    const browser = new Browser();
    const email = `client-${Date.now()}@example.test`;
    // The browser part: open the authorization URL the library built, fill in the page, land on the callback.
    const signIn = async () => {
      // The app's client carries the spec's action and provider in state (url_state), the redirect URI stays the path.
      const request = await client.createSigninRequest({ url_state: callbackUrlState('signin', 'apple') });
      const url = new URL(request.url);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      let { response, url: next } = await browser.follow(await browser.get(request.url), base, (u) =>
        u.startsWith(`${base}/callback-oauth`),
      );
      if (!next.startsWith(`${base}/callback-oauth`)) {
        const page = await response.text();
        const emailAction = page.match(/action="(\/oidc\/interaction\/[^"]+\/email)"/)![1]!;
        const codeStep = await (await browser.postForm(`${base}${emailAction}`, { email, lang: 'en' })).text();
        const codeAction = codeStep.match(/action="(\/oidc\/interaction\/[^"]+\/code)"/)![1]!;
        const submitted = await browser.postForm(`${base}${codeAction}`, {
          email,
          code: await latestCode(email),
          firstName: 'Alan',
          lastName: 'Turing',
        });
        ({ url: next } = await browser.follow(submitted, base, (u) => u.startsWith(`${base}/callback-oauth`)));
      }
      return next;
    };

    const callbackUrl = await signIn();
    expect(callbackTarget(new URL(callbackUrl).searchParams)).toEqual({ action: 'signin', provider: 'apple' });
    const signedIn = await client.processSigninResponse(callbackUrl);
    expect(signedIn.url_state).toBe('signin.apple');
    expect(signedIn.profile).toMatchObject({ email, given_name: 'Alan' });
    expect(signedIn.profile.sub).toMatch(/^\d+$/);
    expect((await fetch(`${base}/api/account/session`, { headers: { Authorization: `Bearer ${signedIn.access_token}` } })).status).toBe(
      200,
    );

    // A callback whose state was tampered with is refused by the client.
    const tampered = new URL(await signIn());
    tampered.searchParams.set('state', 'another-state');
    await expect(client.processSigninResponse(tampered.href)).rejects.toThrow(/No matching state found in storage/);
  });

  it('ends the session (RP-initiated logout) and returns to the app', async () => {
    const browser = new Browser();
    const email = `logout-${Date.now()}@example.test`;
    const flow = await authorize(browser, email);
    const tokens = (await (await exchange(flow.code!, flow.verifier)).json()) as Tokens;
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${base}/callback-oauth?action=signout&provider=google`,
      state: 'bye',
    }).toString();
    const confirm = await browser.get(endSession.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(confirm.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const action = html.match(/<form id="op.logoutForm" method="post" action="([^"]+)"/)![1]!;
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)![1]!;
    const done = await browser.postForm(new URL(action, base).href, { xsrf, logout: 'yes' });
    expect(done.status, await done.clone().text()).toBe(303);
    const back = new URL(done.headers.get('Location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/callback-oauth`);
    expect(back.searchParams.get('action')).toBe('signout');
    expect(back.searchParams.get('state')).toBe('bye');
    // Signed out of the provider: the next authorization shows the page again.
    const again = await authorize(browser, email);
    expect(again.page).toContain('Rove');
    // And the logout revoked the grant's refresh token.
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);
  });

  it('keeps grants, sessions and codes in the database', async () => {
    const models = await ctx.db.selectFrom('oidc_models').select('model').distinct().execute();
    expect(models.map((row) => row.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']));
  });

  it('sets its cookies HttpOnly and SameSite', async () => {
    const { challenge } = pkce();
    const response = await new Browser().get(authorizeUrl('s', 'n', challenge));
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
    }
  });

  it('puts security headers on the provider responses and CORS only for the app origin', async () => {
    const jwks = await fetch(discovery.jwks_uri);
    expect(jwks.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(jwks.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    const preflight = (origin: string) =>
      fetch(discovery.token_endpoint, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect((await preflight(base)).headers.get('Access-Control-Allow-Origin')).toBe(base);
    const token = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
    });
    expect(token.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
