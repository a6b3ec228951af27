import type { Locale } from '@rove/contract';
import { sql } from 'kysely';
import { mailTemplates } from '../mail/templates.ts';
import { adminAccessTokenTtlSeconds, adminAudience, signAccessToken } from './access-token.ts';
import type { AuthUser, UserId } from './auth-user.ts';
import { codeHash, opaqueToken, sameHash, sixDigitCode, tokenHash } from './codes.ts';
import type { Identity } from './identity.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import type { RateLimitDecision, RateLimitName } from './rate-limit.ts';
import { authUserFromRow } from './roles.ts';
import type { ExternalProvider, SignUpMethod } from './schema.ts';
import { issueTokens, loadAuthUser, revokeAllSessions, type TokenSet } from './sessions.ts';
import { type SignUpContext, signupFromPlatform } from './sign-up-context.ts';
import { inTransaction } from '../db/transaction.ts';
import type { MailDb } from '../mail/mailer.ts';

export const challengeTtlMinutes = 15;
export const challengeMaxAttempts = 5;
export const recoveryCodeTtlMinutes = 60;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Language = Locale;

const userByEmail = (identity: Identity, email: string) =>
  identity.db
    .selectFrom('users')
    .leftJoin('credentials', 'credentials.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.is_owner',
      'users.user_type',
      'users.first_name',
      'users.language',
      'credentials.password_hash',
    ])
    .where(sql<string>`lower(users.email)`, '=', normaliseEmail(email))
    .executeTakeFirst();

/** The app's origin for links in mail (APP_ORIGIN when the app is served apart, else the server's). */
function appUrl(identity: Identity): string {
  return identity.appOrigins[identity.appOrigins.length - 1] ?? identity.publicUrl;
}

/**
 * A request that sends mail (sign-up, recovery, e-mailed code) counts under each entry, counted before it is
 * checked so that requests sent at once see each other; a refused one is not counted.
 */
async function countRequest(identity: Identity, entries: ReadonlyArray<[RateLimitName, string | undefined]>): Promise<RateLimitDecision> {
  return (await identity.limiter.begin(entries, entries)).decision;
}

// ---- Sign-in -------------------------------------------------------------------------------------------

export type CredentialsCheck =
  | { ok: true; user: AuthUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * Checks an address and password. Unknown address and wrong password give the same answer after the same work
 * (a decoy hash is verified), and failures count per address typed and per client address, registered or not.
 */
export async function verifyCredentials(
  identity: Identity,
  input: { email: string; password: string; address: string | undefined },
): Promise<CredentialsCheck> {
  const email = normaliseEmail(input.email);
  const pair = input.address === undefined ? undefined : `${email}|${input.address}`;
  // An address the account signed in from lately is not held back by failures from other addresses.
  const usual = pair !== undefined && !(await identity.limiter.check('signInUsualAddress', pair)).allowed;
  // The attempt counts as a failure from the start, so that guesses sent at once see each other; a success takes
  // it back, and so does a refusal (asking while held back costs nothing).
  const attempt = await identity.limiter.begin(
    [
      ['signInPerAccountAddress', pair ?? email],
      ['signInPerAccount', email],
      ['signInPerAddress', input.address],
    ],
    [
      ['signInPerAccountAddress', pair ?? email],
      ['signInPerAddress', input.address],
      ...(usual ? [] : [['signInPerAccount', email] as [RateLimitName, string]]),
    ],
  );
  if (!attempt.decision.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.decision.retryAfterSeconds };
  const row = await userByEmail(identity, email);
  const valid = await verifyPassword(input.password, row?.password_hash ?? (await decoyPasswordHash()));
  if (!row || !row.password_hash || !valid) return { ok: false, reason: 'invalid' };
  await attempt.takeBack();
  await identity.limiter.reset('signInPerAccountAddress', pair ?? email);
  if (pair !== undefined) {
    await identity.limiter.reset('signInUsualAddress', pair);
    await identity.limiter.record('signInUsualAddress', pair);
  }
  await identity.db.updateTable('users').set({ last_login: identity.now() }).where('id', '=', row.id).execute();
  return { ok: true, user: authUserFromRow(row) };
}

export type SignInResult = { ok: true; tokens: TokenSet; user: AuthUser } | Exclude<CredentialsCheck, { ok: true }>;

/** Credentials sign-in: a new session (refresh token family) for the checked account. */
export async function signIn(
  identity: Identity,
  input: { email: string; password: string; address: string | undefined; userAgent?: string },
): Promise<SignInResult> {
  const check = await verifyCredentials(identity, input);
  if (!check.ok) return check;
  return { ok: true, user: check.user, tokens: await issueTokens(identity, check.user, { userAgent: input.userAgent }) };
}

// ---- Sign-up (confirmed by an e-mailed code) ----------------------------------------------------------

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  context: SignUpContext;
  address: string | undefined;
  /** The platform header when the body has none. */
  platform?: string;
}

