// Which built chunks a rendered page names (its own and those it imports), from the build's manifest
// (app/dist/.vite/manifest.json): read by the server render, in the main thread or a render worker (render-pool.ts).
import { readFileSync } from 'node:fs';

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A page's chunk and the chunks it imports that the entry does not already load. */
export type ChunkOf = (source: string) => { file: string; imports: string[] } | undefined;

/**
 * A module's built chunk, by its source path (as the build's manifest keys it: `src/pages/home-page.tsx`), with the
 * chunks it imports that the entry does not already load; undefined without a manifest (a development build).
 */
export function chunksOf(manifest: Manifest | undefined): ChunkOf {
  if (!manifest) return () => undefined;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  return (source) => {
    const chunk = manifest[source];
    if (!chunk) return undefined;
    const imports = [...closure(source)].filter((key) => key !== source && !loaded.has(key)).map((key) => manifest[key].file);
    return { file: chunk.file, imports };
  };
}

/** The build's manifest, or undefined when there is none (a development build) or it cannot be read. */
export function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}
