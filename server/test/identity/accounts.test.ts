import { cookies } from '@rove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReuseGraceMs } from '../../src/identity/sessions.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy the client address is X-Forwarded-For: each request below comes from its own
  // address unless a test says otherwise, so that per-address limits do not leak between tests.
  process.env.TRUST_PROXY = '1';
  // Cheaper scrypt for the many sign-ups here (the production cost is covered in password.test.ts).
  process.env.SCRYPT_LOG_N = '10';
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  delete process.env.SCRYPT_LOG_N;
  await ctx.close();
});

let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress(), ...headers },
  body: JSON.stringify(body),
});

async function latestMail(to: string, kind?: string) {
  let query = ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc');
  if (kind) query = query.where('kind', '=', kind);
  return query.executeTakeFirst();
}

function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${cookies.refresh.name}=`));
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.split(';')[0]!;
}

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;

/** Sign-up through the API, reading the code from the outbox as the person would from their inbox. */
async function signUp(fields: Record<string, unknown> = {}) {
  const email = (fields.Email as string) ?? uniqueEmail('person');
  const password = (fields.Password as string) ?? 'a long enough password';
  const started = await ctx.request(
    '/api/account/sign-up',
    post({ Email: email, Password: password, FirstName: 'Ada', LastName: 'Lovelace', ...fields }),
  );
  expect(started.status).toBe(202);
  const mail = await latestMail(email, 'sign-up-code');
  const code = mail!.subject.match(/\d{6}/)![0];
  const confirmed = await ctx.request('/api/account/sign-up/confirm', post({ Email: email, Code: code }));
  expect(confirmed.status).toBe(200);
  const tokens = (await confirmed.json()) as { AccessToken: string; RefreshToken?: string };
  return { email, password, tokens, cookie: refreshCookie(confirmed) };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('sign-up with an e-mailed code', () => {
  it('creates the account with the sign-up context and opens a session', async () => {
    const { email, tokens } = await signUp({
      lang: 'fr',
      signUpAs: 1,
      signUpCountry: 'CA',
      ownerNewsletter: true,
      hearAboutUs: 'Friend',
      referralCode: 'ROVE10',
    });
    const session = await ctx.json<Record<string, unknown>>('/api/account/session', bearer(tokens.AccessToken));
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      email,
      isOwner: true,
      locale: 'fr',
      roles: ['renter', 'owner'],
      User: {
        Email: email,
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Language: 'French',
        IsOwner: true,
        UserType: 'Owner',
        HasRv: false,
        SignupFrom: 'Web',
        SuperHost: { IsActive: false },
        PhoneNumber: null,
        CountryPhoneCode: '+1',
      },
    });
    const user = session.body.User as { Id: number; CreatedDate: string; LastLogin: string };
    expect(session.body.id).toBe(user.Id);
    expect(Date.parse(user.CreatedDate)).not.toBeNaN();
    expect(Date.parse(user.LastLogin)).not.toBeNaN();
    const context = await ctx.db.selectFrom('signup_contexts').selectAll().where('user_id', '=', user.Id).executeTakeFirstOrThrow();
    expect(context).toMatchObject({
      method: 'credentials',
      sign_up_as: 1,
      sign_up_country: 'CA',
      owner_newsletter: true,
      renter_newsletter: false,
      hear_about_us: 'Friend',
      referral_code: 'ROVE10',
    });
    expect((await latestMail(email))!.kind).toBe('welcome');
    expect((await latestMail(email))!.language).toBe('fr');
  });

  it('signs renters up as renters (signUpAs 2)', async () => {
    const { tokens } = await signUp({ signUpAs: 2 });
    const session = await ctx.json<{ isOwner: boolean; roles: string[] }>('/api/account/session', bearer(tokens.AccessToken));
    expect(session.body).toMatchObject({ isOwner: false, roles: ['renter'] });
  });

  it('refuses a wrong code, and a right code after too many wrong ones', async () => {
    const email = uniqueEmail('wrong-code');
    await ctx.request('/api/account/sign-up', post({ Email: email, Password: 'a long enough password', FirstName: 'A', LastName: 'B' }));
    const code = (await latestMail(email, 'sign-up-code'))!.subject.match(/\d{6}/)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await ctx.json<{ StatusMessage: string }>('/api/account/sign-up/confirm', post({ Email: email, Code: wrong }));
      expect(response.status).toBe(400);
      expect(response.body.StatusMessage).toBe('INVALID_CODE');
    }
    expect((await ctx.request('/api/account/sign-up/confirm', post({ Email: email, Code: code }))).status).toBe(400);
  });

  it('validates the body with field errors', async () => {
    const response = await ctx.json<{ Errors: Record<string, string[]> }>(
      '/api/account/sign-up',
      post({ Email: 'not-an-email', Password: 'short', FirstName: '', LastName: 'B', signUpAs: 3 }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.Errors)).toEqual(expect.arrayContaining(['Email', 'Password', 'FirstName', 'signUpAs']));
  });
});

describe('no endpoint reveals whether an email is registered', () => {
  it('answers sign-up, recovery and failed sign-in the same for a registered and an unknown address', async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail('nobody');
    const answers = async (address: string) => {
      const signUpAnswer = await ctx.json(
        '/api/account/sign-up',
        post({ Email: address, Password: 'another long password', FirstName: 'X', LastName: 'Y' }),
      );
      const recovery = await ctx.json('/api/account/recovery-password', post({ Email: address }));
      const signIn = await ctx.json('/api/account/sign-in', post({ Email: address, Password: 'wrong password!' }));
      return [signUpAnswer, recovery, signIn].map(({ status, body }) => ({ status, body }));
    };
    expect(await answers(email)).toEqual(await answers(unknown));
    // The registered address was told instead of getting a code; the unknown one got a code.
    expect(await latestMail(email, 'sign-up-existing-account')).toBeDefined();
    expect(await latestMail(unknown, 'sign-up-code')).toBeDefined();
    expect(await latestMail(unknown, 'recovery')).toBeUndefined();
  });
});

describe('credentials sign-in', () => {
  it('signs in with the right password and rejects a wrong one', async () => {
    const { email, password } = await signUp();
    const ok = await ctx.request('/api/account/sign-in', post({ Email: email.toUpperCase(), Password: password }));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 900 });
    // Web clients never see the refresh token: it is an HttpOnly, SameSite cookie.
    expect(body.RefreshToken).toBeUndefined();
    const cookie = ok.headers.getSetCookie().find((value) => value.startsWith(`${cookies.refresh.name}=`))!;
    // Wire format, pinned on purpose: renaming a cookie would sign every visitor out and break the native apps.
    expect(cookie).toMatch(/^rove_refresh=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/account/);
    // Beside it, the page's hint (no secret, readable, site-wide): the app asks for a session at start only then.
    const hint = ok.headers.getSetCookie().find((value) => value.startsWith(`${cookies.sessionHint.name}=`))!;
    expect(hint).toMatch(/^rove_session_hint=1;/); // wire format, pinned on purpose (as above)
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\/;/);
    const bad = await ctx.json<{ StatusMessage: string }>('/api/account/sign-in', post({ Email: email, Password: 'not the password' }));
    expect(bad.status).toBe(401);
    expect(bad.body.StatusMessage).toBe('INVALID_CREDENTIALS');
  });

  it('gives native apps the refresh token in the body', async () => {
    const { email, password } = await signUp();
    const ok = await ctx.json<{ RefreshToken?: string }>(
      '/api/account/sign-in',
      post({ Email: email, Password: password }, { 'X-Platform': 'android' }),
    );
    expect(ok.body.RefreshToken).toMatch(/^[\w-]{40,}$/);
  });

  it('answers in French when asked', async () => {
    const bad = await ctx.json<{ Message: string }>(
      '/api/account/sign-in',
      post({ Email: uniqueEmail('fr'), Password: 'x' }, { 'Accept-Language': 'fr-CA' }),
    );
    expect(bad.body.Message).toBe('L’adresse courriel ou le mot de passe est incorrect.');
  });
});

describe('refresh rotation and reuse detection', () => {
  it('rotates the refresh token on every use', async () => {
    const { cookie } = await signUp();
    const first = await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(first.status).toBe(200);
    const next = refreshCookie(first);
    expect(next).not.toBe(cookie);
    const { AccessToken, Session } = (await first.json()) as { AccessToken: string; Session: unknown };
    const session = await ctx.request('/api/account/session', bearer(AccessToken));
    expect(session.status).toBe(200);
    // The refresh carries the session its tokens open: a page restoring its session makes one call, not two.
    expect(Session).toEqual(await session.json());
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: next } })).status).toBe(200);
  });

  it('gives a new pair to a used token that comes back within its grace (its successor never reached the browser)', async () => {
    const { cookie } = await signUp();
    // The browser's refresh was aborted (it left the page) after the server had rotated: it never got `lost`.
    const lost = refreshCookie(await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } }));
    const again = await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(again.status).toBe(200);
    const { AccessToken } = (await again.json()) as { AccessToken: string };
    expect((await ctx.request('/api/account/session', bearer(AccessToken))).status).toBe(200);
    // The session goes on, from either successor.
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: refreshCookie(again) } })).status).toBe(200);
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: lost } })).status).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back after its grace', async () => {
    const { cookie } = await signUp();
    const rotated = await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } });
    const current = refreshCookie(rotated);
    // Used longer ago than the grace.
    await sql`update refresh_tokens set used_at = used_at - ${`${refreshReuseGraceMs + 1000} milliseconds`}::interval where used_at is not null`.execute(
      ctx.db,
    );
    // The old token is replayed (stolen): refused, and the family is revoked...
    const replay = await ctx.json<{ StatusMessage: string }>('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
    expect(replay.body.StatusMessage).toBe('INVALID_REFRESH_TOKEN');
    // ...so the legitimate newest token no longer works either.
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: current } })).status).toBe(401);
  });

  it('accepts the token in the body (native apps) and refuses garbage', async () => {
    const { email, password } = await signUp();
    const signIn = await ctx.json<{ RefreshToken: string }>(
      '/api/account/sign-in',
      post({ Email: email, Password: password }, { 'X-Platform': 'ios-v1' }),
    );
    const refreshed = await ctx.json<{ RefreshToken: string }>(
      '/api/account/refresh',
      post({ RefreshToken: signIn.body.RefreshToken }, { 'X-Platform': 'ios-v1' }),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.RefreshToken).not.toBe(signIn.body.RefreshToken);
    expect((await ctx.request('/api/account/refresh', post({ RefreshToken: 'x'.repeat(43) }))).status).toBe(401);
    expect((await ctx.request('/api/account/refresh', { method: 'POST' })).status).toBe(401);
    // A web client may send JSON headers with no body, or an empty object: the cookie is then used.
    const { cookie } = await signUp();
    const empty = await ctx.request('/api/account/refresh', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    });
    expect(empty.status).toBe(200);
    const emptyObject = await ctx.request('/api/account/refresh', {
      ...post({}),
      headers: { Cookie: refreshCookie(empty), 'Content-Type': 'application/json' },
    });
    expect(emptyObject.status).toBe(200);
  });

  it('sign-out revokes the session', async () => {
    const { cookie } = await signUp();
    const out = await ctx.request('/api/account/sign-out', { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toContain(`${cookies.refresh.name}=;`);
    expect(out.headers.getSetCookie().join()).toContain(`${cookies.sessionHint.name}=;`);
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('password recovery', () => {
  it('sets a new password with the one-time code, which then stops working', async () => {
    const { email, password, cookie } = await signUp();
    expect((await ctx.request('/api/account/recovery-password', post({ Email: email, lang: 'fr' }))).status).toBe(202);
    const mail = (await latestMail(email, 'recovery'))!;
    expect(mail.language).toBe('fr');
    const code = mail.text_body.match(/\/recovery-password\/([\w-]+)/)![1]!;
    expect((await ctx.request(`/api/account/recovery-password/${code}`)).status).toBe(204);
    const reset = await ctx.request(`/api/account/recovery-password/${code}`, post({ Password: 'my brand new password' }));
    expect(reset.status).toBe(204);
    expect((await ctx.request('/api/account/sign-in', post({ Email: email, Password: password }))).status).toBe(401);
    expect((await ctx.request('/api/account/sign-in', post({ Email: email, Password: 'my brand new password' }))).status).toBe(200);
    // One time only, and every earlier session is signed out.
    expect((await ctx.request(`/api/account/recovery-password/${code}`, post({ Password: 'yet another password' }))).status).toBe(400);
    expect((await ctx.request(`/api/account/recovery-password/${code}`)).status).toBe(400);
    expect((await ctx.request('/api/account/refresh', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(401);
    expect((await latestMail(email))!.kind).toBe('password-changed');
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp();
    await ctx.request('/api/account/recovery-password', post({ Email: email }));
    const code = (await latestMail(email, 'recovery'))!.text_body.match(/\/recovery-password\/([\w-]+)/)![1]!;
    await ctx.db
      .updateTable('recovery_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await ctx.json<{ StatusMessage: string }>(
      `/api/account/recovery-password/${code}`,
      post({ Password: 'my brand new password' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.StatusMessage).toBe('INVALID_CODE');
  });
});

describe('permissions and the admin access token', () => {
  it('lists permissions by role', async () => {
    const renter = await signUp({ signUpAs: 2 });
    const owner = await signUp({ signUpAs: 1 });
    const renterList = await ctx.json<string[]>('/api/account/me/permissions', bearer(renter.tokens.AccessToken));
    const ownerList = await ctx.json<string[]>('/api/account/me/permissions', bearer(owner.tokens.AccessToken));
    expect(renterList.body).toContain('bookings:request');
    expect(renterList.body).not.toContain('bookings:approve');
    expect(ownerList.body).toContain('bookings:approve');
    expect((await ctx.request('/api/account/me/permissions')).status).toBe(401);
  });

  it('gives administrators a separate admin token, and nobody else', async () => {
    const admin = await signUp();
    await ctx.db.updateTable('users').set({ user_type: 'Administrator' }).where('email', '=', admin.email).execute();
    const signIn = await ctx.json<{ AccessToken: string }>('/api/account/sign-in', post({ Email: admin.email, Password: admin.password }));
    const auth = { Authorization: `Bearer ${signIn.body.AccessToken}` };
    expect(await ctx.json<string[]>('/api/account/me/permissions', { headers: auth }).then((r) => r.body)).toContain('admin:access');
    expect((await ctx.request('/api/account/admin-token', post({ Password: 'wrong password' }, auth))).status).toBe(401);
    const token = await ctx.json<{ AdminAccessToken: string }>('/api/account/admin-token', post({ Password: admin.password }, auth));
    expect(token.status).toBe(200);
    // Admin routes take only the admin token; the admin token is not a normal access token.
    expect((await ctx.request('/api/admin/session', { headers: auth })).status).toBe(401);
    const adminSession = await ctx.json<{ roles: string[] }>('/api/admin/session', bearer(token.body.AdminAccessToken));
    expect(adminSession.status).toBe(200);
    expect(adminSession.body.roles).toContain('administrator');
    expect((await ctx.request('/api/account/session', bearer(token.body.AdminAccessToken))).status).toBe(401);

    const renter = await signUp();
    const refused = await ctx.request(
      '/api/account/admin-token',
      post({ Password: renter.password }, { Authorization: `Bearer ${renter.tokens.AccessToken}` }),
    );
    expect(refused.status).toBe(403);
  });
});

describe('rate limiting', () => {
  it('holds an account back after 5 failed sign-ins, whether or not it exists, without holding back others', async () => {
    const { email, password } = await signUp();
    const unknown = uniqueEmail('ghost');
    for (const address of [email, unknown]) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await ctx.request('/api/account/sign-in', post({ Email: address, Password: 'wrong password' }))).status).toBe(401);
      }
      const locked = await ctx.request('/api/account/sign-in', post({ Email: address, Password: 'wrong password' }));
      expect(locked.status).toBe(429);
      // A growing delay, not a lockout: the first wait is 5 seconds, and the answer says so.
      expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(locked.headers.get('Retry-After'))).toBeLessThanOrEqual(5);
      const body = (await locked.json()) as { StatusMessage: string; Message: string };
      expect(body.StatusMessage).toBe('RATE_LIMITED');
      expect(body.Message).toMatch(/Try again in [1-5] seconds?\./);
    }
    // From the address that guessed, even the right password waits out the delay (5 s after the 5th failure).
    expect((await ctx.request('/api/account/sign-in', post({ Email: email, Password: password }))).status).toBe(429);
    const other = await signUp();
    expect((await ctx.request('/api/account/sign-in', post({ Email: other.email, Password: other.password }))).status).toBe(200);
  });

  it('limits failed sign-ins from one address across accounts', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.77' };
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await ctx.request('/api/account/sign-in', post({ Email: uniqueEmail('spray'), Password: 'guess' }, from))).status).toBe(401);
    }
    expect((await ctx.request('/api/account/sign-in', post({ Email: uniqueEmail('spray'), Password: 'guess' }, from))).status).toBe(429);
    expect((await ctx.request('/api/account/sign-in', post({ Email: uniqueEmail('spray'), Password: 'guess' }))).status).toBe(401);
  });

  it('limits recovery requests per address typed', async () => {
    const email = uniqueEmail('recover');
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await ctx.request('/api/account/recovery-password', post({ Email: email }))).status).toBe(202);
    expect((await ctx.request('/api/account/recovery-password', post({ Email: email }))).status).toBe(429);
  });
});

describe('security headers and CORS', () => {
  it('sets the security headers on every response, errors included', async () => {
    for (const path of ['/api/health', '/api/account/session', '/api/no-such-route']) {
      const response = await ctx.request(path);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain('frame-ancestors');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows only the app origin', async () => {
    const origin = new URL(ctx.deps.config.publicUrl).origin;
    const preflight = (from: string) =>
      ctx.request('/api/account/sign-in', {
        method: 'OPTIONS',
        headers: { Origin: from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight(origin);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('housekeeping', () => {
  it('sweeps expired codes and refresh tokens', async () => {
    await signUp();
    const { sweepExpired } = await import('../../src/identity/sweep.ts');
    await sweepExpired(ctx.db, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    const count = async (table: 'refresh_tokens' | 'email_challenges' | 'recovery_codes') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('refresh_tokens')).toBe(0);
    expect(await count('email_challenges')).toBe(0);
    expect(await count('recovery_codes')).toBe(0);
  });
});
