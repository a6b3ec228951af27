import { describe, expect, it } from 'vitest';
import { shouldShowDevTools } from './dev-tools-visibility.ts';

describe('shouldShowDevTools: only outside production, and only with an experiment-override cookie', () => {
  it.each([
    ['development', true, true],
    ['staging', true, true],
    ['test', true, true],
    ['development', false, false],
    ['production', true, false],
    ['Production', true, false],
    [' production ', true, false],
    ['production', false, false],
  ])('%j with cookie %s gives %s', (environment, hasExperimentOverrideCookie, expected) => {
    expect(shouldShowDevTools({ environment, hasExperimentOverrideCookie })).toBe(expected);
  });
});
