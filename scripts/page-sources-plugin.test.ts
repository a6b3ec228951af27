// The build names each page loader's module (scripts/page-sources-plugin.ts), and stops on a loader it cannot name.
import { describe, expect, it } from 'vitest';
import { pageSourcesPlugin } from './page-sources-plugin.ts';

const appRoot = '/repo/app/';
const listId = '/repo/app/src/shell/router/pages/renter.ts';

function transform(code: string, id = listId): string | undefined {
  const plugin = pageSourcesPlugin(appRoot);
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const result = (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | undefined).call(
    context,
    code,
    id,
  );
  return result?.code;
}

describe('the page-sources plugin', () => {
  it("gives each loader its module's source path, as the build's manifest keys it", () => {
    const code = transform(
      `const home = () => import('../../../renter/home/home-page.tsx');\nconst x = { a: () => import("../../../content/fees-page.tsx") };`,
    );
    expect(code).toContain(
      `Object.assign(() => import('../../../renter/home/home-page.tsx'), { source: "src/renter/home/home-page.tsx" })`,
    );
    expect(code).toContain(`Object.assign(() => import("../../../content/fees-page.tsx"), { source: "src/content/fees-page.tsx" })`);
  });

  it('stops the build on a loader written another way', () => {
    expect(() => transform(`const a = () => import('../../../renter/home/home-page.tsx').then((m) => m);`)).toThrow(/1 not/);
    expect(() => transform(`const a = async () => import('../../../renter/home/home-page.tsx');`)).toThrow(/1 not/);
    expect(() => transform('const a = () => import(`../../../renter/${name}.tsx`);')).toThrow(/1 not/);
  });

  it('leaves every other file alone', () => {
    expect(transform(`const a = () => import('./x.tsx');`, '/repo/app/src/shell/router/page-map.ts')).toBeUndefined();
  });
});
