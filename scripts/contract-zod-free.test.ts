// The contract's zod-free modules (issue 35): the app's pages read constants, catalogues and rules from them and
// load zod only with a form's first check. None of them may reach zod through its imports (type imports aside:
// they are erased), or every page that reads a constant would carry zod again.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../contract/src/', import.meta.url);
const zodFree = [
  'constants.ts',
  'cookies.ts',
  'experiment-flags.ts',
  'wizard-steps.ts',
  'bilingual.ts',
  'headers.ts',
  'image-variants.ts',
  'host-standing.ts',
  'rv-wizard.ts',
  ...readdirSync(dir).filter((name) => name.endsWith('-vocabulary.ts')),
];

/** The modules a file imports as values (not `import type`), and whether it imports zod itself. */
function valueImports(file: string): { modules: string[]; zod: boolean } {
  const text = readFileSync(new URL(file, dir), 'utf8');
  const modules: string[] = [];
  let zod = false;
  for (const [, typeOnly, from] of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?'([^']+)';/gm)) {
    if (typeOnly) continue;
    if (from === 'zod' || from.startsWith('zod/')) zod = true;
    else if (from.startsWith('./')) modules.push(from.slice(2));
  }
  return { modules, zod };
}

/** The chain of value imports from `file` to a module that imports zod, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const { modules, zod } = valueImports(file);
  if (zod) return [file, 'zod'];
  for (const next of modules) {
    const path = pathToZod(next, seen);
    if (path) return [file, ...path];
  }
  return null;
}

describe('the contract’s zod-free modules', () => {
  it('finds the modules it checks', () => {
    expect(zodFree).toEqual(expect.arrayContaining(['constants.ts', 'bookings-vocabulary.ts', 'host-vocabulary.ts', 'rvs-vocabulary.ts']));
  });

  it.each(zodFree)('%s reaches no zod through its imports', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('would see zod reached through another module', () => {
    expect(pathToZod('bookings.ts')).toEqual(['bookings.ts', 'zod']);
  });
});
