// The HTML of public pages as visitors get it, kept (issue 35): a page's key says everything its HTML depends on
// apart from the data (the app's pageCacheKey: address, language, currency, platform, the cookies a page reads),
// and each page is kept under the data's version, the read cache's (listings/read-cache.ts): one mechanism, so a
// write that changes what a page shows changes the version, and no page older than its version is ever served.
// A page is kept compressed with zstd (what Chromium and Firefox take, and the cheapest to make: http/compress.ts);
// brotli, gzip and plain variants are made from it when a client asks for them. Requests that miss while the same
// page renders wait for that render instead of rendering it again. Bounded by bytes, least recently used out.
import { zstdDecompressSync } from 'node:zlib';
import { encodeBody, type TextEncoding } from './compress.ts';

export type Encoding = TextEncoding | 'identity';

export interface CachedPage {
  status: number;
  /** The page's bytes by encoding: zstd always, the others once asked for. */
  bodies: Partial<Record<Encoding, Buffer>> & { zstd: Buffer };
}

export interface PageCache {
  /** The data's version now (read it before rendering: what the render sees is at least as new). */
  version(): Promise<number>;
  /** The page kept for `key` at `version`, or the one being rendered for it (undefined if that render keeps none). */
  find(key: string, version: number): Promise<CachedPage | undefined> | undefined;
  /** Notes a render of `key` at `version` under way; the function returned ends it, keeping the page if given one. */
  begin(key: string, version: number): (page: CachedPage | undefined) => void;
  /** The page's bytes in `encoding` (made from the zstd bytes, then kept). */
  body(page: CachedPage, encoding: Encoding): Promise<Buffer>;
  /** Pages and bytes held now (tests, logs). */
  readonly size: number;
  readonly bytes: number;
}

const sizeOf = (page: CachedPage) => Object.values(page.bodies).reduce((sum, body) => sum + (body?.byteLength ?? 0), 0);

export function createPageCache(version: () => Promise<number>, maxBytes = 64 * 1024 * 1024): PageCache {
  const entries = new Map<string, { version: number; page: CachedPage; bytes: number }>();
  const rendering = new Map<string, { version: number; page: Promise<CachedPage | undefined> }>();
  const keys = new WeakMap<CachedPage, string>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const keep = (key: string, at: number, page: CachedPage) => {
    remove(key);
    const size = sizeOf(page);
    if (size > maxBytes) return;
    entries.set(key, { version: at, page, bytes: size });
    keys.set(page, key);
    bytes += size;
    // Least recently used first: Map keeps insertion order, and a hit moves its entry last.
    for (const old of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(old);
    }
  };
  return {
    version,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    find(key, at) {
      const entry = entries.get(key);
      if (entry && entry.version === at) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.page);
      }
      const running = rendering.get(key);
      return running && running.version === at ? running.page : undefined;
    },
    begin(key, at) {
      let settle: (page: CachedPage | undefined) => void = () => {};
      const page = new Promise<CachedPage | undefined>((resolve) => {
        settle = resolve;
      });
      rendering.set(key, { version: at, page });
      let ended = false;
      return (result) => {
        if (ended) return;
        ended = true;
        if (rendering.get(key)?.page === page) rendering.delete(key);
        if (result) keep(key, at, result);
        settle(result);
      };
    },
    async body(page, encoding) {
      const kept = page.bodies[encoding];
      if (kept) return kept;
      // In this thread, as pages are compressed (http/compress.ts encodeText: libuv's pool cost three times the CPU).
      const plain = page.bodies.identity ?? zstdDecompressSync(page.bodies.zstd);
      const made = encodeBody(plain, encoding);
      page.bodies[encoding] = made;
      // The entry grew: it is kept again with its new size (which may push older pages out).
      const key = keys.get(page);
      const entry = key === undefined ? undefined : entries.get(key);
      if (key !== undefined && entry?.page === page) keep(key, entry.version, page);
      return made;
    },
  };
}
