// The base map's tiles and glyph ranges for the HTTP module: made by the map worker (map-worker.ts) off the main
// thread, started by the first map request (startMapWorker; the style, which a search page with the map beside its
// list asks for as it hydrates, so the indexes build before the map opens); kept here in a bounded cache. If the worker cannot start, they are made
// in this thread instead (as before the worker).
import { Worker } from 'node:worker_threads';
import type { MapWorkerReply, MapWorkerRequest } from './map-worker.ts';

const cacheSize = 2000;
const cache = new Map<string, Promise<Uint8Array>>();

/** A request without its id. */
type MapJob = { kind: 'tile'; z: number; x: number; y: number } | { kind: 'glyphs'; fontstack: string; start: number };
type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
let worker: Worker | undefined;
let failed = false;
let nextId = 1;
const pending = new Map<number, Pending>();
let ready: Promise<number> | undefined;

/**
 * Starts the map worker (once): it builds the layers and tile indexes at once, in the background. The worker
 * keeps the process alive only while a request waits for it. Resolves with the milliseconds the build took (or -1 without a worker).
 */
export function startMapWorker(): Promise<number> {
  if (ready) return ready;
  ready = new Promise<number>((resolveReady) => {
    try {
      worker = new Worker(new URL('./map-worker.ts', import.meta.url));
    } catch {
      failed = true;
      resolveReady(-1);
      return;
    }
    worker.on('message', (reply: MapWorkerReply) => {
      if ('ready' in reply) return resolveReady(reply.ms);
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) worker?.unref();
      if (!waiting) return;
      if ('bytes' in reply) waiting.resolve(reply.bytes);
      else waiting.reject(new Error(reply.error));
    });
    const stop = (error: Error) => {
      failed = true;
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      resolveReady(-1);
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The map worker stopped (exit code ${code}).`)));
    // After the listeners (a 'message' listener refs the worker's port again): idle, the worker keeps no process alive.
    worker.unref();
  });
  return ready;
}

function ask(request: MapJob): Promise<Uint8Array> {
  startMapWorker();
  if (failed || !worker) return inThisThread(request);
  const id = nextId++;
  const running = worker;
  return new Promise<Uint8Array>((resolve, reject) => {
    // Held while a request waits for its answer, let go when idle (the warm-up alone keeps nothing alive).
    if (pending.size === 0) running.ref();
    pending.set(id, { resolve, reject });
    running.postMessage({ ...request, id } satisfies MapWorkerRequest);
  }).catch(() => inThisThread(request));
}

let local: { tile(z: number, x: number, y: number): Uint8Array; glyphs(fontstack: string, start: number): Uint8Array } | undefined;
async function inThisThread(request: MapJob): Promise<Uint8Array> {
  if (!local) {
    const [{ mapLayers }, { buildTileIndexes, encodeTile }, { glyphRange }] = await Promise.all([
      import('./map-data.ts'),
      import('./map-tiles.ts'),
      import('./map-glyphs.ts'),
    ]);
    const indexes = buildTileIndexes(mapLayers());
    local = { tile: (z, x, y) => encodeTile(indexes, z, x, y), glyphs: glyphRange };
  }
  return request.kind === 'tile' ? local.tile(request.z, request.x, request.y) : local.glyphs(request.fontstack, request.start);
}

function cached(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = make();
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

/** The tile's bytes (coordinates checked by the caller with isTileCoordinate). */
export function mapTileBytes(z: number, x: number, y: number): Promise<Uint8Array> {
  return cached(`t/${z}/${x}/${y}`, () => ask({ kind: 'tile', z, x, y }));
}

/** A glyph range's bytes (start checked by the caller with parseGlyphRange). */
export function mapGlyphBytes(fontstack: string, start: number): Promise<Uint8Array> {
  return cached(`g/${fontstack}/${start}`, () => ask({ kind: 'glyphs', fontstack, start }));
}
