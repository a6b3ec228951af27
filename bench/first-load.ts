// First-load JavaScript per page from the Vite manifest: the entry chunk and everything it imports statically,
// plus the page's own lazy chunk and its static imports. Gzip sizes, as the server sends them to a gzip client.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Keys of every chunk loaded before the page can run: the chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface PageWeight {
  page: string;
  files: number;
  bytes: number;
  gzip: number;
}

/**
 * For each lazily loaded page module (an area's `*-page.tsx` under src/: app/README.md), the first-load JavaScript of a
 * visit that lands on it, named by its path under src/.
 */
export function firstLoadPerPage(
  manifest: Manifest,
  sizeOf: (file: string) => { bytes: number; gzip: number },
  isPage = (src: string) => /^src\/.+-page\.tsx$/.test(src),
): PageWeight[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const base = staticClosure(manifest, entry);
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isPage(manifest[k].src ?? k));
  const weigh = (page: string, keys: Set<string>): PageWeight => {
    let bytes = 0;
    let gzip = 0;
    for (const k of keys) {
      const s = sizeOf(manifest[k].file);
      bytes += s.bytes;
      gzip += s.gzip;
    }
    return { page, files: keys.size, bytes, gzip };
  };
  const rows = pages.map((p) => weigh((manifest[p].src ?? p).replace(/^src\//, ''), staticClosure(manifest, p, new Set(base))));
  if (!rows.length) rows.push(weigh('(entry only)', base));
  return rows.sort((a, b) => a.page.localeCompare(b.page));
}

/** The entry chunk and its static imports: what every page loads (gzip bytes). */
export function sharedBase(manifest: Manifest, sizeOf: (file: string) => { bytes: number; gzip: number }): number {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  let gzip = 0;
  for (const k of staticClosure(manifest, entry)) gzip += sizeOf(manifest[k].file).gzip;
  return gzip;
}

const precompressedDirs = new Map<string, boolean>();
/** Whether the build wrote compressed siblings (any `.gz` among its assets). */
function precompressed(distDir: string): boolean {
  let known = precompressedDirs.get(distDir);
  if (known === undefined) {
    known = readdirSync(join(distDir, 'assets')).some((name) => name.endsWith('.gz'));
    precompressedDirs.set(distDir, known);
  }
  return known;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * A built file's size and the bytes a client that accepts gzip receives: the build's gzip sibling (`<file>.gz`, see
 * scripts/precompress.ts), or the file itself when it has none (the server sends a file under 512 bytes as it is).
 * Without any sibling in the folder (a build made without the precompress step), zlib's level 9 stands in.
 */
export function fileSizer(distDir: string) {
  const cache = new Map<string, { bytes: number; gzip: number }>();
  return (file: string) => {
    let s = cache.get(file);
    if (!s) {
      const path = join(distDir, file);
      const buf = readFileSync(path);
      const sibling = `${path}.gz`;
      const gzip = existsSync(sibling) ? statSync(sibling).size : precompressed(distDir) ? buf.length : gzipSync(buf, { level: 9 }).length;
      s = { bytes: buf.length, gzip };
      cache.set(file, s);
    }
    return s;
  };
}
