// The published shape of @rove/ui, checked the way a consumer meets it (a step of `npm test`, `npm run check-package`):
// 1. from a tree with no ui/dist, `npm pack` builds the package (its `prepack`: tokens, then the library build);
// 2. the tarball holds every file its exports name and nothing that names the machine it was built on;
// 3. installed into a scratch app outside the workspace (dependencies from the npm cache), the consumer's TypeScript,
//    including `import '@rove/ui/styles.css'`, type-checks against the published types with no declaration of its own;
// 4. Vite bundles the app, and Chromium renders a Button, a Dialog and a DateRangePicker with the precompiled styles.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { serveStatic } from './serve-static.ts';

const workspace = resolve(import.meta.dirname, '..');
const ui = join(workspace, 'ui');
const bin = (name: string) => join(workspace, 'node_modules/.bin', name);
// Node 24 (the project's pin) first on PATH for npm and the tools it starts.
const env = { ...process.env, PATH: `${join(workspace, 'node_modules/.bin')}:${process.env.PATH}`, npm_config_update_notifier: 'false' };

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

const phases: [string, number][] = [];
let phaseStart = Date.now();
function phase(name: string) {
  phases.push([name, Date.now() - phaseStart]);
  phaseStart = Date.now();
}

interface Manifest {
  exports: Record<string, string | { types: string; import?: string; default?: string }>;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
}
const pkg = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as Manifest;

/** Every file an export names, with `*` expanded over the folders that exist in src. */
export function exportedFiles(manifest: Manifest, folders: (group: string) => string[]): string[] {
  const files: string[] = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const paths = typeof target === 'string' ? [target] : (Object.values(target) as string[]);
    if (!subpath.includes('*')) files.push(...paths);
    else for (const folder of folders(subpath.split('/')[1])) files.push(...paths.map((p) => p.replace('*', folder)));
  }
  return [...new Set(files)].map((file) => file.replace(/^\.\//, ''));
}
const sourceFolders = (group: string) =>
  readdirSync(join(ui, 'src', group)).filter((folder) => existsSync(join(ui, 'src', group, folder, 'index.ts')));

// The consumer: a Button, the Badge from its own entry, a Dialog and the DateRangePicker, with the precompiled styles.
const appMain = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, DateRangePicker, Dialog, DialogContent, DialogTrigger, UiProvider } from '@rove/ui';
import { Badge } from '@rove/ui/components/badge';
import '@rove/ui/styles.css';

