// The live channel: one GET /api/Message/live per tab while signed in (server-sent events read through fetch, so
// the bearer token goes along). A new message, a thread read elsewhere or a booking step refreshes the header's
// count and the message lists at once; nothing polls. After a server restart or a network cut it reconnects with
// a growing wait and reloads what the page shows, so nothing said meanwhile is missed.
import { mutate } from 'swr';
import { apiHeaders } from '../api/api-headers.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { resolvePlatform } from '../lib/native/platform.ts';
import { refreshNotifications } from './session/notifications-store.ts';
import { sessionStore } from '../api/session-store.ts';
import { createStore, useStore } from '../lib/create-store.ts';
import { createSseParser, reconnectDelay } from './sse-parser.ts';

export type LiveListener = (type: string, data: unknown) => void;

const listeners = new Set<LiveListener>();
/** 'connected' once the server said ready; 'reconnecting' after a cut. */
export const liveStatusStore = createStore<'off' | 'connecting' | 'connected' | 'reconnecting'>('off');
export const useLiveStatus = () => useStore(liveStatusStore);

/** Hear the channel's events (message, thread, notifications, booking, and 'reconnected'). */
export function onLiveEvent(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(type: string, data: unknown) {
  for (const listener of listeners) {
    try {
      listener(type, data);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Revalidates every message list and thread the page holds (SWR keys start with the API path). */
export function refreshMessageViews(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/Message/'));
}

let countTimer: ReturnType<typeof setTimeout> | undefined;
function refreshCount() {
  clearTimeout(countTimer);
  countTimer = setTimeout(() => void refreshNotifications(sessionStore.get().user), 50);
}

function react(type: string) {
  // A booking step changes the status a thread shows (a request accepted, a trip cancelled).
  if (type === 'message' || type === 'thread' || type === 'booking') void refreshMessageViews();
  if (type === 'message' || type === 'thread' || type === 'notifications' || type === 'booking') refreshCount();
}

let current: { token: string; controller: AbortController } | null = null;

async function run(token: string, controller: AbortController) {
  let attempt = 0;
  let connectedBefore = false;
  while (!controller.signal.aborted) {
    liveStatusStore.set(connectedBefore ? 'reconnecting' : 'connecting');
    try {
      const response = await fetch('/api/Message/live', {
        headers: {
          ...apiHeaders({
            accessToken: token,
            ip: null,
            correlationId: crypto.randomUUID(),
            platform: resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent),
            anonymousId: readCookie(cookies.anonymousId.name),
          }),
          Accept: 'text/event-stream',
        },
        credentials: 'include',
        // A stream open as long as the tab: below the page's own requests whenever they wait for a connection (HTTP/1.1
        // gives an origin six), and not a request the page waits for (Lighthouse waits for the page's high-priority
        // requests to end: with this one it waited its whole 45 s and warned that the results may be incomplete).
        priority: 'low',
        signal: controller.signal,
      });
      // An expired token: the session refreshes it and a new token starts a new channel.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`live channel: HTTP ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser(({ event, data }) => {
        let parsed: unknown = {};
        try {
          parsed = JSON.parse(data);
        } catch {
          parsed = data;
        }
        if (event === 'ready') {
          attempt = 0;
          liveStatusStore.set('connected');
          if (connectedBefore) {
            // Back after a cut: what happened meanwhile is read again.
            void refreshMessageViews();
            refreshCount();
            emit('reconnected', {});
          }
          connectedBefore = true;
          return;
        }
        react(event);
        emit(event, parsed);
      });
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        feed(value);
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    if (controller.signal.aborted) return;
    liveStatusStore.set('reconnecting');
    await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt++)));
  }
}

function reconcile() {
  const { status, accessToken } = sessionStore.get();
  const wanted = status === 'authenticated' && accessToken ? accessToken : null;
  if (current && current.token === wanted) return;
  current?.controller.abort();
  current = null;
  if (!wanted) {
    liveStatusStore.set('off');
    return;
  }
  const controller = new AbortController();
  current = { token: wanted, controller };
  void run(wanted, controller);
}

/** Starts following the session (idempotent per call site); answers the stop function. */
export function startLiveChannel(): () => void {
  if (typeof fetch === 'undefined' || typeof TextDecoderStream === 'undefined') return () => {};
  reconcile();
  const unsubscribe = sessionStore.subscribe(reconcile);
  return () => {
    unsubscribe();
    current?.controller.abort();
    current = null;
    liveStatusStore.set('off');
  };
}