interface PendingSignUp {
  passwordHash: string;
  firstName: string;
  lastName: string;
  context: SignUpContext;
  platform?: string;
}

/**
 * Starts a sign-up. The answer never depends on whether the address is registered: a new address gets a
 * six-digit code to confirm with, a registered one gets a notice instead (sign in or recover the password).
 */
export async function startSignUp(identity: Identity, input: SignUpInput): Promise<RateLimitDecision> {
  const email = normaliseEmail(input.email);
  const limit = await countRequest(identity, [
    ['signUpPerAddress', input.address],
    ['signUpPerAccount', email],
  ]);
  if (!limit.allowed) return limit;
  const language: Language = input.context.lang ?? 'en';
  // Hash in both branches so both take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await userByEmail(identity, email);
  if (existing) {
    await identity.mailer.send(
      mailTemplates.signUpExistingAccount(existing.email, existing.language, {
        firstName: existing.first_name || undefined,
        recoveryUrl: `${appUrl(identity)}/recovery-password`,
      }),
    );
    return { allowed: true };
  }
  const pending: PendingSignUp = {
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    context: input.context,
    platform: input.platform,
  };
  // The code and its mail commit together (durable mail: mail/mailer.ts).
  await inTransaction(identity.db, async (trx) => {
    const code = await createChallenge(identity, 'sign-up', input.email.trim(), pending as unknown as Record<string, unknown>, trx);
    await identity.mailer.send(
      mailTemplates.signUpCode(input.email.trim(), language, { code, firstName: input.firstName, minutes: challengeTtlMinutes }),
      trx,
    );
  });
  identity.mailer.nudge();
  return { allowed: true };
}

export type ConfirmResult = { ok: true; tokens: TokenSet; user: AuthUser } | { ok: false };

/** Finishes a sign-up with the e-mailed code: creates the account and signs it in. */
export async function confirmSignUp(
  identity: Identity,
  input: { email: string; code: string; userAgent?: string },
): Promise<ConfirmResult> {
  const challenge = await consumeChallenge(identity, 'sign-up', input.email, input.code);
  if (!challenge) return { ok: false };
  const pending = challenge.payload as unknown as PendingSignUp;
  const created = await createAccount(identity, {
    email: challenge.email,
    firstName: pending.firstName,
    lastName: pending.lastName,
    passwordHash: pending.passwordHash,
    context: pending.context,
    platform: pending.platform,
    method: 'credentials',
  });
  if (!created) return { ok: false };
  const user = (await loadAuthUser(identity, created))!;
  await identity.db.updateTable('users').set({ last_login: identity.now() }).where('id', '=', user.id).execute();
  return { ok: true, user, tokens: await issueTokens(identity, user, { userAgent: input.userAgent }) };
}

/** Creates the users row, its credential (if any) and sign-up context; undefined if the address was taken meanwhile. */
async function createAccount(
  identity: Identity,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash?: string;
    context: SignUpContext;
    platform?: string;
    method: SignUpMethod;
  },
): Promise<UserId | undefined> {
  const { context } = input;
  const asHost = context.signUpAs === 1;
  const platform = context.platform ?? input.platform;
  const id = await inTransaction(identity.db, async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', normaliseEmail(input.email))
      .executeTakeFirst();
    if (taken) return undefined;
    const row = await trx
      .insertInto('users')
      .values({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        language: context.lang ?? 'en',
        is_owner: asHost,
        user_type: asHost ? 'Owner' : 'Renter',
        signup_from: signupFromPlatform(platform),
        country: context.signUpCountry ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.passwordHash) await trx.insertInto('credentials').values({ user_id: row.id, password_hash: input.passwordHash }).execute();
    await trx
      .insertInto('signup_contexts')
      .values({
        user_id: row.id,
        method: input.method,
        sign_up_as: context.signUpAs ?? null,
        sign_up_country: context.signUpCountry ?? null,
        owner_newsletter: context.ownerNewsletter ?? false,
        renter_newsletter: context.renterNewsletter ?? false,
        hear_about_us: context.hearAboutUs ?? null,
        referral_code: context.referralCode ?? null,
        page_source: context.pageSource ?? null,
        platform: platform ?? null,
      })
      .execute();
    // The welcome commits with the account.
    await identity.mailer.send(
      mailTemplates.welcome(input.email, context.lang ?? 'en', {
        firstName: input.firstName || undefined,
        appUrl: appUrl(identity),
        asHost,
      }),
      trx,
    );
    return row.id;
  });
  if (id !== undefined) identity.mailer.nudge();
  return id;
}

