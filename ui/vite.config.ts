// Builds @rove/ui as a library: ESM, one entry per component and widget folder (plus the index and the
// icons), every dependency external, and two stylesheets:
// - dist/styles.css: precompiled (Tailwind run over ui/src), fonts included, for consumers without Tailwind;
// - dist/tailwind.css: the Tailwind-source stylesheet, with the design tokens beside it, for consumers who
//   compile Tailwind themselves (they add `@source "../node_modules/@rove/ui/dist";`).
// Types come from `tsc -p tsconfig.build.json` (see package.json "build").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(`${here}package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** `components/button/index` -> `src/components/button/index.ts`, for every folder that has an index. */
export function libraryEntries(root = here): Record<string, string> {
  const entries: Record<string, string> = { index: `${root}src/index.ts`, 'icons/index': `${root}src/icons/index.ts` };
  for (const group of ['components', 'widgets']) {
    const dir = `${root}src/${group}`;
    if (!existsSync(dir)) continue;
    for (const folder of readdirSync(dir, { withFileTypes: true })) {
      if (folder.isDirectory() && existsSync(`${dir}/${folder.name}/index.ts`)) {
        entries[`${group}/${folder.name}/index`] = `${dir}/${folder.name}/index.ts`;
      }
    }
  }
  return entries;
}

// Everything the package depends on stays an import for the consumer's bundler to resolve (and dedupe).
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

const tokensDist = `${here}../tokens/dist`;

/** Where a bundled module goes in dist/: its own path for ui's sources, vendor/... for anything else. */
export function vendorName(name: string, moduleId: string | null, root = here): string {
  if (name.includes('node_modules/')) return name.replace(/^(.*\/)?node_modules\//, 'vendor/');
  const fromSrc = moduleId ? relative(`${root}src`, moduleId) : '';
  if (!moduleId || (!fromSrc.startsWith('..') && !isAbsolute(fromSrc))) return name;
  const fromRepo = relative(resolve(root, '..'), moduleId).replace(/\.[cm]?[jt]sx?$/, '');
  if (fromRepo.startsWith('tokens/dist/')) return `vendor/rove-tokens/${fromRepo.slice('tokens/dist/'.length)}`;
  // The contract's vocabulary (ui imports only its zod-free modules); its types go beside it (scripts/vendor-contract-types.ts).
  if (fromRepo.startsWith('contract/src/')) return `vendor/rove-contract/${fromRepo.slice('contract/src/'.length)}`;
  return `vendor/${basename(fromRepo)}`;
}

const stylesEntry = '\0rove-ui-styles';

/** What importing one of the package's stylesheets gives a module: nothing but its side effect. */
const stylesheetDeclaration = '// A stylesheet of @rove/ui: imported for its side effect (the styles), it exports nothing.\nexport {};\n';

/**
 * Compiles the precompiled stylesheet through a JS entry that only imports it (a lib build takes no CSS entry),
 * drops that entry's empty JS, and emits the Tailwind-source stylesheet with the token stylesheets it imports.
 */
function stylesheets(): Plugin {
  return {
    name: 'rove-ui-stylesheets',
    enforce: 'post',
    resolveId(id) {
      return id.endsWith('rove-ui-styles') ? stylesEntry : null;
    },
    load(id) {
      return id === stylesEntry ? `import ${JSON.stringify(`${here}src/styles/precompiled.css`)};` : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type === 'chunk' && chunk.name === 'styles') delete bundle[file];
        }
        const source = readFileSync(`${here}src/styles/tailwind.css`, 'utf8')
          .replace("@import '@rove/tokens/tokens.css';", "@import './tokens.css';")
          .replace("@import '@rove/tokens/theme.css';", "@import './theme.css';")
          // In the package the compiled components sit beside this file.
          .replace("@source '../';", "@source './';");
        this.emitFile({ type: 'asset', fileName: 'tailwind.css', source });
        for (const name of ['tokens.css', 'theme.css']) {
          this.emitFile({ type: 'asset', fileName: name, source: readFileSync(`${tokensDist}/${name}`, 'utf8') });
        }
        // The stylesheets' `types` in package.json: `import '@rove/ui/styles.css'` type-checks in a consumer
        // without a `*.css` module declaration of its own (TypeScript checks side-effect imports).
        this.emitFile({ type: 'asset', fileName: 'types/stylesheet.d.ts', source: stylesheetDeclaration });
      },
    },
  };
}

export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss(), stylesheets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    assetsInlineLimit: 0,
    lib: {
      entry: { ...libraryEntries(), styles: 'rove-ui-styles' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: `${here}src`,
        // Modules from outside src are bundled under vendor/: third-party ones (the chosen lucide icons) leave
        // node_modules, which npm pack never ships, and the generated tokens module gets a fixed place, never a
        // path that depends on where the package was built.
        entryFileNames: (chunk) => `${vendorName(chunk.name, chunk.facadeModuleId)}.js`,
        // Library mode inlines fonts into the CSS, so the one asset is the precompiled stylesheet.
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'styles.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
