// The worker threads of precompression (scripts/precompress.ts), started for real: seconds on a loaded machine, so
// in the heavy project (its own step of npm test, with its own budget: scripts/time-budgets.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './temp-folder.ts';
import { precompress } from './precompress.ts';

const text = Array.from({ length: 400 }, (_, i) => `export const value${i} = "rove ${i % 7}";`).join('\n');

describe('precompress on worker threads', () => {
  it('compresses a whole folder on worker threads', async () => {
    const dir = tempFolder('rove-precompress-');
    for (const name of ['a.js', 'b.css', 'c.json']) writeFileSync(join(dir, name), text);
    await precompress(dir);
    for (const name of ['a.js', 'b.css', 'c.json']) expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(text);
  });
});
