// Where lazy widgets are declared (issue 35). Every module the entry imports statically is in every page's first load
// (scripts/base-chunk.ts), with the file names of each chunk its dynamic imports load. A widget declared there puts its
// declaration and its chunks' names in every page, though only the pages that show it need them: the ui's pickers,
// filters and switch, declared in lib/lazy-widgets.tsx, cost every page about 1 KiB gzip. Only the shell's own widgets
// (its header and banners, on every page) are declared in the entry's graph; an area declares its own beside its pages.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');

/** The relative modules a source imports or re-exports as values (type-only imports are erased; dynamic ones load later). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, from] of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"];/gm)) {
    if (typeOnly || !from.startsWith('.')) continue;
    const path = resolve(dirname(file), from);
    if (existsSync(path)) found.push(path);
  }
  return found;
}

/** The entry's static graph among the app's own modules (app/src). */
function entryGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next) || !next.startsWith(src)) continue;
    seen.add(next);
    stack.push(...staticImports(next));
  }
  return seen;
}

describe("the lazy widgets' declarations", () => {
  const graph = entryGraph(resolve(src, 'main.tsx'));
  const declaring = [...graph].filter((file) =>
    /\blazyWidget\s*\(/.test(readFileSync(file, 'utf8').replace(/export function lazyWidget/, '')),
  );

  it("walks the entry's graph (the shell, the router, the widgets' machinery)", () => {
    for (const module of ['shell/app-shell.tsx', 'lib/lazy-widgets.tsx', 'shell/shell-widgets.ts'])
      expect(graph.has(resolve(src, module)), module).toBe(true);
  });

  it('declares in the entry’s graph only the shell’s own widgets; the pages’ pickers and filters beside the pages', () => {
    expect(declaring.map((file) => relative(src, file))).toEqual(['shell/shell-widgets.ts']);
    expect(graph.has(resolve(src, 'renter/trip-widgets.ts'))).toBe(false);
    expect(graph.has(resolve(src, 'renter/search/search-widgets.ts'))).toBe(false);
  });
});
