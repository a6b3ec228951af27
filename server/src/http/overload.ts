// Overload: beyond maxInFlight requests being answered at once, new ones get 503 with Retry-After at once instead
// of queueing behind the others until the client gives up. The health check and the live channel (long-lived
// server-sent events) are not counted.
//
// Fair admission under load: requests start in arrival order, at most `admitPerTurn` per turn of the event loop
// (a setImmediate). Why: the event loop accepts one new connection per turn (libuv accepts a single connection each
// time the listening socket is polled), and a turn runs every request whose bytes arrived. With 200 busy keep-alive
// connections a turn served ~200 requests (~80 ms) for one accepted connection: the last of 200 clients opening at
// once waited 8-10 s in the kernel's accept queue, and timed out (issue 24's load step). Short turns accept new
// connections at once and give every connection its turn in order; the total work is the same.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

const uncounted = (path: string) => path === '/api/health' || path.endsWith('/live');

const busy = {
  en: 'The server is busy: try again in a moment.',
  fr: 'Le serveur est occupé : réessayez dans un instant.',
};

/** Requests started per turn of the event loop: a turn then lasts a few milliseconds of work at most. */
export const defaultAdmitPerTurn = 8;

/** A first-in, first-out gate that lets `perTurn` waiters through per turn of the event loop. */
export function createTurnstile(perTurn = defaultAdmitPerTurn) {
  const waiting: (() => void)[] = [];
  let head = 0;
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    for (let n = 0; n < perTurn && head < waiting.length; n++) waiting[head++]();
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  return {
    /** Resolves on this request's turn. */
    enter: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      }),
    /** Requests waiting for their turn (tests). */
    get waiting() {
      return waiting.length - head;
    },
  };
}

export function overloadGuard(maxInFlight: number, retryAfterSeconds = 1, admitPerTurn = defaultAdmitPerTurn): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  const turnstile = createTurnstile(admitPerTurn);
  return async (c, next) => {
    if (uncounted(c.req.path)) return next();
    if (inFlight >= maxInFlight) {
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, 503, busy[c.var.request?.locale ?? 'en'], { StatusMessage: 'OVERLOADED' });
    }
    inFlight++;
    try {
      await turnstile.enter();
      await next();
    } finally {
      inFlight--;
    }
  };
}
