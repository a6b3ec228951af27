import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The module as a run with this TEST_TIME_SCALE reads it. */
async function budgetsWith(scale: string | undefined) {
  vi.resetModules();
  if (scale === undefined) vi.stubEnv('TEST_TIME_SCALE', undefined);
  else vi.stubEnv('TEST_TIME_SCALE', scale);
  return import('./time-budgets.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the tests’ time budgets (TEST_TIME_SCALE)', () => {
  it('scales every budget of every runner by the one variable', async () => {
    const plain = await budgetsWith(undefined);
    const slow = await budgetsWith('3');
    expect(slow.timeScale).toBe(3);
    expect(slow.scaled(1000)).toBe(3000);
    expect(slow.budgets.vitest.dom.find).toBe(3 * plain.budgets.vitest.dom.find);
    expect(slow.budgets.vitest.server.test).toBe(3 * plain.budgets.vitest.server.test);
    expect(slow.budgets.e2e.expect).toBe(3 * plain.budgets.e2e.expect);
    expect(slow.budgets.storybookEntry).toBe(3 * plain.budgets.storybookEntry);
  });

  it('keeps 1 for a missing, empty, zero, negative or unreadable scale', async () => {
    for (const scale of [undefined, '', '0', '-2', 'fast']) expect((await budgetsWith(scale)).timeScale, String(scale)).toBe(1);
    expect((await budgetsWith('1.5')).timeScale).toBe(1.5);
  });
});

describe('testing-library’s waits in every Vitest project that renders', () => {
  // Each project with a page (happy-dom or a browser) sets findBy's and waitFor's budget in a setup file: without one,
  // testing-library waits its own 1 s, which a loaded machine outlasted (the storybook project had none).
  it('come from the project’s budget through a setup file', async () => {
    const { default: config } = await import('../vitest.config.ts');
    const projects = (config.test?.projects ?? []) as {
      test?: { name?: string; environment?: string; browser?: object; setupFiles?: string[] };
    }[];
    const rendering = projects.filter((p) => p.test?.environment === 'happy-dom' || p.test?.browser);
    expect(rendering.map((p) => p.test?.name).sort()).toEqual(['browser', 'dom', 'storybook', 'visual']);
    const configures = (file: string, depth = 0): boolean => {
      const text = readFileSync(file, 'utf8');
      if (text.includes("configure({ asyncUtilTimeout: inject('timeBudgets').find })")) return true;
      const imported = [...text.matchAll(/^import '(\.\/[^']+)';$/gm)].map((m) => resolve(dirname(file), m[1] as string));
      return depth < 2 && imported.some((next) => configures(next, depth + 1));
    };
    for (const project of rendering) {
      const files = (project.test?.setupFiles ?? []).map((f) => resolve(root, f));
      expect(
        files.some((f) => configures(f)),
        project.test?.name,
      ).toBe(true);
    }
  });
});
