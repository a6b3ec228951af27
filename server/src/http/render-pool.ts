// Pages rendered on every core (issue 35): the app's server bundle (app/dist-ssr/entry-server.js) runs in worker
// threads (render-worker.ts), the HTTP server, the API and the database stay in the main thread. A render's data
// still comes from the API in-process: the worker's `fetch` is answered here by the render's own `fetch` (static-app
// sendPage's, admitted with the page and stopped with it). A render whose client has gone is stopped in its worker.
// One thread rendered about 100 listing pages a second whatever the cores; the API's share of a page is a fraction
// of its render, so the renders spread over the workers and the main thread answers their data.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Logger } from './logger.ts';
import type { RenderedPage, RenderOptions } from './static-app.ts';

/** What a worker is asked. */
export type ToWorker =
  | { type: 'render'; id: number; url: string; cookieHeader?: string | null; userAgent?: string | null }
  | { type: 'abort'; id: number }
  | {
      type: 'fetched';
      fetchId: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { type: 'fetch-failed'; fetchId: number; error: SerializedError }
  | { type: 'close' };

/** What a worker answers. */
export type FromWorker =
  | { type: 'fetch'; id: number; fetchId: number; url: string; method: string; headers: [string, string][]; body?: ArrayBuffer }
  | {
      type: 'rendered';
      id: number;
      page?: Omit<RenderedPage, 'body' | 'html'> & { html: Uint8Array };
    }
  | { type: 'failed'; id: number; error: SerializedError };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** The route a ServerRenderError names (the server logs it). */
  route?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack, route: (error as { route?: string }).route };
  return { name: 'Error', message: String(error) };
}

export function deserializeError(error: SerializedError): Error {
  const made = Object.assign(new Error(error.message), { name: error.name, route: error.route });
  if (error.stack) made.stack = error.stack;
  return made;
}

/**
 * Render threads when ROVE_RENDER_WORKERS does not say: one per core but the main thread's (the HTTP server, the API
 * and the embedded database), at least one and at most 4. On 2 cores, distinct listing pages at 50 connections
 * (embedded database, runs varying by 20 %): one thread 113-140 pages/s at 12.0-14.2 ms of CPU a page, two 95-124 at
 * 13.8-18.3 ms (they and the main thread took the cores from each other), none 104-120 at 10.3-12.4 ms.
 */
export function defaultRenderWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

export interface RenderPool {
  /** ServerEntry.render, in a worker: the same options (its `fetch` answers the worker's) and the same answer. */
  render(url: string, options?: RenderOptions): Promise<RenderedPage | undefined>;
  /** Ends the workers once their renders are done (those under way are stopped after `graceMs`). */
  close(graceMs?: number): Promise<void>;
  /** The CPU time (µs) its threads have used so far (the benches split a page's CPU by thread). */
  cpuUsage(): Promise<NodeJS.CpuUsage>;
}

interface Render {
  resolve: (page: RenderedPage | undefined) => void;
  reject: (error: unknown) => void;
  options: RenderOptions;
  slot: Slot;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  renders: Set<number>;
}

const pools = new Set<RenderPool>();

/** The CPU time (µs) of every render thread of this process so far (a thread replaced counts from its start). */
export async function renderThreadsCpu(): Promise<NodeJS.CpuUsage> {
  const each = await Promise.all([...pools].map((pool) => pool.cpuUsage()));
  return each.reduce((sum, cpu) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), { user: 0, system: 0 });
}

/** Closes every render pool of this process (the server's close, before the next server a test starts). */
export async function closeRenderPools(): Promise<void> {
  await Promise.all([...pools].map((pool) => pool.close()));
}

/**
 * `size` workers, each loading the server bundle at `entryFile` and the build's manifest at `manifestFile`. A render
 * goes to the worker with the fewest under way; a worker that fails is replaced, the renders it held rejected.
 */
