/// <reference types="node" />
// The published shape of @rove/ui, tested the way a consumer meets it: build the package, `npm pack` it,
// install the tarball into a scratch Vite app outside the workspace (dependencies from the registry cache),
// type-check and build that app, then render a Button and a Dialog in Chromium with the precompiled styles.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ui = fileURLToPath(new URL('..', import.meta.url));
const workspace = resolve(ui, '..');
const bin = (name: string) => join(workspace, 'node_modules/.bin', name);
// Node 24 (the project's pin) first on PATH for npm and the tools it starts.
const env = { ...process.env, PATH: `${join(workspace, 'node_modules/.bin')}:${process.env.PATH}`, npm_config_update_notifier: 'false' };

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

const pkg = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; import: string }>;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

/** Every file an export names, with `*` expanded over the folders that exist in src. */
function exportedFiles(): string[] {
  const files: string[] = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const paths = typeof target === 'string' ? [target] : [target.types, target.import];
    if (!subpath.includes('*')) {
      files.push(...paths);
      continue;
    }
    const group = subpath.split('/')[1];
    for (const folder of readdirSync(join(ui, 'src', group))) {
      if (existsSync(join(ui, 'src', group, folder, 'index.ts'))) files.push(...paths.map((p) => p.replace('*', folder)));
    }
  }
  return files;
}

const appMain = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Dialog, DialogContent, DialogTrigger, UiProvider } from '@rove/ui';
import { Badge } from '@rove/ui/components/badge';
import '@rove/ui/styles.css';

function App() {
  const [count, setCount] = useState(0);
  return h(UiProvider, { locale: 'en-US' },
    h('main', { className: 'p-8' },
      h(Button, { onClick: () => setCount(count + 1) }, 'Clicked ' + count),
      h(Badge, { variant: 'superhost' }),
      h(Dialog, null,
        h(DialogTrigger, { asChild: true }, h(Button, { variant: 'outline' }, 'Open dialog')),
        h(DialogContent, { title: 'Cancel this booking?', description: 'The refund follows the policy.' }, h('p', null, 'Body'))),
    ));
}
createRoot(document.getElementById('root')).render(h(App));
`;

const typeCheck = `
import { Button, gridColumns, type ButtonProps, type GridColumns } from '@rove/ui';
import { DialogContent } from '@rove/ui/components/dialog';
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
`;

const mime: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = join(dir, req.url === '/' ? 'index.html' : decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!path.startsWith(dir) || !existsSync(path) || statSync(path).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': mime[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

describe('the packed @rove/ui in a scratch app outside the workspace', () => {
  let scratch = '';
  let server: Server | undefined;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'rove-ui-consumer-'));
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
    // The scratch app holds thousands of files: delete them in the background rather than hold up the run.
    if (scratch) spawn('rm', ['-rf', scratch], { detached: true, stdio: 'ignore' }).unref();
  });

  it('builds, packs, installs, type-checks, bundles and renders with its styles', async () => {
    // 1. Build the package (tokens first: the stylesheets are generated from them).
    if (!existsSync(join(workspace, 'tokens/dist/theme.css'))) run('npm', ['run', 'tokens'], workspace);
    run('npm', ['run', 'build'], ui);
    for (const file of exportedFiles()) expect(existsSync(join(ui, file)), `${file} (named in exports)`).toBe(true);
    expect(pkg.sideEffects).toEqual(['**/*.css']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom', 'zod']);
    expect(pkg.dependencies).not.toHaveProperty('react');
    expect(readFileSync(join(ui, 'dist/index.js'), 'utf8')).not.toMatch(/from ['"]\.\.?\/.*\.tsx?['"]/);

    // 2. Pack it and install the tarball into a fresh app (react from the registry cache).
    const tarball = run('npm', ['pack', '--silent', '--pack-destination', scratch], ui).trim().split('\n').pop() as string;
    // Nothing in the package names the machine it was built on: no absolute path in a file name or a file's text.
    const buildRoot = workspace.replace(/\/$/, '');
    const listing = run('tar', ['-tzf', join(scratch, tarball)], scratch)
      .split('\n')
      .filter(Boolean);
    expect(listing.filter((file) => file.includes(buildRoot.slice(1)))).toEqual([]);
    const unpacked = join(scratch, 'unpacked');
    run('mkdir', ['-p', unpacked], scratch);
    run('tar', ['-xzf', join(scratch, tarball), '-C', unpacked], scratch);
    const leaks = spawnSync('grep', ['-rlF', buildRoot, unpacked], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    expect(leaks.map((file) => file.slice(unpacked.length + 1))).toEqual([]);
    const app = join(scratch, 'app');
    run('mkdir', ['-p', join(app, 'src')], scratch);
    const reactVersion = (JSON.parse(readFileSync(join(workspace, 'node_modules/react/package.json'), 'utf8')) as { version: string })
      .version;
    const typesVersion = (
      JSON.parse(readFileSync(join(workspace, 'node_modules/@types/react/package.json'), 'utf8')) as { version: string }
    ).version;
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'rove-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@rove/ui': `file:${join(scratch, tarball)}`,
          react: reactVersion,
          'react-dom': reactVersion,
          '@types/react': typesVersion,
        },
      }),
    );
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
    const installed = join(app, 'node_modules/@rove/ui');
    expect(existsSync(join(installed, 'dist/styles.css'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);

    // 3. Its types resolve from the package alone.
    writeFileSync(join(app, 'src/types-check.ts'), typeCheck);
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
          types: [],
          lib: ['ES2024', 'DOM', 'DOM.Iterable'],
        },
        include: ['src/types-check.ts'],
      }),
    );
    run(bin('tsc'), ['-p', 'tsconfig.json'], app);

    // 4. Bundle the app with Vite (no Tailwind in the consumer: it uses the precompiled stylesheet).
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
    );
    writeFileSync(join(app, 'src/main.js'), appMain);
    run(bin('vite'), ['build', '--logLevel', 'error'], app);

    // 5. Render it in Chromium and look at the computed styles.
    server = await serve(join(app, 'dist'));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      const button = page.getByRole('button', { name: 'Clicked 0' });
      await button.click();
      await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
      const buttonStyle = await page.getByRole('button', { name: 'Clicked 1' }).evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        radius: getComputedStyle(el).borderTopLeftRadius,
        font: getComputedStyle(el).fontFamily,
      }));
      expect(buttonStyle.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      expect(buttonStyle.radius).not.toBe('0px');
      expect(buttonStyle.font).toMatch(/Figtree/);

      await page.getByRole('button', { name: 'Open dialog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.waitFor();
      const dialogStyle = await dialog.evaluate((el) => ({
        position: getComputedStyle(el).position,
        background: getComputedStyle(el).backgroundColor,
        zIndex: getComputedStyle(el).zIndex,
      }));
      expect(dialogStyle.position).toBe('fixed');
      expect(dialogStyle.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
      expect(Number(dialogStyle.zIndex)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
