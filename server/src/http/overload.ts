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
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';
import { serverWords } from '../i18n/server-words.ts';

const uncounted = (path: string) => path === '/api/health' || path.endsWith('/live');

/** The API calls a server render makes in-process: admitted with their page, not counted (nor queued) again. */
const inProcess = new WeakSet<Request>();

/** Marks a request the server makes to itself for a page it renders (http/static-app.ts). */
export function inProcessRequest(request: Request): Request {
  inProcess.add(request);
  return request;
}

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
    if (uncounted(c.req.path) || inProcess.has(c.req.raw)) return next();
    if (inFlight >= maxInFlight) return overloaded(c, retryAfterSeconds);
    inFlight++;
    try {
      await turnstile.enter();
      await next();
    } finally {
      inFlight--;
    }
  };
}

export interface RenderAdmission {
  /**
   * A turn to render: resolves with the function that ends it, or null when the server is too busy (answer 503 with
   * Retry-After) or the client has gone while it waited (`signal`).
   */
  enter(signal?: AbortSignal): Promise<(() => void) | null>;
  /** Renders under way and waiting (tests, logs). */
  readonly running: number;
  readonly waiting: number;
  /** The renderer's pace: milliseconds between two renders ending while it is busy. */
  readonly pace: number;
}

export interface RenderAdmissionOptions {
  /** Renders at once: enough to overlap one's wait for data with another's rendering; more only add latency. */
  concurrency?: number;
  /**
   * The longest a request may expect to wait for its turn; beyond it the answer is 503 at once. One that has waited
   * half as long again (the renderer slowed down) gets 503 then.
   */
  maxWaitMs?: number;
  /** The pace assumed before any render has been measured (the window of gaps starts full of it: `renderPace`). */
  initialPaceMs?: number;
  now?: () => number;
}

/**
 * Admission of the pages the server renders (issue 35). A render is CPU on the event loop: beyond a few at once,
 * more only wait longer, and queued behind minutes of work they answer after their client has gone. So at most
 * `concurrency` render at once and the others wait in arrival order, as long as the wait they can expect (the
 * renders ahead of them at the renderer's measured pace) stays under `maxWaitMs`; a request beyond that gets 503
 * with Retry-After at once, and one whose client leaves while it waits leaves the queue. Cached pages never wait
 * here (http/page-cache.ts), nor do API requests (overloadGuard's own limit).
 */
export function createRenderAdmission({
  concurrency = 4,
  maxWaitMs = 1000,
  initialPaceMs = 20,
  now = () => performance.now(),
}: RenderAdmissionOptions = {}): RenderAdmission {
  let running = 0;
  const pace = renderPace(initialPaceMs);
  let lastEnd: number | undefined;
  const queue: { start: (end: (() => void) | null) => void; signal?: AbortSignal; onAbort?: () => void; timer?: NodeJS.Timeout }[] = [];
  const leave = (waiter: (typeof queue)[number]) => {
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    clearTimeout(waiter.timer);
  };
  const turn = () => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      running--;
      const at = now();
      // The pace is measured while the renderer is busy (others waiting or rendering), not across idle time.
      if (lastEnd !== undefined && (queue.length > 0 || running > 0)) pace.add(at - lastEnd);
      lastEnd = at;
      startNext();
    };
  };
  const startNext = () => {
    while (running < concurrency && queue.length) {
      const next = queue.shift()!;
      leave(next);
      if (next.signal?.aborted) {
        next.start(null);
        continue;
      }
      running++;
      next.start(turn());
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get pace() {
      return pace.ms;
    },
    enter(signal) {
      if (signal?.aborted) return Promise.resolve(null);
      if (running < concurrency && queue.length === 0) {
        // A render starting on an idle renderer starts a busy stretch: the first gap is measured from here, not from
        // the last render before the idle time (seconds between two benches' phases once counted as one gap).
        if (running === 0) lastEnd = now();
        running++;
        return Promise.resolve(turn());
      }
      // Its turn comes after those waiting, one render's pace each.
      if ((queue.length + 1) * pace.ms > maxWaitMs) return Promise.resolve(null);
      return new Promise((start) => {
        const waiter: (typeof queue)[number] = { start, signal };
        const drop = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          leave(waiter);
          start(null);
        };
        if (signal) {
          waiter.onAbort = drop;
          signal.addEventListener('abort', drop, { once: true });
        }
        waiter.timer = setTimeout(drop, maxWaitMs * 1.5);
        queue.push(waiter);
      });
    },
  };
}

/** The 503 a page gets when the renderer is saturated: the same words and Retry-After as the API's. */
export function overloaded(c: Context<AppEnv>, retryAfterSeconds = 1): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return errorResponse(c, 503, serverWords(c.var.request?.locale ?? 'en', 'overload.busy'), { StatusMessage: 'OVERLOADED' });
}

/** How many gaps between renders ending the pace is measured over. */
export const paceWindow = 32;

/**
 * The renderer's pace (milliseconds between two renders ending while it is busy): the mean of the last `paceWindow`
 * gaps but the longest, the window starting full of `initialMs`. A mean that moved a fifth of the way to each new
 * gap (as before) followed a few gaps: on PostgreSQL at 50 connections the true pace was about 9.5 ms, yet a few
 * slow gaps in a row (a collection, the database's own work) took it to 23-30 ms, and pages that would have waited
 * 0.4 s got 503 (0.1-2 % of a run); one gap of seconds made it about 2 s, and every page that had to wait got 503
 * until some fourteen renders had ended. Over 32 gaps, a few slow ones move the pace by a few milliseconds, and the
 * longest (one stall) not at all; renders whose ends the main thread reads together (gaps near 0, then a long one)
 * still average to their pace, which a median would not; a renderer that really slows down moves the mean within
 * the window.
 */
export function renderPace(initialMs: number, window = paceWindow) {
  const gaps = new Float64Array(window).fill(initialMs);
  let next = 0;
  let ms = initialMs;
  return {
    get ms() {
      return ms;
    },
    add(gap: number) {
      gaps[next] = Math.max(0, gap);
      next = (next + 1) % window;
      let sum = 0;
      let longest = 0;
      for (const each of gaps) {
        sum += each;
        longest = Math.max(longest, each);
      }
      ms = (sum - longest) / (window - 1);
    },
  };
}