// ---- E-mailed six-digit codes -------------------------------------------------------------------------

type ChallengePurpose = 'sign-up' | 'provider-sign-in';

async function createChallenge(
  identity: Identity,
  purpose: ChallengePurpose,
  email: string,
  payload: Record<string, unknown>,
  db: MailDb = identity.db,
): Promise<string> {
  const id = crypto.randomUUID();
  const code = sixDigitCode();
  // A new code replaces the earlier ones for the same purpose and address.
  await db
    .updateTable('email_challenges')
    .set({ used_at: identity.now() })
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_challenges')
    .values({
      id,
      purpose,
      email,
      code_hash: codeHash(id, code),
      payload: JSON.stringify(payload),
      expires_at: new Date(identity.now().getTime() + challengeTtlMinutes * 60_000),
    })
    .execute();
  return code;
}

/** The live challenge if the code matches; each wrong code uses one of its few attempts. */
async function consumeChallenge(identity: Identity, purpose: ChallengePurpose, email: string, code: string) {
  const now = identity.now();
  const challenge = await identity.db
    .selectFrom('email_challenges')
    .selectAll()
    .where('purpose', '=', purpose)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!challenge || challenge.attempts >= challengeMaxAttempts) return undefined;
  const matches = sameHash(codeHash(challenge.id, code.trim()), challenge.code_hash);
  const spent = await identity.db
    .updateTable('email_challenges')
    .set(matches ? { used_at: now, attempts: challenge.attempts + 1 } : { attempts: challenge.attempts + 1 })
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .where('attempts', '=', challenge.attempts)
    .returning('id')
    .executeTakeFirst();
  return matches && spent ? challenge : undefined;
}

// ---- The local identity provider's e-mail sign-in ------------------------------------------------------

export async function startProviderSignIn(
  identity: Identity,
  input: { email: string; provider: ExternalProvider; language: Language; address: string | undefined },
): Promise<RateLimitDecision> {
  const email = normaliseEmail(input.email);
  const limit = await countRequest(identity, [
    ['providerCodePerAddress', input.address],
    ['providerCodePerAccount', email],
  ]);
  if (!limit.allowed) return limit;
  await inTransaction(identity.db, async (trx) => {
    const code = await createChallenge(identity, 'provider-sign-in', input.email.trim(), { provider: input.provider }, trx);
    await identity.mailer.send(
      mailTemplates.providerSignInCode(input.email.trim(), input.language, {
        code,
        provider: input.provider,
        minutes: challengeTtlMinutes,
      }),
      trx,
    );
  });
  identity.mailer.nudge();
  return { allowed: true };
}

/**
 * With the right code, signs into the account of that address, creating it (with the sign-up context of the
 * authorization request) when there is none, and links the provider to it.
 */
export async function completeProviderSignIn(
  identity: Identity,
  input: { email: string; code: string; provider: ExternalProvider; firstName: string; lastName: string; context: SignUpContext },
): Promise<{ ok: true; userId: UserId; created: boolean } | { ok: false }> {
  const challenge = await consumeChallenge(identity, 'provider-sign-in', input.email, input.code);
  if (!challenge) return { ok: false };
  let userId = (await userByEmail(identity, challenge.email))?.id;
  const created = userId === undefined;
  if (userId === undefined) {
    userId = await createAccount(identity, {
      email: challenge.email,
      firstName: input.firstName,
      lastName: input.lastName,
      context: input.context,
      method: input.provider,
    });
    userId ??= (await userByEmail(identity, challenge.email))?.id;
    if (userId === undefined) return { ok: false };
  }
  const now = identity.now();
  await identity.db
    .insertInto('external_identities')
    .values({ user_id: userId, provider: input.provider, linked_at: now, last_used_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ last_used_at: now }))
    .execute();
  await identity.db.updateTable('users').set({ last_login: now }).where('id', '=', userId).execute();
  return { ok: true, userId, created };
}

// ---- Password recovery ---------------------------------------------------------------------------------

