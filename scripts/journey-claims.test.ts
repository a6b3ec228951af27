// The two journey runners of npm test share the spec files (e2e/tests/claims.ts, issue 40): a file runs in one runner only,
// the one whose claim landed first, and a run without a claims folder runs everything.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimFile, claims } from '../e2e/tests/claims.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const newFolder = () => {
  folder = mkdtempSync(join(tmpdir(), 'rove-claims-'));
  return folder;
};

describe('journey claims', () => {
  it('the runner that claims a file first runs it; the other is told who did, for every journey of the file', () => {
    const dir = newFolder();
    expect(claimFile('/repo/e2e/tests/search.spec.ts', dir, 'first')).toBe('first');
    expect(claimFile('/repo/e2e/tests/search.spec.ts', dir, 'second')).toBe('first');
    expect(claimFile('/repo/e2e/tests/search.spec.ts', dir, 'first')).toBe('first');
    expect(claimFile('/repo/e2e/tests/auth.spec.ts', dir, 'second')).toBe('second');
    expect(claimFile('/repo/e2e/tests/auth.spec.ts', dir, 'first')).toBe('second');
  });

  it('leaves only the claims in the folder, and says which file ran where and which ran nowhere', () => {
    const dir = newFolder();
    claimFile('search.spec.ts', dir, 'first');
    claimFile('auth.spec.ts', dir, 'second');
    claimFile('auth.spec.ts', dir, 'first');
    expect(readdirSync(dir).sort()).toEqual(['auth.spec.ts', 'search.spec.ts']);
    expect(claims(dir, ['auth.spec.ts', 'search.spec.ts', 'shell.spec.ts'])).toEqual(
      new Map([
        ['auth.spec.ts', 'second'],
        ['search.spec.ts', 'first'],
        ['shell.spec.ts', undefined],
      ]),
    );
  });

  it('without a claims folder every journey runs (a run of its own)', () => {
    expect(claimFile('search.spec.ts', undefined, 'first')).toBeUndefined();
  });
});
