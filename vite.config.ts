// The app's build: app/ is the Vite root, output in app/dist with a manifest (read by `npm run bench`).
// The rove-build-id plugin writes build-id.json (the app polls it to notice a new deploy, spec 001 section 7).
// In development /api and the geocoding paths are proxied to the server (ROVE_API_URL, default http://localhost:3000).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { firstPaintHtml, startScript } from './scripts/first-paint-html.ts';
import { pageSourcesPlugin } from './scripts/page-sources-plugin.ts';
import { reactDomSentinelsPlugin } from './scripts/react-dom-sentinels.ts';
import { reactAriaDefaultLocalePlugin } from './scripts/react-aria-default-locale.ts';
import { reactRouterInstrumentationPlugin } from './scripts/react-router-instrumentation.ts';
import { answerGuardsPlugin } from './scripts/answer-guards.ts';
import { baseChunk, type ModuleGraph } from './scripts/base-chunk.ts';
import { precompress } from './scripts/precompress.ts';
import { faviconPng, faviconPngs } from './scripts/favicon-png.ts';
import {
  displayFontMaker,
  displayRanges,
  displaySubsets,
  staticDisplayFont,
  staticDisplayName,
  variableDisplayFile,
  withStaticDisplayFaces,
} from './scripts/display-font.ts';
import { indexCss } from './scripts/critical-css.ts';
import { classesOf } from './app/src/shell/server/critical-css.ts';
import { uiSourceAliases } from './scripts/ui-source-aliases.ts';
import {
  appPath,
  type BundleChunk,
  checkKeyPages,
  chunkGroups,
  chunkSignatures,
  keyPages,
  moduleSizes,
  readChunkGroups,
} from './scripts/chunk-signatures.ts';
import { locales } from './contract/src/constants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

function buildIdPlugin(): Plugin {
  const buildId = process.env.ROVE_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'rove-build-id',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId : 'dev') },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

// Brotli and gzip beside each text asset, for the server to send (scripts/precompress.ts).
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'rove-precompress',
    apply: 'build',
    configResolved(config) {
      // Only the app the server sends: not the SSR bundle, nor Storybook's build (which reuses this config).
      outDir = config.build.ssr || config.build.outDir !== `${root}app/dist` ? '' : config.build.outDir;
    },
    async closeBundle() {
      if (outDir) await precompress(outDir);
    },
  };
}

// The site's icon as PNG (scripts/favicon-png.ts), emitted beside the app's files and served so by the dev server.
function faviconPngPlugin(): Plugin {
  return {
    name: 'rove-favicon-png',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const size = faviconPngs[(req.url ?? '').slice(1) as keyof typeof faviconPngs];
        if (!size) return next();
        faviconPng(`${root}app/public/favicon.svg`, size).then((png) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(png);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [fileName, size] of Object.entries(faviconPngs))
        this.emitFile({ type: 'asset', fileName, source: await faviconPng(`${root}app/public/favicon.svg`, size) });
    },
  };
}

// The display face as a static instance at the one weight the app sets it in (scripts/display-font.ts): made as the
// build (or the development server) starts, into a folder named by the package's files, and written into the
// stylesheet in place of the variable files, which the build then neither emits nor preloads.
function staticDisplayFontPlugin(): Plugin {
  let made: Promise<string> | undefined;
  const fonts = () =>
    (made ??= (async () => {
      // Named by the package's files and the instancer's version: either changing makes the instances anew.
      const hash = createHash('sha256').update(displayFontMaker);
      for (const subset of displaySubsets) hash.update(readFileSync(variableDisplayFile(subset)));
      const dir = `${root}node_modules/.cache/rove/display-font/${hash.digest('hex').slice(0, 16)}`;
      const ranges = displayRanges();
      mkdirSync(dir, { recursive: true });
      for (const subset of displaySubsets) {
        const file = join(dir, staticDisplayName(subset));
        if (existsSync(file)) continue;
        // Written then renamed: another build (a test's) may be making the same file, or reading it.
        const part = `${file}.${process.pid}-${Date.now().toString(36)}`;
        writeFileSync(part, await staticDisplayFont(subset, ranges[subset]));
        renameSync(part, file);
      }
      return dir;
    })());
  return {
    name: 'rove-static-display-font',
    // After Tailwind's (also 'pre', listed before): its output holds the package's @font-face rules.
    enforce: 'pre',
    async buildStart() {
      await fonts();
    },
    transform: {
      filter: { id: /\.css(?:\?.*)?$/ },
      async handler(code, id) {
        if (!code.includes('-wght-normal.woff2')) return;
        const dir = await fonts();
        const from = dirname(id.replace(/\?.*$/, ''));
        return withStaticDisplayFaces(code, (subset) => {
          const path = relative(from, join(dir, staticDisplayName(subset)))
            .split('\\')
            .join('/');
          return path.startsWith('.') ? path : `./${path}`;
        });
      },
    },
  };
}

