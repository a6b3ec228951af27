import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.ts';
import { compressFiles, compressibleFiles, shareOut } from './precompress.ts';

const text = Array.from({ length: 400 }, (_, i) => `export const value${i} = "rove ${i % 7}";`).join('\n');

describe('precompress', () => {
  it('lists text assets of at least the minimum size, in subfolders too', () => {
    const dir = tempFolder('rove-precompress-');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), text);
    writeFileSync(join(dir, 'assets', 'app.js'), text);
    writeFileSync(join(dir, 'assets', 'small.js'), 'x');
    writeFileSync(join(dir, 'assets', 'photo.webp'), text);
    expect(
      compressibleFiles(dir)
        .map((f) => f.path.slice(dir.length))
        .sort(),
    ).toEqual(['/assets/app.js', '/index.html']);
  });

  it('shares files out in lists of about equal bytes, largest first', () => {
    const lists = shareOut([{ bytes: 5 }, { bytes: 9 }, { bytes: 4 }, { bytes: 3 }, { bytes: 1 }], 2);
    expect(lists.map((list) => list.reduce((sum, f) => sum + f.bytes, 0))).toEqual([12, 10]);
    expect(shareOut([{ bytes: 1 }], 4)).toHaveLength(1);
  });

  it('writes brotli and gzip siblings that decode to the file, the gzip one smaller than zlib level 9', async () => {
    const dir = tempFolder('rove-precompress-');
    const path = join(dir, 'app.js');
    writeFileSync(path, text);
    await compressFiles([path]);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(text);
    const gzip = readFileSync(`${path}.gz`);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(gzip.length).toBeLessThan(gzipSync(text, { level: 9 }).length);
  });
});
