// Generates tokens/dist/* from tokens/tokens.json and fails if a semantic colour pair misses WCAG AA.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, contrastReport } from './lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const tokens = JSON.parse(readFileSync(join(here, 'tokens.json'), 'utf8'));
const failing = contrastReport(tokens).filter((r) => r.ratio < r.required);
if (failing.length) {
  for (const f of failing) console.error(`contrast ${f.theme}: ${f.foreground} on ${f.background} = ${f.ratio} < ${f.required}`);
  process.exit(1);
}
mkdirSync(join(here, 'dist'), { recursive: true });
for (const [file, text] of Object.entries(buildAll(tokens))) writeFileSync(join(here, 'dist', file), text);
console.log('tokens: built tokens/dist');
