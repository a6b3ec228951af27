// The layering rules (README.md "Layering"): tokens <- ui <- app; server and app meet only in the contract; the
// contract depends on nothing but zod; ui takes from the contract only its zod-free vocabulary and, as types, the
// financial breakdown (both bundled into the published package). Every import of every source file is checked,
// relative ones too (a `../../server/...` path is a forbidden import as much as `@rove/server`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

const root = resolve(import.meta.dirname, '..');

/** Every module specifier of a source text: static and dynamic imports, re-exports, CSS @import, import.meta.glob. */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\bimport\s+|@import\s+|\bimport\.meta\.glob(?:<[^(]*>)?\(\s*)['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

/**
 * Dynamic imports whose path is computed (`import(variable)`, a template literal): no rule can read where they go, so
 * each is a failure unless `computedImportsAllowed` names its file with the reason it cannot be a plain path.
 */
export function computedImports(text: string): string[] {
  const pattern = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?([^'"\s)][^)]*)\)/g;
  return [...text.matchAll(pattern)].map((match) => `import(${match[1].trim()})`);
}

const computedImportsAllowed: Record<string, string> = {
  'app/src/main.tsx': "the page's built chunk, a URL the server named in the page's state",
  'server/src/http/static-app.ts': "the app's built server bundle (app/dist-ssr), found at run time",
  'server/src/http/render-worker.ts': "the app's built server bundle (app/dist-ssr), named by the render pool at run time",
  'server/src/map/map-module.test.ts': "a child process's script, in a string",
};

/** What an import reaches: a workspace package (by the folder it lives in), a package subpath, or outside. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('.')) {
    const path = relative(root, resolve(dirname(file), specifier));
    return path.split('/')[0];
  }
  return specifier;
}

interface Rule {
  /** Top-level folders a relative import may reach (its own always). */
  folders: string[];
  /** Folders its stylesheets may reach (Tailwind sources). */
  cssFolders?: string[];
  /** Allowed package specifiers (exact, or a prefix ending in '/'). */
  allowed: (specifier: string) => boolean;
}

const workspace = (specifier: string) => specifier.startsWith('@rove/');
const rules: Record<string, Rule> = {
  contract: { folders: [], allowed: (s) => !workspace(s) && (s === 'zod' || s === 'vitest' || s.startsWith('node:')) },
  tokens: { folders: [], allowed: (s) => !workspace(s) },
  ui: {
    folders: ['tokens'],
    allowed: (s) => !workspace(s) || /^@rove\/tokens(\/|$)/.test(s) || s === '@rove/contract/vocabulary' || s === '@rove/contract/finance',
  },
  // The app's tests read the message catalogues directly.
  app: { folders: ['locales'], cssFolders: ['ui'], allowed: (s) => !workspace(s) || /^@rove\/(contract|ui|tokens)(\/|$)/.test(s) },
  server: { folders: [], allowed: (s) => !workspace(s) || /^@rove\/contract(\/|$)/.test(s) },
  // Storybook's stories: the ui's components, and the app's screens (stories/screens) rendered at their routes with
  // answers built from the contract's schemas. So they may reach the app, the contract, the tokens, the catalogues and
  // Storybook's own config, never the server: a screen's story runs without the API (no server code, no network).
  stories: {
    folders: ['ui', 'app', 'contract', 'tokens', 'locales', '.storybook'],
    allowed: (s) => !workspace(s) || /^@rove\/(contract|ui|tokens)(\/|$)/.test(s),
  },
  // Tests that hold two packages together (integration/README.md): they may import any package, by a plain path.
  integration: { folders: ['contract', 'tokens', 'ui', 'app', 'server', 'locales'], allowed: () => true },
};

/** The forbidden imports of one package: `file: specifier`. */
function forbidden(pkg: string): string[] {
  const rule = rules[pkg];
  const dir = existsSync(join(root, pkg, 'src')) ? join(root, pkg, 'src') : join(root, pkg);
  return sourceFiles(dir).flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => {
        const reached = target(file, specifier);
        const folders = file.endsWith('.css') ? [...rule.folders, ...(rule.cssFolders ?? [])] : rule.folders;
        if (specifier.startsWith('.')) return reached !== pkg && !folders.includes(reached);
        return !rule.allowed(specifier);
      })
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
}

// Inside the app (app/README.md "Areas"): six areas over a shared base. An area imports the shared base and its own
// files; another area only through that area's public entry (its index.ts). The shared base imports no area, except
// the route page map (app/src/shell/router/pages/*.ts), which loads each page lazily: import() and nothing else.
export const appAreas = ['renter', 'bookings', 'owner', 'host', 'messages', 'content'] as const;
export const appBase = ['shell', 'api', 'i18n', 'forms', 'lib', 'routes'] as const;
const appSrc = join(root, 'app/src');

/** The folder of app/src a path lies in ('' for the entry files at its top). */
function appFolder(path: string): string {
  const parts = relative(appSrc, path).split('/');
  return parts.length > 1 ? parts[0] : '';
}

/** Why an import inside the app breaks its areas' rule, or null. `file` is absolute; `line` the import's statement. */
export function areaProblem(file: string, specifier: string, dynamicOnly: boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const reached = resolve(dirname(file), specifier);
  if (!reached.startsWith(`${appSrc}/`)) return null;
  const from = appFolder(file);
  const to = appFolder(reached);
  if (from === to || !(appAreas as readonly string[]).includes(to)) return null;
  if ((appAreas as readonly string[]).includes(from)) {
    return relative(join(appSrc, to), reached) === 'index.ts' ? null : `another area's module (import ${to}/index.ts)`;
  }
  const pageMap = relative(appSrc, file).startsWith('shell/router/pages/');
  if (pageMap && dynamicOnly) return null;
  return pageMap ? 'the page map loads pages with import() only' : 'the shared base imports no area';
}

/** Every import of app/src that breaks the areas' rule: `file: specifier (why)`. */
function areaViolations(): string[] {
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]/g;
  return sourceFiles(appSrc).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const lazy = new Set([...text.matchAll(dynamic)].map((match) => match[1]));
    const statics = specifiers(text.replace(dynamic, ''));
    return [...lazy, ...statics].flatMap((specifier) => {
      const problem = areaProblem(file, specifier, lazy.has(specifier) && !statics.includes(specifier));
      return problem ? [`${relative(root, file)}: ${specifier} (${problem})`] : [];
    });
  });
}

