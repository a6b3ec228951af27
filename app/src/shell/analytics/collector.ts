// The default destination: batches POSTed to the server's first-party collector (POST /api/analytics/events,
// server/API.md) with apiFetch's headers, or by navigator.sendBeacon with the same JSON when the page goes away
// (a beacon carries no headers, so each event names its anonymous id).
import { cookies } from '@rove/contract/cookies';
import { analyticsEventsPath } from '@rove/contract/vocabulary';
import { readCookie } from '../../lib/cookies.ts';
import type { Destination, TrackedEvent } from './analytics.ts';

export interface CollectorEvent {
  Name: string;
  Version: number;
  Payload: unknown;
  OccurredAt: string;
  AnonymousId?: string;
  /** The signed-in user when the event happened (the collector stores the id its bearer token proves). */
  UserId?: number;
}
export interface CollectorBatch {
  Events: CollectorEvent[];
}

export interface CollectorTransport {
  post(path: string, body: CollectorBatch): Promise<unknown>;
  /** Queues the body for sending; false when the browser cannot (then the batch is POSTed). */
  beacon?(path: string, body: string): boolean;
}

export function collectorBatch(events: readonly TrackedEvent[], anonymousId: string | undefined): CollectorBatch {
  return {
    Events: events.map((event) => ({
      Name: event.name,
      Version: event.version,
      Payload: event.payload,
      OccurredAt: event.occurredAt,
      ...(anonymousId ? { AnonymousId: anonymousId } : {}),
      ...(event.userId === undefined ? {} : { UserId: event.userId }),
    })),
  };
}

const browserTransport: CollectorTransport = {
  async post(path, body) {
    // Loaded on first send: keeps the session and cookie stores out of modules that only build events.
    const { apiFetch } = await import('../../api/api-fetch.ts');
    return apiFetch(path, { method: 'POST', body, keepalive: true });
  },
  beacon(path, body) {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(path, new Blob([body], { type: 'application/json' }));
  },
};

export function collectorDestination(transport: CollectorTransport = browserTransport): Destination {
  return {
    name: 'collector',
    kind: 'analytics',
    send(events, { beacon }) {
      const body = collectorBatch(events, readCookie(cookies.anonymousId.name));
      if (beacon && transport.beacon?.(analyticsEventsPath, JSON.stringify(body))) return;
      return transport.post(analyticsEventsPath, body).then(() => undefined);
    },
  };
}
