// Every time budget of the tests, in one place, one per runner, all scaled by TEST_TIME_SCALE (README "Tests"):
// `TEST_TIME_SCALE=3 npm test` on a machine three times slower than usual. A budget is how long a step, a test or
// a wait may take before it fails; the tests themselves wait for conditions (a dialog, a heading, an answer), never
// for a fixed time. Read by scripts/test.ts (its steps), vitest.config.ts (each project's tests, hooks and
// testing-library's waits, handed to the tests through `inject`), e2e/playwright.config.ts and the journeys, and
// scripts/storybook-check.ts. The figures hold on a 2-core machine with two CPU-bound processes beside the run.

/** How much slower than a quiet 2-core machine this one is (TEST_TIME_SCALE; 1 when unset or not a number above 0). */
export const timeScale = (() => {
  const scale = Number(process.env.TEST_TIME_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
})();

/** A budget in milliseconds (or seconds), times TEST_TIME_SCALE. */
export const scaled = (budget: number): number => Math.round(budget * timeScale);

/**
 * How many times slower the page's CPU runs in the journeys of e2e/tests/slow-cpu.spec.ts (Chromium's CPU throttling; not
 * a budget, never scaled). Their Playwright project gives a journey and an expect's wait that many times the budgets of
 * the others: a fresh-clone run took 168 s of a former fixed 180 s on one of them, which took 22-90 s alone on an idle
 * machine.
 */
export const cpuSlowdown = 6;

/** Budgets in milliseconds, before scaling (use `scaled`, or `budgets`, which is scaled). */
const base = {
  /**
   * Vitest, per project: a test, a hook (beforeAll builds a fixture) and a wait for a condition (testing-library's
   * findBy and waitFor, a test's own polling). A heavy server test asks for a multiple of `test`
   * (server/test/helpers.ts: testBudget); the heavy project runs as a step of its own in scripts/test.ts.
   */
  vitest: {
    unit: { test: 20_000, hook: 60_000, find: 10_000 },
    dom: { test: 30_000, hook: 60_000, find: 10_000 },
    browser: { test: 30_000, hook: 60_000, find: 10_000 },
    storybook: { test: 30_000, hook: 60_000, find: 10_000 },
    server: { test: 60_000, hook: 120_000, find: 10_000 },
    heavy: { test: 180_000, hook: 180_000, find: 10_000 },
  },
  /**
   * The Playwright journeys: a journey, an expect's wait, a loaded page's code to run (e2e/tests/app-ready.ts; on a
   * CPU slowed six times too: e2e/tests/slow-cpu.spec.ts), the product's start.
   */
  e2e: { test: 60_000, expect: 15_000, pageReady: 60_000, serverStart: 240_000 },
  /** The static Storybook check: one story or docs page (its play function included). */
  storybookEntry: 60_000,
} as const;

type Scaled<T> = { readonly [K in keyof T]: T[K] extends number ? number : Scaled<T[K]> };

function scaleAll<T extends object>(tree: T): Scaled<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'number' ? scaled(value) : scaleAll(value as object)]),
  ) as Scaled<T>;
}

/** Every runner's budgets in milliseconds, already scaled. */
export const budgets = scaleAll(base);
