// The app's one analytics module: `track(name, payload)` typed by the catalogue, pluggable destinations, batching.
// Events wait in a small queue flushed after a short delay, when a batch fills up, and on pagehide (by beacon where
// the destination can). Crawlers (spec 000 section 5) get no-op marketing: marketing events are dropped and
// marketing destinations get nothing. Nothing is thrown to callers; failures are reported and swallowed.
import { reportError } from '../../lib/report-error.ts';
import { isCrawlerUserAgent } from '@rove/contract';
import { analyticsEvents } from '@rove/contract/vocabulary';
import { type CatalogueEvent, type EventName, type EventPayloads, isMarketingEvent } from './catalogue.ts';
import { analyticsUser } from './analytics-user.ts';
import { collectorDestination } from './collector.ts';

/** An event as destinations get it: the catalogue's name, version and payload, when it happened and who was signed in. */
export type TrackedEvent<N extends EventName = EventName> = CatalogueEvent<N> & { occurredAt: string; userId?: number };

export interface SendOptions {
  /** The page is going away: send now, without waiting for an answer (navigator.sendBeacon where possible). */
  beacon: boolean;
}

export interface Destination {
  name: string;
  kind: 'analytics' | 'marketing';
  send(events: readonly TrackedEvent[], options: SendOptions): void | Promise<void>;
}

export interface AnalyticsOptions {
  userAgent?: () => string | undefined;
  now?: () => Date;
  report?: (error: unknown, context: Record<string, unknown>) => void;
  /** Delay before a queued event is flushed. */
  flushDelayMs?: number;
  /** Events per send (keeps a batch under the collector's 50 events and 64 KiB); a full batch flushes at once. */
  batchSize?: number;
  /** Events kept while no destination takes them; the oldest are dropped beyond this. */
  queueLimit?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Where the signed-in user's id is kept (the app's: analytics-user.ts, set by the session from the start). */
  user?: { get(): number | null; set(next: number | null): void };
}

export interface Analytics {
  track<N extends EventName>(name: N, payload: EventPayloads[N]): void;
  /** Registers the signed-in user (spec 000 section 4): later events carry the id; null when they sign out. */
  identify(userId: number | null): void;
  registerDestination(destination: Destination): () => void;
  /** Sends every queued event now; resolves when the destinations have answered (never rejects). */
  flush(options?: Partial<SendOptions>): Promise<void>;
  /**
   * Calls `listener` with each tracked event of the given names as it happens (e.g. for an in-page tracker).
   * Events tracked while no listener took them are replayed on subscription (bounded).
   */
  onEvent<N extends EventName>(names: readonly N[], listener: (event: TrackedEvent<NoInfer<N>>) => void): () => void;
  /** Events waiting to be sent. */
  pending(): readonly TrackedEvent[];
}

type Observer = { names: ReadonlySet<EventName>; listener: (event: TrackedEvent) => void };

