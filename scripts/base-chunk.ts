// Every module the app's entry imports statically runs on every page before it hydrates. Left to automatic code
// splitting, those modules are cut into two dozen common chunks (pages import many of them too), each compressed
// alone: small chunks lose what they share, and each adds import glue. `baseChunk` names them all `base` (vite.config.ts
// cuts that group in three: React, the other packages, our code): about 10 KiB less gzip on every page's first load.
//
// The walk follows static imports from the entry, but not through a barrel (a module that only re-exports, such as
// @rove/ui's index.ts): the bundler binds an import through a barrel to the module that defines the name, so a barrel's
// other modules are not the entry's. A module that both defines names and re-exports is walked whole.

/** What the walk reads of the bundler's module graph (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** Whether a module's code only re-exports (`export * from`, `export { a } from`), with comments and blank lines. */
export function reExportsOnly(code: string): boolean {
  return code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .every((statement) => statement === '' || /^export (\*( as [\w$]+)?|(type )?\{[^}]*\}) from ['"][^'"]+['"]$/.test(statement));
}

/** A code-splitting group's name function: `base` for the entry's static closure, none for any other module. */
export function baseChunk(entry: string): (id: string, graph: ModuleGraph) => string | null {
  // One walk per chunking pass (rolldown hands every call of a pass the same context), so a rebuild walks afresh.
  const walks = new WeakMap<ModuleGraph, Set<string>>();
  return (id, graph) => {
    let base = walks.get(graph);
    if (!base) {
      base = new Set();
      walks.set(graph, base);
      const stack = [entry];
      while (stack.length > 0) {
        const next = stack.pop() as string;
        const info = graph.getModuleInfo(next);
        if (base.has(next) || !info || (info.code !== null && reExportsOnly(info.code))) continue;
        base.add(next);
        stack.push(...info.importedIds);
      }
    }
    return base.has(id) ? 'base' : null;
  };
}
