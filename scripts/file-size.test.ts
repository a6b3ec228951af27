// Sizes the app's code is held to (issue 39): a page at most 250 lines, any other code file at most 400, unless the
// comment at its top says why it is longer ("Longer than 400 lines: ..."). Tests are not counted.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

const root = resolve(import.meta.dirname, '..');
const code = sourceFiles(resolve(root, 'app/src')).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** The lines of a file and whether its top comment gives the reason it is long. */
function measure(file: string): { lines: number; reason: boolean } {
  const text = readFileSync(file, 'utf8');
  const top = text.split('\n').slice(0, 12).join('\n');
  return { lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), reason: /Longer than 400 lines:/.test(top) };
}

/** Files over their limit, as "path: lines". */
export function oversized(files: string[]): string[] {
  return files.flatMap((file) => {
    const { lines, reason } = measure(file);
    const page = /-page\.tsx$/.test(file);
    if (page && lines > 250) return [`${relative(root, file)}: ${lines} lines (a page: at most 250)`];
    if (!page && lines > 400 && !reason) return [`${relative(root, file)}: ${lines} lines (at most 400 without a reason at its top)`];
    return [];
  });
}

describe('file sizes in app/src', () => {
  it('finds the app code', () => {
    expect(code.length).toBeGreaterThan(100);
  });

  it('keeps pages within 250 lines and other files within 400 unless their top says why', () => {
    expect(oversized(code)).toEqual([]);
  });
});
