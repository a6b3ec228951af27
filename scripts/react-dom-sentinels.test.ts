// React DOM's sentinel errors are made without a stack (scripts/react-dom-sentinels.ts), and the build stops when
// React no longer makes them as expected.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { quietSentinels, reactDomSentinels, reactDomSentinelsPlugin } from './react-dom-sentinels.ts';

const require = createRequire(import.meta.url);
const clientFile = require.resolve('react-dom/client').replace(/client\.js$/, 'cjs/react-dom-client.production.js');
const client = readFileSync(clientFile, 'utf8');

/** The module's sentinels as it makes them: its text, run with each sentinel read back at the end. */
function sentinelsOf(code: string): Record<string, unknown> {
  const module = { exports: {} };
  const read = `\n;return { ${reactDomSentinels.join(', ')} };`;
  const run = new Script(`(function (exports, module, require) {${code}${read}\n})`).runInThisContext() as (
    ...args: unknown[]
  ) => Record<string, unknown>;
  return run(module.exports, module, createRequire(clientFile));
}

describe("React DOM's sentinel errors", () => {
  it('are made without the Error constructor in the installed react-dom, each once', () => {
    const quiet = quietSentinels(client);
    for (const name of reactDomSentinels) expect(quiet).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    expect(quiet.match(/= __roveSentinelError\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(reactDomSentinels.length);
    // No line of React's moved: the source map of the module still holds.
    expect(
      quiet
        .split('\n')
        .slice(0, client.split('\n').length)
        .map((line) => line.replace(/__roveSentinelError/g, 'Error')),
    ).toEqual(client.split('\n'));
  });

  it('are still errors with their messages, without a stack', () => {
    const before = sentinelsOf(client);
    const after = sentinelsOf(quietSentinels(client));
    for (const name of reactDomSentinels) {
      const sentinel = after[name] as Error;
      expect(sentinel).toBeInstanceOf(Error);
      expect(sentinel.message).toBe((before[name] as Error).message);
      expect(sentinel.message).toMatch(/^Minified React error #\d+/);
      expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
      expect(Object.hasOwn(before[name] as Error, 'stack')).toBe(true);
    }
    // Distinct objects, as React tells them apart by identity.
    expect(new Set(reactDomSentinels.map((name) => after[name])).size).toBe(reactDomSentinels.length);
  });

  it('stop the build when React makes one another way', () => {
    const changed = client.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = makeError(460)');
    expect(() => quietSentinels(changed)).toThrow(/no longer makes SuspenseException as/);
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const transform = reactDomSentinelsPlugin().transform as (this: typeof context, code: string, id: string) => unknown;
    expect(() => transform.call(context, changed, clientFile)).toThrow(/SuspenseException/);
  });

  it('leave every other module alone', () => {
    const transform = reactDomSentinelsPlugin().transform as (code: string, id: string) => unknown;
    expect(transform(client, clientFile.replace('production', 'development'))).toBeUndefined();
    expect(transform('var x = Error(formatProdErrorMessage(1));', '/repo/app/src/main.tsx')).toBeUndefined();
  });
});