// The Latin subsets of the two typefaces (body and display) are preloaded: text paints in its font at once.
const preloadedFont = new RegExp(`/(figtree-latin-wght-normal|${staticDisplayName('latin').replace('.woff2', '')})-[^/]+\\.woff2$`);
function preloadFontsPlugin(): Plugin {
  return {
    name: 'rove-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => preloadedFont.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// An area's public entry (app/src/<area>/index.ts) only re-exports: a page that takes one thing from it (a listing's
// data) loads that thing, not every module the entry names (the trip's controls and their pickers came with it).
function areaEntriesPlugin(): Plugin {
  return {
    name: 'rove-area-entries',
    transform(code, id) {
      return /[\\/]app[\\/]src[\\/][\w-]+[\\/]index\.ts$/.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

// The server build's index of the browser build's stylesheet, for the critical CSS each page carries inline
// (app/src/shell/server/critical-css.ts): `virtual:rove-critical-css`, null without a browser build (development).
function criticalCssPlugin(): Plugin {
  const id = 'virtual:rove-critical-css';
  let ssr = false;
  return {
    name: 'rove-critical-css',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const dist = `${root}app/dist`;
      if (!ssr || !existsSync(join(dist, 'index.html'))) return 'export default null;';
      // The stylesheet the built page links (scripts/first-paint-html.ts: at the end of its body).
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      const href = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/.exec(html)?.[1];
      if (!href) this.error('The browser build links no stylesheet (app/dist/index.html): no critical CSS to index');
      const stylesheet = {
        index: indexCss(readFileSync(join(dist, href), 'utf8'), href),
        templateClasses: [...classesOf(html.slice(html.indexOf('<body')))],
      };
      return `export default ${JSON.stringify(stylesheet)};`;
    },
  };
}

// The HTML paints alone, then the app's code loads and hydrates it: scripts/first-paint-html.ts. The start script is
// written there with its comments, and minified here like the rest of the build's code (issue 35: it is in every
// page's first load, 977 bytes gzip as written, about 540 minified).
function firstPaintPlugin(): Plugin {
  return {
    name: 'rove-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const { code, errors } = minifySync('start.js', startScript);
      if (errors.length) this.error(`The start script does not minify: ${errors.map((error) => error.message).join('; ')}`);
      const startFile = this.getFileName(this.emitFile({ type: 'asset', name: 'start.js', source: code }));
      page.source = firstPaintHtml(String(page.source), { startFile: `/${startFile}` });
    },
  };
}

// A dynamic import preloads the chunks its module imports, listed in the importing chunk. Those the importing chunk
// already loaded statically (for the entry: React, the router, i18next...) need no listing: dropping them takes
// kilobytes of file names out of the entry, which lists every page's chunks.
let staticallyLoaded: (host: string) => Set<string> = () => new Set();
function preloadListsPlugin(): Plugin {
  return {
    name: 'rove-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const closures = new Map<string, Set<string>>();
        const closure = (file: string, seen = new Set<string>()) => {
          const chunk = bundle[file];
          if (seen.has(file) || !chunk || chunk.type !== 'chunk') return seen;
          seen.add(file);
          for (const dep of chunk.imports) closure(dep, seen);
          return seen;
        };
        staticallyLoaded = (host) => {
          let set = closures.get(host);
          if (!set) closures.set(host, (set = closure(host)));
          return set;
        };
      },
    },
  };
}

// The entry's static imports (scripts/base-chunk.ts) in three chunks rather than two dozen: React (react-dom, react,
// scheduler), the other packages, and our own code. Three files of 44-65 KiB download side by side on a phone's
// connections (with one file of 158 KiB, Lighthouse's largest paint was 2.3-2.5 s on four key pages in two runs), and
// React's chunk and most of the packages' stay cached across our own deploys. A package reached through a barrel
// (react-i18next, tailwind-merge, lucide-react, react-aria's I18nProvider: about 20 KB) is captured
// with the module that imports it, into our chunk.
const entryClosure = baseChunk(`${root}app/src/main.tsx`);
// With them, the primitives nearly every page renders though the shell itself no longer does (it hydrates its header
// and banners at the first intent, its toasts at the first toast): the Button with its slot (ui/src/lib/slot.tsx) and
// cva, and the icons' runtime. Left to code splitting they came as four small files on almost every page, each compressed alone (about
// 0.8 KiB more on the home page than in the base).
const everyPagePrimitives =
  /[\\/](ui[\\/]src[\\/](components[\\/]button[\\/]|lib[\\/]slot\.tsx)|node_modules[\\/](class-variance-authority|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/])))/;
