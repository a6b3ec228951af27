// React Router's code for instrumentations is left out of the build (scripts/react-router-instrumentation.ts): the
// router's tests for them are constant, the build stops when React Router tests them another way, and the app passes
// none (passed, they would now do nothing).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterInstrumentationPlugin, withoutInstrumentations } from './react-router-instrumentation.ts';

const require = createRequire(import.meta.url);
const moduleFile = join(dirname(require.resolve('react-router/package.json')), 'dist/production/lib/router/router.js');
const source = readFileSync(moduleFile, 'utf8');
const root = join(import.meta.dirname, '..');

describe("React Router's instrumentations", () => {
  it('are never tested for in the built router: its three tests are false, and no line moves', () => {
    const patched = withoutInstrumentations(source);
    expect(source.match(/if \([^)]*instrumentations\)/g)).toHaveLength(3);
    expect(patched).not.toMatch(/if \([^)]*instrumentations\)/);
    expect(patched.match(/if \(false\)/g)?.length).toBe((source.match(/if \(false\)/g)?.length ?? 0) + 3);
    expect(patched.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('stop the build when React Router tests them another way', () => {
    expect(() => withoutInstrumentations(source.replace('if (init.instrumentations) {', 'if (init.instrumentations != null) {'))).toThrow(
      /no longer tests "if \(init.instrumentations\) \{"/,
    );
    expect(() => withoutInstrumentations(`${source}\nif (other.instrumentations) x();`)).toThrow(/tests its instrumentations elsewhere/);
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const transform = reactRouterInstrumentationPlugin().transform as (this: typeof context, code: string, id: string) => unknown;
    expect(() => transform.call(context, 'let x = 1;', moduleFile)).toThrow(/no longer tests/);
    expect(transform.call(context, source, '/repo/app/src/main.tsx')).toBeUndefined();
  });

  it('are passed nowhere in the app or the server', () => {
    const passing: string[] = [];
    for (const dir of ['app/src', 'server/src', 'ui/src'])
      for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
        if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
          if (/\binstrumentations\b/.test(readFileSync(join(entry.parentPath, entry.name), 'utf8')))
            passing.push(join(entry.parentPath, entry.name));
    expect(passing).toEqual([]);
  });
});