function App() {
  const [count, setCount] = useState(0);
  return (
    <UiProvider locale="en-US">
      <main className="p-8">
        <Button onClick={() => setCount(count + 1)}>Clicked {count}</Button>
        <Badge variant="superhost" />
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Open dialog</Button>
          </DialogTrigger>
          <DialogContent title="Cancel this booking?" description="The refund follows the policy.">
            <p>Body</p>
          </DialogContent>
        </Dialog>
        <DateRangePicker />
      </main>
    </UiProvider>
  );
}
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
`;

// Types a consumer relies on, asserted at compile time.
const typeCheck = `import { Button, gridColumns, type ButtonProps, type GridColumns } from '@rove/ui';
import { DialogContent } from '@rove/ui/components/dialog';
import '@rove/ui/tailwind.css';
const props: ButtonProps = { variant: 'primary', size: 'lg', children: 'Book' };
const span: GridColumns = 6;
export const cls: string = gridColumns(span);
export const button = Button(props);
export const content = DialogContent;
// @ts-expect-error: 13 columns do not exist.
gridColumns(13);
// The contract's types travel inside the package (the contract itself is not published).
import { formatDistance, type Country, type FinancialBreakdown, type RvType } from '@rove/ui';
export const total = (breakdown: FinancialBreakdown): number => breakdown.RenterDiscountedTotal;
const country: Country = 'CA';
const type: RvType = 'ClassC';
export const distance: string = formatDistance(12, country, 'en-CA') + type;
// @ts-expect-error: the contract has no such country.
export const nowhere: Country = 'MX';
// @ts-expect-error: the package has no such stylesheet.
import '@rove/ui/missing.css';
`;

/** 1-2. Packs the package from a tree without ui/dist; returns the tarball's path. */
function packFromClean(scratch: string): string {
  assert.ok(pkg.scripts.prepack, 'ui/package.json has a prepack script (npm pack and npm publish build the package)');
  rmSync(join(ui, 'dist'), { recursive: true, force: true });
  assert.equal(existsSync(join(ui, 'dist')), false);
  const tarball = join(scratch, run('npm', ['pack', '--silent', '--pack-destination', scratch], ui).trim().split('\n').pop() as string);
  phase('npm pack (prepack: tokens and the library build)');

  const listing = run('tar', ['-tzf', tarball], scratch)
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  for (const file of exportedFiles(pkg, sourceFolders)) assert.ok(listing.includes(file), `${file} (named in exports) is in the tarball`);
  assert.ok(listing.filter((file) => file.endsWith('.d.ts')).length > 100, 'the declaration files are in the tarball');
  assert.ok(listing.includes('CHANGELOG.md'), 'the changelog (Changesets) is in the tarball');
  assert.deepEqual(
    listing.filter((file) => file.startsWith('src/') || file.includes('node_modules/')),
    [],
    'no sources or node_modules in the tarball',
  );
  assert.deepEqual(pkg.sideEffects, ['**/*.css']);
  assert.deepEqual(Object.keys(pkg.peerDependencies).sort(), ['react', 'react-dom', 'zod']);
  assert.equal(pkg.dependencies.react, undefined);

  // Nothing in the package names the machine it was built on: no absolute path in a file name or a file's text.
  const buildRoot = workspace.replace(/\/$/, '');
  assert.deepEqual(
    listing.filter((file) => file.includes(buildRoot.slice(1))),
    [],
  );
  const unpacked = join(scratch, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tarball, '-C', unpacked], scratch);
  const leaks = spawnSync('grep', ['-rlF', buildRoot, unpacked], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  assert.deepEqual(
    leaks.map((file) => file.slice(unpacked.length + 1)),
    [],
    'no file of the package holds the build machine path',
  );
  assert.doesNotMatch(readFileSync(join(unpacked, 'package/dist/index.js'), 'utf8'), /from ['"]\.\.?\/.*\.tsx?['"]/);
  phase('tarball contents');
  return tarball;
}

/** 3. A scratch app with the tarball and React installed, its TypeScript checked. */
function installAndTypeCheck(scratch: string, tarball: string): string {
  const app = join(scratch, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(workspace, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'rove-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@rove/ui': `file:${tarball}`,
        react: version('react'),
        'react-dom': version('react-dom'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
      },
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
  const installed = join(app, 'node_modules/@rove/ui');
  assert.ok(existsSync(join(installed, 'dist/styles.css')));
  assert.equal(existsSync(join(installed, 'src')), false);
  phase('npm install in the scratch app');

  writeFileSync(join(app, 'src/main.tsx'), appMain);
  writeFileSync(join(app, 'src/types-check.ts'), typeCheck);
  // No `*.css` declaration and no vite/client types: the package's own `types` make its stylesheets importable.
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        noUncheckedSideEffectImports: true,
        types: [],
        lib: ['ES2024', 'DOM', 'DOM.Iterable'],
      },
      include: ['src'],
    }),
  );
  run(bin('tsc'), ['-p', 'tsconfig.json'], app);
  phase('type check of the consumer');
  return app;
}

/** 4. Bundles the app with Vite (no Tailwind in the consumer: the precompiled stylesheet) and renders it. */
async function bundleAndRender(app: string): Promise<void> {
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Consumer</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  run(bin('vite'), ['build', '--logLevel', 'error'], app);
  phase('vite build of the consumer');

  const server = await serveStatic(join(app, 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    const clicked = page.getByRole('button', { name: 'Clicked 1' });
    await clicked.waitFor();
    const buttonStyle = await clicked.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      radius: getComputedStyle(el).borderTopLeftRadius,
      font: getComputedStyle(el).fontFamily,
    }));
    assert.doesNotMatch(buttonStyle.background, /^(transparent|rgba\(0, 0, 0, 0\))$/, 'the Button has its background');
    assert.notEqual(buttonStyle.radius, '0px', 'the Button has its radius');
    assert.match(buttonStyle.font, /Figtree/, 'the Button has the body font');

    await page.getByRole('button', { name: 'Open dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    const dialogStyle = await dialog.evaluate((el) => ({
      position: getComputedStyle(el).position,
      background: getComputedStyle(el).backgroundColor,
      zIndex: getComputedStyle(el).zIndex,
    }));
    assert.equal(dialogStyle.position, 'fixed');
    assert.doesNotMatch(dialogStyle.background, /^(transparent|rgba\(0, 0, 0, 0\))$/, 'the Dialog has its background');
    assert.ok(Number(dialogStyle.zIndex) > 0, 'the Dialog is above the page');
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The date range picker's calendar is a chunk of its own in the consumer's build: it loads on first open.
    await page.getByRole('group', { name: 'Trip dates' }).waitFor();
    await page.getByRole('button', { name: /Calendar/ }).click();
    await page.getByRole('application').getByRole('grid').first().waitFor();
    assert.deepEqual(errors, [], 'no error in the page');
  } finally {
    await browser.close();
    await server.close();
  }
  phase('rendered in Chromium');
}

if (import.meta.main) {
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'rove-ui-consumer-'));
  try {
    const tarball = packFromClean(scratch);
    const app = installAndTypeCheck(scratch, tarball);
    await bundleAndRender(app);
  } finally {
    // The scratch app holds thousands of files: deleted in the background rather than hold up the run.
    spawn('rm', ['-rf', scratch], { detached: true, stdio: 'ignore' }).unref();
    for (const [name, ms] of phases) console.log(`  ${name}: ${(ms / 1000).toFixed(1)}s`);
  }
  console.log(
    `@rove/ui: packed from a clean tree, installed, type-checked, bundled and rendered in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}
