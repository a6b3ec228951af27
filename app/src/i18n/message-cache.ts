// The locale message cache lasts 24 hours (spec 000 section 9); a new build invalidates it too. One entry per
// catalogue: the app keys them by locale and namespace ('fr:search'), each loaded the first time a page needs it.
export const messageCacheTtlMs = 24 * 60 * 60 * 1000;

export interface CachedMessages<T> {
  storedAt: number;
  buildId: string;
  messages: T;
}

export function isFreshCache(entry: { storedAt: number; buildId: string } | null | undefined, buildId: string, now: number): boolean {
  if (!entry || entry.buildId !== buildId) return false;
  return now >= entry.storedAt && now - entry.storedAt < messageCacheTtlMs;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readMessageCache<T>(storage: KeyValueStorage | undefined, name: string, buildId: string, now: number): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(`rove:messages:${name}`);
    const entry = raw ? (JSON.parse(raw) as CachedMessages<T>) : null;
    return entry && isFreshCache(entry, buildId, now) ? entry.messages : null;
  } catch {
    return null;
  }
}

export function writeMessageCache<T>(storage: KeyValueStorage | undefined, name: string, buildId: string, now: number, messages: T): void {
  try {
    storage?.setItem(`rove:messages:${name}`, JSON.stringify({ storedAt: now, buildId, messages } satisfies CachedMessages<T>));
  } catch {
    // Storage full or blocked (private mode): the catalogue still loads from the bundle.
  }
}
