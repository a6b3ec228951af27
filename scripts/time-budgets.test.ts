import { afterEach, describe, expect, it, vi } from 'vitest';

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
