import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../http/logger.ts';
import { type Mailer, mailerFor } from '../mail/mailer.ts';
import { loadCookieSecrets, loadSigningKey } from './key-store.ts';
import type { SigningKey } from './keyring.ts';
import { DatabaseRateLimiter, type Limiter, type RateLimitName, type RateLimitPolicy } from './rate-limit.ts';
import { scheduleSweeps } from './sweep.ts';

/** What the identity parts share: database, clock, mail, limits, keys and the public addresses. */
export interface Identity {
  db: Kysely<Database>;
  logger: Logger;
  mailer: Mailer;
  limiter: Limiter;
  now: () => Date;
  env: AppDeps['config']['env'];
  /** The server's public origin (links in mail). */
  publicUrl: string;
  /** The identity provider's issuer: `${publicUrl}/oidc`. */
  issuer: string;
  /** Origins of the web app: CORS and the provider's redirect URIs. */
  appOrigins: string[];
  signingKey: SigningKey;
  cookieSecrets: string[];
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** APP_ORIGIN (comma-separated; e.g. a Vite dev server) plus the public URL's own origin. */
export function appOriginsFor(publicUrl: string, configured = process.env.APP_ORIGIN): string[] {
  const extra = (configured ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(originOf);
  return [...new Set([originOf(publicUrl), ...extra])];
}

const identities = new WeakMap<AppDeps, Promise<Identity>>();
const limiters = new WeakMap<AppDeps, Limiter>();

/**
 * The identity of an app, created on first use: by then the server listens, so `config.publicUrl` is final
 * (tests and `npm start` with PORT=0 learn the port after createApp).
 */
export function identityFor(deps: AppDeps): Promise<Identity> {
  let identity = identities.get(deps);
  if (!identity) {
    identity = createIdentity(deps);
    identities.set(deps, identity);
    identity.catch(() => identities.delete(deps));
  }
  return identity;
}

const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };
const unlimitedPerAddress = {
  signInPerAddress: unlimited,
  recoveryPerAddress: unlimited,
  signUpPerAddress: unlimited,
  providerCodePerAddress: unlimited,
} satisfies Partial<Record<RateLimitName, RateLimitPolicy>>;

/** The rate limiter of an app (one per app, so tests do not share counters). */
export function limiterFor(deps: AppDeps): Limiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new DatabaseRateLimiter(deps.db, {
      clock: () => deps.now().getTime(),
      policies: deps.config.addressRateLimits ? undefined : unlimitedPerAddress,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

async function createIdentity(deps: AppDeps): Promise<Identity> {
  const [signingKey, cookieSecrets] = [await loadSigningKey(deps.db), await loadCookieSecrets(deps.db)];
  const publicUrl = deps.config.publicUrl.replace(/\/+$/, '');
  if (deps.config.env !== 'test') scheduleSweeps(deps.db, deps.logger);
  return {
    db: deps.db,
    logger: deps.logger,
    mailer: mailerFor(deps),
    limiter: limiterFor(deps),
    now: deps.now,
    env: deps.config.env,
    publicUrl,
    issuer: `${publicUrl}/oidc`,
    appOrigins: appOriginsFor(publicUrl),
    signingKey,
    cookieSecrets,
  };
}
