// The seed's photos as raster images (issue 35). They are drawn as SVG (rv-illustration.ts), and a browser parses,
// lays out and paints an SVG image on the page's main thread: 12-15 ms each at full speed on a 2-core machine, four
// times that on Lighthouse's phone, three to five a search or listing page. A WebP of the same drawing decodes off that
// thread, as an uploaded photo's variants do. Rasterizing one costs 60-100 ms of one of sharp's threads (never the event
// loop's), so each is made once and kept: a bounded cache in memory, most recently used first, one rasterization
// however many requests ask for the same photo meanwhile, and one at a time (a page of new photos never takes all of
// libuv's four threads, which reading files and compressing need too). Each is also written to the uploads' blob store
// (files under the data folder, or PostgreSQL's upload_blobs) under the hash of its drawing (its title, the listing's
// name, included: a renamed listing's photos are drawn once more): a restarted server reads it back instead of drawing
// it again. The 24 photos of a search page, asked at once of a server just started, came in 0.38 s instead of 1.07 s
// (the last of 24 rasterizations in turn). A drawing that changes (a new version of the illustrations) gets a new key.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from '../uploads/blob-store.ts';

/** The drawings' own width (rv-illustration.ts draws 800 x 600): a card's photo on a phone at 1.75x is about 720. */
export const rasterPhotoWidth = 800;

export interface RasterPhotoCache {
  /** The WebP of `key`'s drawing, made from `svg()` the first time (and again once evicted). */
  get(key: string, svg: () => string): Promise<Uint8Array>;
  /** Bytes held. */
  readonly size: number;
}

/** Where a drawing's WebP is kept in the blob store: by the hash of the drawing itself. */
export const storedPhotoKey = (svg: string) => `illustrations/${createHash('sha256').update(svg).digest('hex').slice(0, 40)}.webp`;

/**
 * A cache of at most `maxBytes` of WebP (32 MB: about 3,000 photos of 10 KB), the least recently used dropped first,
 * over `store` when given (a store that cannot be read or written costs a rasterization, never the photo).
 */
export function createRasterPhotoCache(
  maxBytes = 32 * 1024 * 1024,
  rasterize = rasterizeSvg,
  store?: Pick<BlobStore, 'get' | 'put'>,
): RasterPhotoCache {
  const kept = new Map<string, Uint8Array>();
  const making = new Map<string, Promise<Uint8Array>>();
  let size = 0;
  // The last rasterization asked for.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get size() {
      return size;
    },
    get(key, svg) {
      const hit = kept.get(key);
      if (hit) {
        // Most recently used last: a Map iterates in insertion order.
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = making.get(key);
      if (pending) return pending;
      // One rasterization at a time: each starts when the last has ended, however it ended.
      const rasterized = (drawing: string) => {
        const bytes = queue.then(() => rasterize(drawing));
        queue = bytes.catch(() => undefined);
        return bytes;
      };
      const made = (async () => {
        const drawing = svg();
        if (!store) return rasterized(drawing);
        const storedKey = storedPhotoKey(drawing);
        const stored = await store.get(storedKey).catch(() => undefined);
        if (stored) return stored;
        const bytes = await rasterized(drawing);
        await store.put(storedKey, bytes).catch(() => undefined);
        return bytes;
      })();
      const keeping = made.then(
        (bytes) => {
          making.delete(key);
          if (bytes.length <= maxBytes) {
            kept.set(key, bytes);
            size += bytes.length;
            for (const [oldest, old] of kept) {
              if (size <= maxBytes) break;
              kept.delete(oldest);
              size -= old.length;
            }
          }
          return bytes;
        },
        (error: unknown) => {
          making.delete(key);
          throw error;
        },
      );
      making.set(key, keeping);
      return keeping;
    },
  };
}

// Effort 2 of 6: 76 ms and 13.5 KB for a card's photo, against 104 ms and 12.5 KB at sharp's default 4.
async function rasterizeSvg(svg: string): Promise<Uint8Array> {
  return sharp(Buffer.from(svg)).resize({ width: rasterPhotoWidth, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
}
