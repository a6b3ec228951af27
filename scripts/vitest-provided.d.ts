// What vitest.config.ts hands to the tests (`inject`): the running project's time budgets and the tests' Chromium. The server package
// declares the same in server/test/helpers.ts (it reaches nothing outside itself and the contract).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's budgets in milliseconds, scaled by TEST_TIME_SCALE (scripts/time-budgets.ts). */
    timeBudgets: { test: number; hook: number; find: number };
    /** The Chromium a test starts itself (scripts/chromium.ts: the headless shell where installed). */
    chromiumPath: string;
  }
}
