// Text assets are compressed once at build time (brotli and gzip beside each file); the server sends the variant the
// request accepts (server/src/http/static-app.ts). Small files are not worth a second request header's bytes.
// The gzip variant of a file up to `zopfliMaxBytes` is written by Zopfli: a standard gzip stream about 3 % smaller than
// zlib's level 9, paid once by the build and gained by every gzip client on each load. Zopfli runs at about 100 KB/s,
// so the files are shared among worker threads (one per core, up to eight); the few larger files (the map and its worker, loaded on
// demand) would cost seconds each for the same 3 % and keep zlib's level 9.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const zopfliMaxBytes = 512 * 1024;

/** The files of `dir` (recursively) worth compressing: text assets of at least `minBytes`, with their sizes. */
export function compressibleFiles(dir: string, minBytes = 512): { path: string; bytes: number }[] {
  const files: { path: string; bytes: number }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files.push(...compressibleFiles(path, minBytes));
    else if (compressible.test(name) && stat.size >= minBytes) files.push({ path, bytes: stat.size });
  }
  return files;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file. Zopfli is imported here, in the worker that compresses, not
 * where vite.config.ts loads this module: its Emscripten glue installs process-wide handlers that turn any unhandled
 * rejection into an abort.
 */
export async function compressFiles(paths: string[]): Promise<void> {
  const { gzipAsync } = await import('@gfx/zopfli');
  for (const path of paths) {
    const body = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    const gzip = body.length <= zopfliMaxBytes ? await gzipAsync(body, { numiterations: 5 }) : gzipSync(body, { level: 9 });
    writeFileSync(`${path}.gz`, gzip);
  }
}

/** Splits files into `n` lists of about equal bytes (largest first, each to the lightest list). */
export function shareOut<T extends { bytes: number }>(files: T[], n: number): T[][] {
  const lists = Array.from({ length: Math.max(1, n) }, () => ({ bytes: 0, files: [] as T[] }));
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes)) {
    const lightest = lists.reduce((min, list) => (list.bytes < min.bytes ? list : min));
    lightest.files.push(file);
    lightest.bytes += file.bytes;
  }
  return lists.map((list) => list.files).filter((list) => list.length > 0);
}

/** Compresses every text asset of `dir` on worker threads (precompress-worker.ts), one per core up to eight. */
export async function precompress(dir: string, minBytes = 512): Promise<void> {
  const lists = shareOut(compressibleFiles(dir, minBytes), Math.min(availableParallelism(), 8));
  const worker = fileURLToPath(new URL('./precompress-worker.ts', import.meta.url));
  await Promise.all(
    lists.map(
      (list) =>
        new Promise<void>((resolve, reject) => {
          const thread = new Worker(worker, { workerData: list.map((file) => file.path) });
          thread.once('message', () => resolve());
          thread.once('error', reject);
          thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`precompress worker exited with ${code}`))));
        }),
    ),
  );
}
