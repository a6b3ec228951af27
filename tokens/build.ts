// Generates tokens/dist/* from tokens/tokens.json and fails if a semantic colour pair misses WCAG AA; and
// tokens/dist/twmerge-used.js, the tailwind-merge config of the class groups the sources use (./twmerge-used.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, buildTwMergeConfig, contrastReport } from './lib.ts';
import { usedConfigModule } from './twmerge-used.ts';

const here = dirname(fileURLToPath(import.meta.url));
const tokens = JSON.parse(readFileSync(join(here, 'tokens.json'), 'utf8'));
const failing = contrastReport(tokens).filter((r) => r.ratio < r.required);
if (failing.length) {
  for (const f of failing) console.error(`contrast ${f.theme}: ${f.foreground} on ${f.background} = ${f.ratio} < ${f.required}`);
  process.exit(1);
}
mkdirSync(join(here, 'dist'), { recursive: true });
for (const [file, text] of Object.entries(buildAll(tokens))) writeFileSync(join(here, 'dist', file), text);

/** The TypeScript sources whose class names cn() can meet: the design system, the app and the stories. */
function classSources(root: string): string[] {
  return ['ui/src', 'app/src', 'stories'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  );
}
writeFileSync(join(here, 'dist', 'twmerge-used.js'), usedConfigModule(buildTwMergeConfig(tokens), classSources(join(here, '..'))));
writeFileSync(
  join(here, 'dist', 'twmerge-used.d.ts'),
  "import type { Config } from 'tailwind-merge';\nexport declare const twMergeUsedConfig: Config<string, string>;\n",
);
console.log('tokens: built tokens/dist');
