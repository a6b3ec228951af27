import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../scripts/temp-folder.ts';
import { fileSizer, firstLoadPerPage, type Manifest, staticClosure } from './first-load.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/renter/home-page.tsx', 'src/renter/search-page.tsx'],
  },
  '_react.js': { file: 'react.js' },
  '_map.js': { file: 'map.js' },
  '_shared.js': { file: 'shared.js', imports: ['_react.js'] },
  'src/renter/home-page.tsx': { file: 'home.js', src: 'src/renter/home-page.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/renter/search-page.tsx': {
    file: 'search.js',
    src: 'src/renter/search-page.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_map.js'],
  },
};
const size = (file: string) => ({ bytes: file.length * 100, gzip: file.length * 10 });

describe('first-load JavaScript', () => {
  it('follows static imports transitively and only once', () => {
    expect([...staticClosure(manifest, 'src/renter/home-page.tsx')].sort()).toEqual([
      '_react.js',
      '_shared.js',
      'src/renter/home-page.tsx',
    ]);
  });
  it('counts the entry closure plus the page closure, never lazy imports such as the map', () => {
    const rows = firstLoadPerPage(manifest, size);
    const search = rows.find((r) => r.page === 'renter/search-page.tsx');
    // entry.js + react.js + search.js + shared.js; map.js is dynamic and excluded.
    expect(search?.files).toBe(4);
    expect(search?.gzip).toBe((8 + 8 + 9 + 9) * 10);
  });
  /** A build folder with a manifest whose entry is assets/entry.js (2,000 bytes), and the files given. */
  const distWith = (files: Record<string, string>) => {
    const dist = tempFolder('rove-first-load-');
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/entry.js', isEntry: true } }));
    for (const [name, body] of Object.entries({ 'entry.js': 'x'.repeat(2000), ...files })) writeFileSync(join(dist, 'assets', name), body);
    return dist;
  };
  it("weighs what the server sends a gzip client: the build's .gz sibling, or the file itself when it has none", () => {
    const sizeOf = fileSizer(distWith({ 'entry.js.gz': 'seven b', 'tiny.js': 'tiny' }));
    expect(sizeOf('assets/entry.js')).toEqual({ bytes: 2000, gzip: 7 });
    expect(sizeOf('assets/tiny.js')).toEqual({ bytes: 4, gzip: 4 });
  });
  it('falls back to zlib level 9 for a build without compressed siblings', () => {
    expect(fileSizer(distWith({}))('assets/entry.js').gzip).toBe(gzipSync('x'.repeat(2000), { level: 9 }).length);
  });
});
