// Issue 15: "server files follow one naming style". Every source file in the repository is named in kebab-case
// (`booking-errors.ts`, `price-breakdown.stories.tsx`); a camelCase or PascalCase name fails here.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

const root = new URL('..', import.meta.url).pathname;
const folders = ['contract', 'tokens', 'ui', 'app', 'server', 'e2e', 'bench', 'scripts', 'stories', 'integration'];

export function isKebabFileName(name: string): boolean {
  // The part before the first dot: lowercase words joined by hyphens; the rest are suffixes (.test, .stories, .ts).
  return /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*$/.test(name);
}

describe('file names', () => {
  it('tells kebab-case from camelCase', () => {
    expect(isKebabFileName('booking-errors.ts')).toBe(true);
    expect(isKebabFileName('quote-trip.property.test.ts')).toBe(true);
    expect(isKebabFileName('bookingErrors.ts')).toBe(false);
    expect(isKebabFileName('PriceBreakdown.tsx')).toBe(false);
  });

  it('every source file is named in kebab-case', () => {
    const offenders = folders
      .flatMap((folder) => sourceFiles(`${root}${folder}`))
      .filter((path) => !isKebabFileName(path.slice(path.lastIndexOf('/') + 1)))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
