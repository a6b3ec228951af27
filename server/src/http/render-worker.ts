// A render thread (render-pool.ts): loads the app's server bundle once and renders the pages the main thread asks
// for. The page's data comes from the main thread's API: `fetch` here posts the request and waits for its answer.
// The rendered body goes back as bytes (moved, not copied), with the page's state, status, head and whether it may
// be kept; a failure goes back with its message, stack and route.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { chunksOf, readManifest } from './page-chunks.ts';
import { deserializeError, type FromWorker, serializeError, type ToWorker } from './render-pool.ts';
import type { ServerEntry } from './static-app.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (render-pool.ts).');
const port = parentPort;
const { entryFile, manifestFile } = workerData as { entryFile: string; manifestFile: string };
const entry = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
const chunkOf = chunksOf(readManifest(manifestFile));

const renders = new Map<number, AbortController>();
const fetches = new Map<number, { resolve: (res: Response) => void; reject: (error: Error) => void }>();
let nextFetchId = 1;
let closing = false;

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The main thread's API, asked for one render (its signal stops the wait). */
function fetchFor(id: number, signal: AbortSignal): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    signal.throwIfAborted();
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const fetchId = nextFetchId++;
    const answered = new Promise<Response>((resolve, reject) => {
      fetches.set(fetchId, { resolve, reject });
      const stop = () => {
        fetches.delete(fetchId);
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
    });
    post({ type: 'fetch', id, fetchId, url: request.url, method: request.method, headers: [...request.headers], body }, body ? [body] : []);
    return answered;
  }) as typeof fetch;
}

async function render(message: Extract<ToWorker, { type: 'render' }>) {
  const controller = new AbortController();
  renders.set(message.id, controller);
  try {
    const page = await (await entry).render?.(message.url, {
      cookieHeader: message.cookieHeader,
      userAgent: message.userAgent,
      fetch: fetchFor(message.id, controller.signal),
      chunkOf,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    if (!page) return post({ type: 'rendered', id: message.id });
    const parts: Uint8Array[] = [];
    if (page.body) for await (const chunk of page.body) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    else if (page.html) parts.push(Buffer.from(page.html));
    // A buffer of its own (not a slice of Node's shared pool), so it can be moved: the one part as it is when it owns
    // its memory whole (a rendered page's bytes do), else a copy.
    const [only] = parts;
    const ownsItsMemory =
      parts.length === 1 && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer;
    let html: Uint8Array<ArrayBuffer>;
    if (ownsItsMemory) html = only as Uint8Array<ArrayBuffer>;
    else {
      html = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
      let at = 0;
      for (const part of parts) {
        html.set(part, at);
        at += part.byteLength;
      }
    }
    const { body: _body, html: _html, ...rest } = page;
    post({ type: 'rendered', id: message.id, page: { ...rest, html } }, [html.buffer]);
  } catch (error) {
    if (!controller.signal.aborted) post({ type: 'failed', id: message.id, error: serializeError(error) });
  } finally {
    renders.delete(message.id);
    if (closing && renders.size === 0) port.close();
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      return void render(message);
    case 'abort':
      return renders.get(message.id)?.abort(new DOMException('The client has gone.', 'AbortError'));
    case 'fetched': {
      const waiting = fetches.get(message.fetchId);
      fetches.delete(message.fetchId);
      return waiting?.resolve(
        new Response(message.status === 204 || message.status === 304 ? null : message.body, {
          status: message.status,
          statusText: message.statusText,
          headers: message.headers,
        }),
      );
    }
    case 'fetch-failed': {
      const waiting = fetches.get(message.fetchId);
      fetches.delete(message.fetchId);
      return waiting?.reject(deserializeError(message.error));
    }
    case 'close':
      closing = true;
      if (renders.size === 0) port.close();
  }
});
