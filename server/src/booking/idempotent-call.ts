// Money-moving calls (accept, cancel, closeout, payments, quotes, money requests...) honour an Idempotency-Key
// header: the first call with a key runs; a retry with the same key and body answers what the first answered
// (with `Idempotent-Replayed: true`), even while the first is still running (it waits for it); the same key with
// another body is 422 IDEMPOTENCY_KEY_REUSED. Without the header the call simply runs; the state machine still
// refuses a second cancel or accept, so nothing is ever charged or refunded twice.
import type { Locale } from '@rove/contract';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../deps.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import type { UncheckedAnswer } from '../http/openapi-routes.ts';
import { bookingError } from './booking-errors.ts';

export interface CallAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function idempotentCall(
  c: Context,
  deps: AppDeps,
  input: { userId: number; scope: string; request: unknown; locale: Locale },
  run: () => Promise<CallAnswer>,
): Promise<UncheckedAnswer> {
  return (await answerOnce(c, deps, input, run)) as UncheckedAnswer;
}

async function answerOnce(
  c: Context,
  deps: AppDeps,
  input: { userId: number; scope: string; request: unknown; locale: Locale },
  run: () => Promise<CallAnswer>,
): Promise<Response> {
  const key = c.req.header('Idempotency-Key')?.trim();
  if (!key) {
    const answer = await run();
    return c.json(answer.body as object, answer.status);
  }
  if (key.length > 200) throw bookingError(400, 'IDEMPOTENCY_KEY_REQUIRED', input.locale);
  const requestHash = createHash('sha256')
    .update(`${input.scope}\n${JSON.stringify(input.request ?? null)}`)
    .digest('hex');
  const claimed = await deps.db
    .insertInto('idempotent_requests')
    .values({ user_id: input.userId, key, scope: input.scope, request_hash: requestHash, created_at: deps.now() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    // A retry: answer what the first call answered, waiting a little while it still runs.
    for (let attempt = 0; attempt < 100; attempt++) {
      const existing = await deps.db
        .selectFrom('idempotent_requests')
        .selectAll()
        .where('user_id', '=', input.userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!existing) break;
      if (existing.scope !== input.scope || existing.request_hash !== requestHash)
        throw bookingError(422, 'IDEMPOTENCY_KEY_REUSED', input.locale);
      if (existing.status_code !== null) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(existing.response as object, existing.status_code as ContentfulStatusCode);
      }
      await sleep(100);
    }
    throw bookingError(409, 'IDEMPOTENCY_IN_PROGRESS', input.locale);
  }
  const store = (status: number, body: unknown) =>
    deps.db
      .updateTable('idempotent_requests')
      .set({ status_code: status, response: JSON.stringify(body) })
      .where('user_id', '=', input.userId)
      .where('key', '=', key)
      .execute();
  try {
    const answer = await run();
    await store(answer.status, answer.body);
    c.header('Idempotent-Replayed', 'false');
    return c.json(answer.body as object, answer.status);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      // A refusal is an answer too: the retry gets the same one.
      await store(
        error.status,
        errorBody(error.status, error.message, { StatusMessage: error.statusMessage, Errors: error.errors, Data: error.data }),
      );
    } else {
      // Anything unexpected frees the key, so that a retry runs again.
      await deps.db.deleteFrom('idempotent_requests').where('user_id', '=', input.userId).where('key', '=', key).execute();
    }
    throw error;
  }
}
