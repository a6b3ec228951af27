// Live events inside the server (a new message, a booking changed, the unread count moved): features publish,
// the live channel (server-sent events) subscribes. In-process here; on PostgreSQL with several processes the
// same interface is carried by LISTEN/NOTIFY so that every process hears every event.
export interface LiveEvent {
  /** Who should hear it: a user id (their open tabs), or 'all'. */
  userId: number | 'all';
  /** The event name the client listens for, e.g. 'message', 'notifications', 'booking'. */
  type: string;
  data: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

export interface EventBus {
  publish(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
}

export function createLocalEventBus(): EventBus {
  const listeners = new Set<LiveListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One broken subscriber never stops the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