/** Sends a one-time link when the address has an account; the caller answers the same either way. */
export async function requestRecovery(
  identity: Identity,
  input: { email: string; address: string | undefined; lang?: Language },
): Promise<RateLimitDecision> {
  const email = normaliseEmail(input.email);
  const limit = await countRequest(identity, [
    ['recoveryPerAccount', email],
    ['recoveryPerAddress', input.address],
  ]);
  if (!limit.allowed) return limit;
  // The same time for known and unknown addresses: the work (code, mail) runs, then the answer waits until
  // recoveryAnswerMs have passed since the request came in, whichever address was typed.
  const started = performance.now();
  await sendRecovery(identity, email, input.lang);
  const rest = recoveryAnswerMs - (performance.now() - started);
  if (rest > 0) await new Promise((done) => setTimeout(done, rest));
  return { allowed: true };
}

/** Recovery answers are held to at least this long (ms), so their timing tells nothing about the address. */
export const recoveryAnswerMs = 250;

async function sendRecovery(identity: Identity, email: string, lang: Language | undefined): Promise<void> {
  const user = await userByEmail(identity, email);
  if (!user) return;
  const code = opaqueToken();
  await inTransaction(identity.db, async (trx) => {
    await trx
      .insertInto('recovery_codes')
      .values({
        code_hash: tokenHash(code),
        user_id: user.id,
        expires_at: new Date(identity.now().getTime() + recoveryCodeTtlMinutes * 60_000),
      })
      .execute();
    await identity.mailer.send(
      mailTemplates.recovery(user.email, lang ?? user.language, {
        url: `${appUrl(identity)}/recovery-password/${code}`,
        minutes: recoveryCodeTtlMinutes,
        firstName: user.first_name || undefined,
      }),
      trx,
    );
  });
  identity.mailer.nudge();
}

async function liveRecoveryCode(identity: Identity, code: string) {
  return identity.db
    .selectFrom('recovery_codes')
    .select(['code_hash', 'user_id'])
    .where('code_hash', '=', tokenHash(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', identity.now())
    .executeTakeFirst();
}

export async function recoveryCodeIsValid(identity: Identity, code: string): Promise<boolean> {
  return (await liveRecoveryCode(identity, code)) !== undefined;
}

/** Sets the new password, spends every open code of the account and signs out all its sessions. */
export async function resetPassword(identity: Identity, input: { code: string; password: string }): Promise<boolean> {
  const live = await liveRecoveryCode(identity, input.code);
  if (!live) return false;
  const now = identity.now();
  const spent = await identity.db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', live.code_hash)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!spent) return false;
  const passwordHash = await hashPassword(input.password);
  // The new password and its notice commit together.
  await inTransaction(identity.db, async (trx) => {
    await trx
      .insertInto('credentials')
      .values({ user_id: live.user_id, password_hash: passwordHash, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: now }))
      .execute();
    await trx
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', live.user_id)
      .where('used_at', 'is', null)
      .execute();
    const user = await trx
      .selectFrom('users')
      .select(['email', 'language', 'first_name'])
      .where('id', '=', live.user_id)
      .executeTakeFirstOrThrow();
    await identity.mailer.send(mailTemplates.passwordChanged(user.email, user.language, { firstName: user.first_name || undefined }), trx);
  });
  identity.mailer.nudge();
  await revokeAllSessions(identity, live.user_id);
  return true;
}

// ---- Administrator ---------------------------------------------------------------------------------------

export type AdminTokenResult =
  | { ok: true; AdminAccessToken: string; TokenType: 'Bearer'; ExpiresIn: number }
  | { ok: false; reason: 'forbidden' | 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/** The separate admin access token: administrators only, after typing their password again. */
export async function issueAdminToken(identity: Identity, user: AuthUser, password: string): Promise<AdminTokenResult> {
  const fresh = await loadAuthUser(identity, user.id);
  if (!fresh?.roles.includes('administrator')) return { ok: false, reason: 'forbidden' };
  const email = normaliseEmail(fresh.email);
  // Counted before it is checked, as a sign-in is (verifyCredentials).
  const attempt = await identity.limiter.begin([['signInPerAccount', email]], [['signInPerAccount', email]]);
  if (!attempt.decision.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.decision.retryAfterSeconds };
  const credential = await identity.db.selectFrom('credentials').select('password_hash').where('user_id', '=', fresh.id).executeTakeFirst();
  if (!credential || !(await verifyPassword(password, credential.password_hash))) return { ok: false, reason: 'invalid' };
  await attempt.takeBack();
  const token = await signAccessToken(identity.signingKey, fresh, {
    issuer: identity.issuer,
    audience: adminAudience,
    ttlSeconds: adminAccessTokenTtlSeconds,
    now: identity.now().getTime(),
  });
  return { ok: true, AdminAccessToken: token, TokenType: 'Bearer', ExpiresIn: adminAccessTokenTtlSeconds };
}
