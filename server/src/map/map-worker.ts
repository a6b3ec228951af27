// The map worker (a worker thread): builds the base map's layers and tile indexes as soon as it starts, then cuts
// tiles and makes glyph ranges on request, so the server's event loop never waits for them (the indexes take
// about 2.5 s to build, and a first tile at a deep zoom up to another second).
import { parentPort } from 'node:worker_threads';
import { mapLayers } from './map-data.ts';
import { glyphRange } from './map-glyphs.ts';
import { buildTileIndexes, encodeTile } from './map-tiles.ts';

export type MapWorkerRequest =
  | { id: number; kind: 'tile'; z: number; x: number; y: number }
  | { id: number; kind: 'glyphs'; fontstack: string; start: number };
export type MapWorkerReply = { id: number; bytes: Uint8Array } | { id: number; error: string } | { ready: true; ms: number };

const port = parentPort;
if (port) {
  const started = performance.now();
  const indexes = buildTileIndexes(mapLayers());
  port.postMessage({ ready: true, ms: Math.round(performance.now() - started) } satisfies MapWorkerReply);
  port.on('message', (request: MapWorkerRequest) => {
    try {
      const made =
        request.kind === 'tile' ? encodeTile(indexes, request.z, request.x, request.y) : glyphRange(request.fontstack, request.start);
      // A buffer of its own, moved (not copied) to the main thread.
      const bytes = made.slice();
      port.postMessage({ id: request.id, bytes } satisfies MapWorkerReply, [bytes.buffer]);
    } catch (error) {
      port.postMessage({ id: request.id, error: String(error) } satisfies MapWorkerReply);
    }
  });
}