export function createRenderPool({
  entryFile,
  manifestFile,
  size,
  logger,
}: {
  entryFile: string;
  manifestFile: string;
  size: number;
  logger?: Logger;
}): RenderPool {
  const renders = new Map<number, Render>();
  let nextId = 1;
  let turn = 0;
  let closing: Promise<void> | undefined;
  const slots: Slot[] = [];

  const settle = (id: number) => {
    const render = renders.get(id);
    if (!render) return undefined;
    renders.delete(id);
    render.slot.renders.delete(id);
    // Idle, a worker holds no process open; rendering, it does (as a request under way would).
    if (render.slot.renders.size === 0) render.slot.worker.unref();
    if (render.onAbort) render.options.signal?.removeEventListener('abort', render.onAbort);
    return render;
  };

  const spawn = (): Slot => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { entryFile, manifestFile } });
    const slot: Slot = { worker, renders: new Set() };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') return void answerFetch(slot, message);
      const render = settle(message.id);
      if (!render) return;
      if (message.type === 'failed') return render.reject(deserializeError(message.error));
      const page = message.page;
      if (!page) return render.resolve(undefined);
      const { html, ...rest } = page;
      const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
      render.resolve({
        ...rest,
        body: (async function* () {
          yield bytes;
        })(),
      });
    });
    const fail = (error: Error) => {
      const at = slots.indexOf(slot);
      if (at < 0) return;
      slots.splice(at, 1);
      for (const id of [...slot.renders]) settle(id)?.reject(error);
      if (closing) return;
      logger?.error('render worker stopped', { error });
      slots.push(spawn());
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A render worker stopped (exit code ${code}).`)));
    // After the listeners (a 'message' listener refs the worker again): the workers never hold the process open.
    worker.unref();
    return slot;
  };

  const answerFetch = async (slot: Slot, message: Extract<FromWorker, { type: 'fetch' }>) => {
    const render = renders.get(message.id);
    try {
      if (!render?.options.fetch) throw new Error('This render has no fetch (or has ended).');
      const res = await render.options.fetch(message.url, { method: message.method, headers: message.headers, body: message.body });
      const body = await res.arrayBuffer();
      slot.worker.postMessage(
        {
          type: 'fetched',
          fetchId: message.fetchId,
          status: res.status,
          statusText: res.statusText,
          headers: [...res.headers],
          body,
        } satisfies ToWorker,
        [body],
      );
    } catch (error) {
      slot.worker.postMessage({ type: 'fetch-failed', fetchId: message.fetchId, error: serializeError(error) } satisfies ToWorker);
    }
  };

  for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn());

  const pool: RenderPool = {
    render(url, options = {}) {
      if (closing) return Promise.reject(new Error('The render pool is closed.'));
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      // The least busy worker; among those, the next in turn (so one request after another spreads the JIT's warmth).
      let slot = slots[turn++ % slots.length];
      for (const each of slots) if (each.renders.size < slot.renders.size) slot = each;
      const id = nextId++;
      return new Promise<RenderedPage | undefined>((resolve, reject) => {
        const render: Render = { resolve, reject, options, slot };
        if (signal) {
          render.onAbort = () => {
            if (!settle(id)) return;
            slot.worker.postMessage({ type: 'abort', id } satisfies ToWorker);
            reject(signal.reason);
          };
          signal.addEventListener('abort', render.onAbort, { once: true });
        }
        renders.set(id, render);
        slot.renders.add(id);
        slot.worker.ref();
        slot.worker.postMessage({
          type: 'render',
          id,
          url,
          cookieHeader: options.cookieHeader,
          userAgent: options.userAgent,
        } satisfies ToWorker);
      });
    },
    async cpuUsage() {
      const each = await Promise.all(slots.map(({ worker }) => worker.cpuUsage().catch(() => ({ user: 0, system: 0 }))));
      return each.reduce((sum, cpu) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), { user: 0, system: 0 });
    },
    close(graceMs = 2000) {
      closing ??= (async () => {
        pools.delete(pool);
        await Promise.all(
          slots.map(async ({ worker }) => {
            const exited = new Promise<void>((done) => worker.once('exit', () => done()));
            // Asked to end when its renders are done: a thread ended while V8 compiles can abort the process.
            worker.postMessage({ type: 'close' } satisfies ToWorker);
            const timer = setTimeout(() => void worker.terminate(), graceMs);
            await exited;
            clearTimeout(timer);
          }),
        );
        for (const id of [...renders.keys()]) settle(id)?.reject(new Error('The render pool is closed.'));
      })();
      return closing;
    },
  };
  pools.add(pool);
  return pool;
}