/** An instance's own record of the user (tests' instances); the app's shares analytics-user.ts. */
function localUser(): { get(): number | null; set(next: number | null): void } {
  let userId: number | null = null;
  return {
    get: () => userId,
    set: (next) => {
      userId = next;
    },
  };
}

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const {
    userAgent = () => globalThis.navigator?.userAgent,
    now = () => new Date(),
    report = (error, context) => reportError(error, context),
    flushDelayMs = 2000,
    batchSize = 20,
    queueLimit = 200,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    user = localUser(),
  } = options;
  const destinations = new Map<string, Destination>();
  const observers = new Set<Observer>();
  const backlog: TrackedEvent[] = [];
  let queue: TrackedEvent[] = [];
  let timer: unknown;

  const isCrawler = () => {
    try {
      return isCrawlerUserAgent(userAgent());
    } catch {
      return false;
    }
  };

  const safeReport = (error: unknown, context: Record<string, unknown>) => {
    try {
      report(error, { ...context, area: 'analytics' });
    } catch {
      // A failing reporter must not reach the caller either.
    }
  };

  const schedule = () => {
    if (timer !== undefined || !queue.length || !destinations.size) return;
    timer = setTimer(() => {
      timer = undefined;
      void flush();
    }, flushDelayMs);
  };

  const observe = (event: TrackedEvent) => {
    let seen = false;
    for (const observer of observers) {
      if (!observer.names.has(event.name)) continue;
      seen = true;
      try {
        observer.listener(event);
      } catch (error) {
        safeReport(error, { listener: event.name });
      }
    }
    if (!seen) {
      backlog.push(event);
      if (backlog.length > 50) backlog.shift();
    }
  };

  function sendTo(destination: Destination, events: TrackedEvent[], beacon: boolean): Promise<void>[] {
    const answers: Promise<void>[] = [];
    for (let at = 0; at < events.length; at += batchSize) {
      const batch = events.slice(at, at + batchSize);
      const context = { destination: destination.name, events: batch.length };
      try {
        // Called synchronously, so a pagehide flush hands every batch over before the page goes.
        const answer = destination.send(batch, { beacon });
        if (answer) answers.push(Promise.resolve(answer).catch((error: unknown) => safeReport(error, context)));
      } catch (error) {
        safeReport(error, context);
      }
    }
    return answers;
  }

  async function flush({ beacon = false }: Partial<SendOptions> = {}): Promise<void> {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    const crawler = isCrawler();
    const targets = [...destinations.values()].filter((d) => d.kind === 'analytics' || !crawler);
    if (!targets.length || !queue.length) return;
    const events = queue;
    queue = [];
    await Promise.all(targets.flatMap((destination) => sendTo(destination, events, beacon)));
  }

  return {
    track(name, payload) {
      try {
        if (isMarketingEvent(name) && isCrawler()) return;
        const userId = user.get();
        const event = {
          name,
          version: analyticsEvents[name].version,
          payload,
          occurredAt: now().toISOString(),
          ...(userId === null ? {} : { userId }),
        } as TrackedEvent;
        observe(event);
        queue.push(event);
        if (queue.length > queueLimit) queue.splice(0, queue.length - queueLimit);
        if (destinations.size && queue.length >= batchSize) void flush();
        else schedule();
      } catch (error) {
        safeReport(error, { event: name });
      }
    },
    identify(next) {
      user.set(next);
    },
    registerDestination(destination) {
      destinations.set(destination.name, destination);
      schedule();
      return () => {
        if (destinations.get(destination.name) === destination) destinations.delete(destination.name);
      };
    },
    flush,
    onEvent(names, listener) {
      const observer: Observer = { names: new Set<EventName>(names), listener: listener as (event: TrackedEvent) => void };
      observers.add(observer);
      const replay = backlog.filter((event) => observer.names.has(event.name));
      for (const event of replay) backlog.splice(backlog.indexOf(event), 1);
      for (const event of replay) {
        try {
          observer.listener(event);
        } catch (error) {
          safeReport(error, { listener: event.name });
        }
      }
      return () => void observers.delete(observer);
    },
    pending: () => queue,
  };
}

/** The app's analytics. In a browser the first-party collector is the default destination. */
export const analytics: Analytics = createAnalytics({ user: analyticsUser });

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  analytics.registerDestination(collectorDestination());
  window.addEventListener('pagehide', () => void analytics.flush({ beacon: true }));
}

export const track: Analytics['track'] = (name, payload) => analytics.track(name, payload);
export const identify: Analytics['identify'] = (userId) => analytics.identify(userId);
export const registerDestination: Analytics['registerDestination'] = (destination) => analytics.registerDestination(destination);
export const onEvent: Analytics['onEvent'] = (names, listener) => analytics.onEvent(names, listener);
export const flushAnalytics: Analytics['flush'] = (options) => analytics.flush(options);
