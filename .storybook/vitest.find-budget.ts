import { configure } from 'storybook/test';
import { inject } from 'vitest';

// Play functions' and tests' findBy and waitFor wait up to their Vitest project's `find` budget
// (scripts/time-budgets.ts, scaled by TEST_TIME_SCALE), never testing-library's 1 s. The storybook project's only
// setup file: its plugin applies the preview's annotations itself.
configure({ asyncUtilTimeout: inject('timeBudgets').find });
