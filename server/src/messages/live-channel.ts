// GET /api/Message/live: the live channel (server-sent events on the API's own port). Each signed-in tab holds
// one; it hears the events the event bus publishes for its user (a new message, the unread count moved, a booking
// changed, a thread read or archived elsewhere). A comment every 20 s keeps proxies from closing it; after a
// server restart the client reconnects and reloads what it shows. Who holds a channel is "online" (no mail).
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../deps.ts';
import type { LiveEvent } from '../events/event-bus.ts';

export interface Presence {
  isOnline(userId: number): boolean;
  connections(): number;
}

const presences = new WeakMap<AppDeps, Map<number, number>>();
const openChannels = new WeakMap<AppDeps, Set<() => void>>();

/** Ends every open channel (shutdown): the responses finish, so closing the server does not wait on them. */
export function closeLiveChannels(deps: AppDeps): void {
  for (const close of [...(openChannels.get(deps) ?? [])]) close();
}

function countsOf(deps: AppDeps): Map<number, number> {
  let counts = presences.get(deps);
  if (!counts) {
    counts = new Map();
    presences.set(deps, counts);
  }
  return counts;
}

export function presenceOf(deps: AppDeps): Presence {
  const counts = countsOf(deps);
  return {
    isOnline: (userId) => (counts.get(userId) ?? 0) > 0,
    connections: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
  };
}

export const heartbeatMs = 20_000;

export function liveChannel(c: Context, deps: AppDeps, userId: number) {
  const counts = countsOf(deps);
  let channels = openChannels.get(deps);
  if (!channels) {
    channels = new Set();
    openChannels.set(deps, channels);
  }
  const open = channels;
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    const state = { closed: false };
    const unsubscribe = deps.events.subscribe((event) => {
      if (event.userId !== userId && event.userId !== 'all') return;
      queue.push(event);
      wake?.();
    });
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
    const close = () => {
      if (state.closed) return;
      state.closed = true;
      open.delete(close);
      unsubscribe();
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
      wake?.();
    };
    open.add(close);
    stream.onAbort(close);
    c.req.raw.signal?.addEventListener('abort', close);
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ UserId: userId }), retry: 1000 });
      while (!state.closed) {
        while (queue.length && !state.closed) {
          const event = queue.shift() as LiveEvent;
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data ?? {}) });
        }
        if (state.closed) break;
        const timer = new Promise<'beat'>((resolve) => {
          const handle = setTimeout(() => resolve('beat'), heartbeatMs);
          wake = () => {
            clearTimeout(handle);
            resolve('beat');
          };
        });
        const woke = await timer;
        wake = null;
        if (!state.closed && woke === 'beat' && queue.length === 0) await stream.write(': keep-alive\n\n');
      }
    } catch {
      // The client went away mid-write.
    } finally {
      close();
    }
  });
}
