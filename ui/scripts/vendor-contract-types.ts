// @rove/contract is not published: the ui package bundles the contract modules it uses (vite.config.ts puts their
// JavaScript under dist/vendor/rove-contract/), and this step gives them their declarations beside the package's
// own types, then points the published .d.ts files at them instead of '@rove/contract/...'.
// ui may import only the contract's zod-free vocabulary and, as types, its finance schema (see ui/README.md).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ui = resolve(import.meta.dirname, '..');
const contractSrc = resolve(ui, '../contract/src');
const types = join(ui, 'dist/types');
const vendor = join(types, 'vendor/rove-contract');
/** The contract's subpath exports ui may use, and the module each one is. */
const subpaths: Record<string, string> = { '@rove/contract/vocabulary': 'constants', '@rove/contract/finance': 'finance' };

execFileSync(
  join(ui, '../node_modules/.bin/tsc'),
  [
    ...Object.values(subpaths).map((name) => join(contractSrc, `${name}.ts`)),
    '--ignoreConfig',
    '--declaration',
    '--emitDeclarationOnly',
    '--skipLibCheck',
    '--strict',
    '--target',
    'es2023',
    '--module',
    'nodenext',
    '--allowImportingTsExtensions',
    '--rewriteRelativeImportExtensions',
    '--rootDir',
    contractSrc,
    '--outDir',
    vendor,
  ],
  { stdio: 'inherit' },
);

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? declarations(path) : name.endsWith('.d.ts') ? [path] : [];
  });
}

const left: string[] = [];
for (const file of declarations(types)) {
  let text = readFileSync(file, 'utf8');
  for (const [specifier, name] of Object.entries(subpaths)) {
    let target = relative(dirname(file), join(vendor, `${name}.js`));
    if (!target.startsWith('.')) target = `./${target}`;
    text = text.replaceAll(`'${specifier}'`, `'${target}'`).replaceAll(`"${specifier}"`, `"${target}"`);
  }
  if (text.includes('@rove/contract')) left.push(relative(ui, file));
  writeFileSync(file, text);
}
if (left.length) {
  console.error(`These declarations import a part of @rove/contract the package does not vendor: ${left.join(', ')}`);
  process.exit(1);
}