const inBase = (id: string, graph: ModuleGraph) => entryClosure(id, graph) ?? (everyPagePrimitives.test(id) ? 'base' : null);
const reactPackages = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const packages = /[\\/]node_modules[\\/]/;
const baseGroups = [
  { priority: 3, name: (id: string, graph: ModuleGraph) => (reactPackages.test(id) && inBase(id, graph) ? 'base-react' : null) },
  { priority: 2, name: (id: string, graph: ModuleGraph) => (packages.test(id) && inBase(id, graph) ? 'base-libs' : null) },
  { priority: 1, name: inBase },
];

// The key pages' shared modules in a chunk per set of key pages that load them, small ones merged where it costs the
// pages little (scripts/chunk-signatures.ts): the app's build runs a first pass (ROVE_CHUNK_PASS=first,
// app/package.json) that writes which key pages load each module and each module's size, and the real build groups
// them so. Without the file (development, Storybook), automatic splitting as before.
const chunkGroupsFile = `${root}node_modules/.cache/rove/chunk-groups.json`;
const firstPass = process.env.ROVE_CHUNK_PASS === 'first';
const chunkOf = firstPass ? undefined : readChunkGroups(chunkGroupsFile);
const appRoot = `${root}app`;
const keyPagesGroups = chunkOf
  ? [
      {
        priority: 0,
        name: (id: string, graph: ModuleGraph) => {
          if (inBase(id, graph)) return null;
          return chunkOf[appPath(appRoot, id)] ?? null;
        },
        // A module's dependencies go where their own key pages put them, not with it: pulled in with the module, one a
        // key page loaded without the module's other pages would come with modules that page never loaded.
        includeDependenciesRecursively: false,
      },
    ]
  : [];

// The first pass writes each shared module's chunk (and nothing else of use: its output folder is thrown away).
function chunkSignaturesPlugin(): Plugin {
  return {
    name: 'rove-chunk-signatures',
    apply: () => firstPass,
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: Record<string, BundleChunk> = {};
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') chunks[file] = chunk;
      mkdirSync(dirname(chunkGroupsFile), { recursive: true });
      checkKeyPages(chunks, appRoot);
      const parts = new Set(Object.values(keyPages).flat());
      const isKey = (id: string) => parts.has(appPath(appRoot, id));
      const groups = chunkGroups(chunkSignatures(chunks, appRoot, isKey), keyPages, moduleSizes(chunks, appRoot));
      writeFileSync(chunkGroupsFile, JSON.stringify(groups));
    },
  };
}

const apiTarget = process.env.ROVE_API_URL ?? 'http://localhost:3000';

// `vite build` writes the browser's app in app/dist; `vite build --ssr src/shell/server/entry-server.tsx` the server's
// part in app/dist-ssr (never served as files), which the server imports when it answers a page.
export default defineConfig(({ isSsrBuild }) => ({
  root: `${root}app`,
  publicDir: `${root}app/public`,
  plugins: [
    react(),
    // React Aria carries its built-in strings (a spin button's, a number field's, a calendar's...) in 34 languages; the
    // browser's build keeps the site's two (contract's locales; fr-CA reads fr-FR's), the others resolve to nothing.
    optimizeLocales.vite({ locales: [...locales] }),
    // React DOM's sentinel errors made without a stack: under DevTools (and Lighthouse) each page's start was a long
    // task of React DOM parsed a second time (scripts/react-dom-sentinels.ts).
    reactDomSentinelsPlugin(),
    // React Aria's default locale worked out at its first use, not as the base chunk is evaluated (the same reason).
    reactAriaDefaultLocalePlugin(),
    // React Router's code for instrumentations (Rove passes none) left out of the base chunk.
    reactRouterInstrumentationPlugin(),
    tailwindcss(),
    staticDisplayFontPlugin(),
    buildIdPlugin(),
    precompressPlugin(),
    preloadFontsPlugin(),
    faviconPngPlugin(),
    preloadListsPlugin(),
    firstPaintPlugin(),
    criticalCssPlugin(),
    areaEntriesPlugin(),
    pageSourcesPlugin(`${root}app/`),
    answerGuardsPlugin(),
    chunkSignaturesPlugin(),
  ],
  // @rove/ui from its sources: the package's entry and its one-folder entries (@rove/ui/widgets/<name>), as published.
  resolve: {
    alias: uiSourceAliases(root),
  },
  // The server's part bundles its packages with React's production build: left external, Node would load React by the
  // process's NODE_ENV, which `npm start` leaves unset (the development build: several times the render's CPU).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: isSsrBuild ? `${root}app/dist-ssr` : `${root}app/dist`,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    // The entry's static imports in three chunks (baseGroups above).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [...baseGroups, ...keyPagesGroups] } } },
    // No modulepreload polyfill: see app/src/entry.ts.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !staticallyLoaded(hostId).has(dep)) : deps,
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/Geocoding', '/Place', '/oidc', '/photos'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
}));
