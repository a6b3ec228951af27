// React Aria's default locale is worked out at the first render that asks for it (scripts/react-aria-default-locale.ts),
// and the build stops when React Aria no longer writes it as expected.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyDefaultLocale, reactAriaDefaultLocalePlugin } from './react-aria-default-locale.ts';

const require = createRequire(import.meta.url);
const moduleFile = join(dirname(require.resolve('react-aria/package.json')), 'dist/private/i18n/useDefaultLocale.mjs');
const source = readFileSync(moduleFile, 'utf8');

describe("React Aria's default locale", () => {
  it('is no longer worked out as the installed module is evaluated, but at the first render that asks for it', () => {
    const lazy = lazyDefaultLocale(source);
    expect(lazy).not.toMatch(/\blet \$\w+\$var\$currentLocale = /);
    expect(lazy).toMatch(/\blet \$\w+\$var\$currentLocale;/);
    expect(lazy).toMatch(/useState\)\(\(\) => \$\w+\$var\$currentLocale \?\?= \$\w+\$export\$\w+\(\)\)/);
    // A language change still works it out again at once.
    expect(lazy).toMatch(/\n\s+\$\w+\$var\$currentLocale = \$\w+\$export\$\w+\(\);/);
    expect(lazy.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('stops the build when React Aria writes it another way', () => {
    expect(() => lazyDefaultLocale(source.replace(/\blet (\$\w+\$var\$currentLocale) = /, 'var $1 = '))).toThrow(/sets its current locale/);
    expect(() => lazyDefaultLocale(source.replace(/useState\)\(\$/, 'useState)(0 || $'))).toThrow(/reads its current locale/);
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const transform = reactAriaDefaultLocalePlugin().transform as (this: typeof context, code: string, id: string) => unknown;
    expect(() => transform.call(context, 'let x = 1;', moduleFile)).toThrow(/sets its current locale/);
    expect(transform.call(context, source, '/repo/app/src/main.tsx')).toBeUndefined();
  });
});
