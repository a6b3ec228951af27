import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

// Each page loader of the route lists (app/src/shell/router/pages/*.ts) carries its module's source path, the key of its
// chunk in the build's manifest: the server tells the browser which chunk (and imports) the page it rendered needs,
// so the browser hydrates without loading the route lists (they load at the first navigation).
export function pageSourcesPlugin(appRoot: string): Plugin {
  return {
    name: 'rove-page-sources',
    // Before TypeScript is stripped: the lists as written.
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]app[\\/]src[\\/]shell[\\/]router[\\/]pages[\\/][\w-]+\.ts$/.test(id)) return undefined;
      // Only a loader that is an arrow returning import('<path>') itself is named; any other import() in these lists
      // (a `.then`, an async arrow, a template) would be left without its source, or broken: the build stops.
      let named = 0;
      const listed = code.replace(/(?<!async\s*)\(\) => import\(['"]([^'"]+)['"]\)(?!\s*\.)/g, (loader: string, specifier: string) => {
        named++;
        const source = relative(appRoot, resolve(dirname(id), specifier))
          .split(sep)
          .join('/');
        return `Object.assign(${loader}, { source: ${JSON.stringify(source)} })`;
      });
      const imports = code.match(/\bimport\s*\(/g)?.length ?? 0;
      if (imports !== named) this.error(`${id}: write each page loader as () => import('<path>') (${imports - named} not)`);
      // Lines stay where they were (only columns move in these short lists): the existing source map is kept.
      return { code: listed, map: null };
    },
  };
}
