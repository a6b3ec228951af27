import { describe, expect, it } from 'vitest';
import { changesetGate, pendingBumps } from './api-changeset-gate.ts';
import { apiReport, normalise, parseDeclarations, statements } from './api-report.ts';

describe('statements of a declaration file', () => {
  it('ends a statement at its semicolon, or at the closing brace of an interface, class, enum or namespace', () => {
    const text = `import type { ReactNode } from 'react';
interface A {
    b: { c: string; };
}
type D = { e: 1; } | { f: 2; };
declare enum G { H = 0 }
export { A, type D };`;
    expect(statements(text)).toEqual([
      "import type { ReactNode } from 'react';",
      'interface A {\n    b: { c: string; };\n}',
      'type D = { e: 1; } | { f: 2; };',
      'declare enum G { H = 0 }',
      'export { A, type D };',
    ]);
  });

  it('drops comments, and reads strings and template literal types whole', () => {
    const text = `/** A size: "don't" split here; */
type Size = \`\${number}px;\` | 'a;b' | "}"; // trailing; comment
declare const x: Size;`;
    expect(statements(text)).toEqual(['type Size = `${number}px;` | \'a;b\' | "}";', 'declare const x: Size;']);
  });
});

describe('normalise', () => {
  it('names destructured parameters `props`, and keeps object types that are not parameters', () => {
    expect(normalise('declare function F({ a, b: c, ...rest }: FProps, { d }?: G): void;')).toBe(
      'declare function F(props: FProps, props?: G): void;',
    );
    expect(normalise('declare const v: (props?: ({ x?: 1; } & Y) | undefined) => string;')).toBe(
      'declare const v: (props?: ({ x?: 1; } & Y) | undefined) => string;',
    );
  });

  it('keeps the lines tsc wrote, without blank ones or trailing spaces', () => {
    expect(normalise('type A = {  \n\n    b: 1;\n};')).toBe('type A = {\n    b: 1;\n};');
  });
});

describe('parseDeclarations', () => {
  it('reads declarations, export lists, re-exports, stars and imports', () => {
    const module = parseDeclarations(`import { type X } from './x.ts';
declare function f(a: X): void;
declare function f(a: string): void;
type P = { a: 1; };
export declare const k = 1;
export default function D(): void;
export { f, type P as Props };
export { Key } from 'react-aria-components';
export * from './more.ts';`);
    expect([...module.declarations.keys()]).toEqual(['f', 'P', 'k', 'D']);
    expect(module.declarations.get('f')).toHaveLength(2);
    expect(Object.fromEntries(module.exports)).toEqual({
      k: { name: 'k' },
      default: { name: 'D' },
      f: { name: 'f', from: undefined },
      Props: { name: 'P', from: undefined },
      Key: { name: 'Key', from: 'react-aria-components' },
    });
    expect(module.stars).toEqual(['./more.ts']);
    expect(module.imports.get('X')).toEqual({ name: 'X', from: './x.ts' });
  });

  it('refuses a statement it cannot read rather than leave it out of the report', () => {
    expect(() => parseDeclarations('something odd;')).toThrow(/cannot read/);
  });
});

describe('apiReport', () => {
  const files: Record<string, string> = {
    '/t/index.d.ts': "export * from './button/index.ts';\nexport * from './lib.ts';",
    '/t/button/index.d.ts': "export * from './button.tsx';",
    '/t/button/button.d.ts': `import { type Size } from '../lib.ts';
type BaseProps = { size?: Size; };
type ButtonProps = BaseProps & { label: string; };
/** A button. */
declare function Button({ label, size }: ButtonProps): JSX.Element;
export { Button, type ButtonProps };`,
    '/t/lib.d.ts':
      "export type Size = 'sm' | 'lg';\nexport declare const sizes: Size[];\ntype Tone = 'calm';\nexport { type Tone as ButtonTone };",
  };
  const entries = [
    { specifier: 'pkg', file: '/t/index.d.ts' },
    { specifier: 'pkg/button', file: '/t/button/index.d.ts' },
    { specifier: 'pkg/styles.css', file: null },
  ];
  const report = apiReport('pkg', entries, '/t', (file) => files[file]);

  it('lists each entry point with its names, a stylesheet as such', () => {
    expect(report).toContain('- `pkg`: Button, ButtonProps, ButtonTone, Size, sizes\n');
    expect(report).toContain('- `pkg/button`: Button, ButtonProps\n');
    expect(report).toContain('- `pkg/styles.css`: a stylesheet\n');
  });

  it('gives each export its declaration, without comments or parameter names, renamed exports marked', () => {
    expect(report).toContain('declare function Button(props: ButtonProps): JSX.Element;');
    expect(report).not.toContain('A button.');
    expect(report).toContain("// exported as ButtonTone\ntype Tone = 'calm';");
  });

  it('adds the unexported types the exports use, so a change in them shows too', () => {
    expect(report).toContain('## Types the exports use (not exported)');
    expect(report).toContain('// button/button.d.ts\ntype BaseProps = { size?: Size; };');
    // Size is exported: it is not repeated among the unexported ones.
    expect(report.match(/type Size =/g)).toHaveLength(1);
  });

  it('changes when a prop changes', () => {
    const changed: Record<string, string> = {
      ...files,
      '/t/button/button.d.ts': files['/t/button/button.d.ts'].replace('label: string', 'label?: string'),
    };
    expect(apiReport('pkg', entries, '/t', (file) => changed[file])).not.toBe(report);
  });
});

describe('pendingBumps', () => {
  it('reads the bump each changeset gives the package from its front matter', () => {
    const changesets = [
      '---\n"@rove/ui": minor\n---\n\nAdds the X.',
      "---\n'@rove/app': patch\n---\n\nApp.",
      '---\n"@rove/ui": patch\n"@rove/app": patch\n---\n',
    ];
    expect(pendingBumps(changesets, '@rove/ui')).toEqual(['minor', 'patch']);
    expect(pendingBumps(['no front matter'], '@rove/ui')).toEqual([]);
  });
});

describe('changesetGate', () => {
  const same = { current: 'A', committed: 'A', base: 'A', versionChanged: false, bumps: [], baseBranch: 'main' };

  it('lets an unchanged API through', () => {
    expect(changesetGate(same)).toEqual([]);
  });

  it('stops a report that is not up to date with the declarations, and says how to fix it', () => {
    expect(changesetGate({ ...same, current: 'B' }).join(' ')).toMatch(/npm run api-report.*npx changeset/);
  });

  it('stops an API change since the base branch without a changeset', () => {
    expect(changesetGate({ ...same, current: 'B', committed: 'B' }).join(' ')).toMatch(/changed since main .* without a changeset/);
  });

  it('lets it through with a changeset for the package, or once a release consumed it (a new version)', () => {
    expect(changesetGate({ ...same, current: 'B', committed: 'B', bumps: ['minor'] })).toEqual([]);
    expect(changesetGate({ ...same, current: 'B', committed: 'B', versionChanged: true })).toEqual([]);
  });

  it('has nothing to compare with when the base branch has no report', () => {
    expect(changesetGate({ ...same, current: 'B', committed: 'B', base: null })).toEqual([]);
  });
});
