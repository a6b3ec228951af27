import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { listen } from './listen.ts';
import { Browser } from './http-client.ts';

// The provider when the server does not pass Node's request and response to the app (a fetch wrapper that
// drops `env`, as `npm start` may use, or in-process requests): the bridge in oidc/node-bridge.ts runs it.

let ctx: TestContext;
let closeServer: () => Promise<void>;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  ({ base, close: closeServer } = await listen(ctx, (request) => ctx.app.fetch(request)));
});

afterAll(async () => {
  await closeServer();
  await ctx.close();
});

describe('the provider without Node bindings', () => {
  it('runs the code flow with PKCE, the token and refresh grants, and the API accepts the token', async () => {
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${base}/oidc`);
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const redirect = `${base}/callback-oauth`;
    const authorize = `${discovery.authorization_endpoint}?${new URLSearchParams({
      client_id: 'rove-web',
      redirect_uri: redirect,
      response_type: 'code',
      scope: 'openid profile email',
      state: 'bridge-state',
      nonce: 'bridge-nonce',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      asch: 'google',
    })}`;
    const { response } = await browser.follow(await browser.get(authorize), base, () => false);
    const page = await response.text();
    const emailAction = page.match(/action="(\/oidc\/interaction\/[^"]+\/email)"/)![1]!;
    const email = `bridge-${Date.now()}@example.test`;
    const codeStep = await (await browser.postForm(`${base}${emailAction}`, { email })).text();
    const codeAction = codeStep.match(/action="(\/oidc\/interaction\/[^"]+\/code)"/)![1]!;
    const mail = await ctx.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).executeTakeFirstOrThrow();
    const submitted = await browser.postForm(`${base}${codeAction}`, {
      email,
      code: mail.subject.match(/\d{6}/)![0],
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    const { url } = await browser.follow(submitted, base, (u) => u.startsWith(`${base}/callback-oauth`));
    const returned = new URL(url);
    expect(returned.searchParams.get('state')).toBe('bridge-state');

    const token = (fields: Record<string, string>) =>
      fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'rove-web', ...fields }).toString(),
      });
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: returned.searchParams.get('code')!,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as { access_token: string; id_token: string; refresh_token: string };
    expect(decodeJwt(tokens.id_token)).toMatchObject({ nonce: 'bridge-nonce', email, given_name: 'Katherine' });
    expect((await fetch(`${base}/api/account/session`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(200);
    const replay = await token({
      grant_type: 'authorization_code',
      code: returned.searchParams.get('code')!,
      redirect_uri: redirect,
      code_verifier: verifier,
    });
    expect(replay.status).toBe(400);
  });

  it('answers in-process requests too (discovery and keys)', async () => {
    const keys = await ctx.json<{ keys: Array<{ kid: string; kty: string; d?: string }> }>('/oidc/jwks');
    expect(keys.status).toBe(200);
    expect(keys.body.keys[0]).toMatchObject({ kty: 'EC' });
    expect(keys.body.keys[0]!.d).toBeUndefined();
  });
});
