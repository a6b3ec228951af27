// Limits on what signed-in people do that reaches others or costs storage: messages (20 a minute, enquiries
// included), new enquiries, uploaded images and support call requests, per user. Counted in the database
// (rate_limit_events, as the sign-in throttle is), so that every process on one PostgreSQL shares the counts, and
// counted before they are judged (Limiter.begin), so that of a burst sent at once only the allowed number goes
// through. Refused, an attempt costs nothing and answers 429 with Retry-After, in the request's language.
import type { Locale } from '@rove/contract';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { limiterFor } from './identity.ts';
import { serverWords } from '../i18n/server-words.ts';
import { waitWords } from './messages.ts';
import type { RateLimitDecision, RateLimitName } from './rate-limit.ts';

export type ActionLimit = Extract<RateLimitName, 'messagesPerUser' | 'enquiriesPerUser' | 'uploadsPerUser' | 'callRequestsPerUser'>;

/** The refusals of the limits that have no words of their own elsewhere (messages use MESSAGE_RATE_LIMITED). */
export function actionLimitMessage(limit: Exclude<ActionLimit, 'messagesPerUser'>, locale: Locale, seconds: number): string {
  return serverWords(locale, `actionLimits.${limit}`, { wait: waitWords(locale, seconds) });
}

/** Counts one action of `userId` under `limit` when it is allowed; refused, nothing is counted. */
export async function takeAction(deps: AppDeps, limit: ActionLimit, userId: number): Promise<RateLimitDecision> {
  const entry: [ActionLimit, string] = [limit, String(userId)];
  const { decision } = await limiterFor(deps).begin([entry], [entry]);
  return decision;
}

/** Counts one action, or throws 429 RATE_LIMITED with Retry-After and the limit's words in the request's language. */
export async function requireAction(
  c: Context,
  deps: AppDeps,
  limit: Exclude<ActionLimit, 'messagesPerUser'>,
  userId: number,
): Promise<void> {
  const decision = await takeAction(deps, limit, userId);
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  const locale = (c.get('request') as { locale?: Locale } | undefined)?.locale ?? 'en';
  throw new ApiError(429, actionLimitMessage(limit, locale, decision.retryAfterSeconds), { statusMessage: 'RATE_LIMITED' });
}
