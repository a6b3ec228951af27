// Tens of thousands of merges with two configs: seconds on a loaded machine, so in the heavy project (its own step
// of npm test, with its own budget: scripts/time-budgets.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTailwindMerge, extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { twMergeUsedConfig } from './dist/twmerge-used.js';
import { buildTwMergeConfig } from './lib.ts';
import { classTokens } from './twmerge-used.ts';

const root = join(import.meta.dirname, '..');
const tokens = JSON.parse(readFileSync(join(root, 'tokens', 'tokens.json'), 'utf8'));
const full = extendTailwindMerge(buildTwMergeConfig(tokens) as never);
const used = createTailwindMerge(() => twMergeUsedConfig);
const sourceClasses = new Set<string>();
for (const dir of ['ui/src', 'app/src', 'stories'])
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.tsx?$/.test(entry.name))
      for (const token of classTokens(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) sourceClasses.add(token);
// The classes the full config knows (it drops the first of two copies of a class it knows).
const known = [...sourceClasses].filter((token) => full(`${token} ${token}`) === token).sort();

describe('the tailwind-merge config of the class groups the sources use (npm run tokens writes it)', () => {
  it('knows every class of the sources that the full config knows', () => {
    expect(known.length).toBeGreaterThan(500);
    expect(known.filter((token) => used(`${token} ${token}`) !== token)).toEqual([]);
  });

  it('merges pairs of the sources classes as the full config does', () => {
    const others = known.filter((_token, index) => index % 5 === 0);
    const differ: string[] = [];
    for (const first of others)
      for (const second of known) {
        const classes = `${first} ${second}`;
        if (used(classes) !== full(classes)) differ.push(classes);
      }
    expect(differ).toEqual([]);
  });

  it('keeps our token scales and the usual conflicts', () => {
    expect(used('text-sm text-foreground text-lg')).toBe('text-foreground text-lg');
    expect(used('p-4 px-2 py-1 p-3')).toBe('p-3');
    expect(used('rounded-md hover:bg-muted hover:bg-surface')).toBe('rounded-md hover:bg-surface');
  });
});