describe('specifiers', () => {
  it('finds static, dynamic, type, re-export, CSS and glob imports', () => {
    const text = `import a from 'react';\nimport type { B } from '@rove/server';\nexport { c } from '../x.ts';\nconst m = import('./lazy.tsx');\n@import '@rove/tokens/tokens.css';\nconst n = import(/* @vite-ignore */ '../y.ts');\nconst g = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json');`;
    expect(specifiers(text)).toEqual([
      'react',
      '@rove/server',
      '../x.ts',
      './lazy.tsx',
      '@rove/tokens/tokens.css',
      '../y.ts',
      '../../locales/*/*.json',
    ]);
  });

  it('finds imports whose path is computed, which no rule can read', () => {
    const text = `await import(/* @vite-ignore */ \`\${root}quote-trip.ts\`);\nimport(file);\nimport('./plain.ts');\nimport();`;
    expect(computedImports(text)).toEqual(['import(`${root}quote-trip.ts`)', 'import(file)']);
  });
});

describe('layering', () => {
  it.each(Object.keys(rules))('%s imports only what its layer may', (pkg) => {
    expect(forbidden(pkg)).toEqual([]);
  });

  it.each(Object.keys(rules))('%s computes no import path (outside the files allowed, each with its reason)', (pkg) => {
    const dir = existsSync(join(root, pkg, 'src')) ? join(root, pkg, 'src') : join(root, pkg);
    const files = pkg === 'server' ? [...sourceFiles(dir), ...sourceFiles(join(root, pkg, 'test'))] : sourceFiles(dir);
    const found = files.flatMap((file) => {
      const path = relative(root, file);
      return path in computedImportsAllowed ? [] : computedImports(readFileSync(file, 'utf8')).map((call) => `${path}: ${call}`);
    });
    expect(found).toEqual([]);
  });

  it('would catch a forbidden import (the rule is not vacuous)', () => {
    expect(rules.app.allowed('@rove/server')).toBe(false);
    expect(rules.ui.allowed('@rove/contract')).toBe(false);
    expect(rules.ui.allowed('@rove/app')).toBe(false);
    expect(rules.server.allowed('@rove/ui')).toBe(false);
    expect(rules.contract.allowed('react')).toBe(false);
    expect(rules.stories.allowed('@rove/server')).toBe(false);
    expect(rules.stories.folders).not.toContain('server');
    expect(target(join(root, 'app/src/x/y.ts'), '../../../server/src/app.ts')).toBe('server');
  });

  it('keeps the app in its areas: another area through its index.ts, the shared base free of areas but for the page map', () => {
    expect(areaViolations()).toEqual([]);
    // Every area and every folder of the shared base exists, and nothing else sits at the top of app/src.
    const top = readdirSync(appSrc, { withFileTypes: true });
    expect(
      top
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...appAreas, ...appBase].sort());
    for (const area of appAreas) expect(existsSync(join(appSrc, area, 'index.ts')), `${area}/index.ts`).toBe(true);
  });

  it('would catch an area reaching into another, the base reaching an area, and a page map importing a page statically', () => {
    const at = (path: string) => join(appSrc, path);
    expect(areaProblem(at('bookings/x.tsx'), '../renter/listing/listing-api.ts', false)).toBe(
      "another area's module (import renter/index.ts)",
    );
    expect(areaProblem(at('bookings/changes/x.tsx'), '../../renter/index.ts', false)).toBeNull();
    expect(areaProblem(at('bookings/x.tsx'), '../shell/app-shell.tsx', false)).toBeNull();
    expect(areaProblem(at('shell/x.tsx'), '../messages/index.ts', false)).toBe('the shared base imports no area');
    expect(areaProblem(at('shell/router/pages/renter.ts'), '../../../renter/home/home-page.tsx', true)).toBeNull();
    expect(areaProblem(at('shell/router/pages/renter.ts'), '../../../renter/home/home-page.tsx', false)).toBe(
      'the page map loads pages with import() only',
    );
    expect(areaProblem(at('shell/router/page-map.ts'), '../../renter/home/home-page.tsx', true)).toBe('the shared base imports no area');
  });

  it('keeps import loops out by lint (import/no-cycle at error level)', () => {
    const config = JSON.parse(readFileSync(join(root, '.oxlintrc.json'), 'utf8')) as { rules: Record<string, unknown> };
    const setting = config.rules['import/no-cycle'];
    expect(Array.isArray(setting) ? setting[0] : setting).toBe('error');
  });
});
