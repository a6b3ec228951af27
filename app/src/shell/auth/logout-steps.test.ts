import { describe, expect, it } from 'vitest';
import { type LogoutSteps, runLogout } from './logout-steps.ts';

function recorder(provider: string | null, failExternal = false) {
  const calls: string[] = [];
  const captured: unknown[] = [];
  const steps: LogoutSteps = {
    clearToken: () => void calls.push('clear-token'),
    externalProvider: () => provider,
    signOutExternalSilently: async (p) => {
      calls.push(`external-sign-out:${p}`);
      if (failExternal) throw new Error('Network timed out');
    },
    resetPushAndMarketing: () => void calls.push('reset-push-marketing'),
    signOut: async () => void calls.push('sign-out'),
    capture: (error) => void captured.push(error),
  };
  return { steps, calls, captured };
}

describe('logout order (spec 000 section 4)', () => {
  it('clears the token, signs out of the external provider, resets push and marketing, then signs out', async () => {
    const { steps, calls } = recorder('google');
    await runLogout(steps);
    expect(calls).toEqual(['clear-token', 'external-sign-out:google', 'reset-push-marketing', 'sign-out']);
  });

  it('skips the external sign-out when no provider was used', async () => {
    const { steps, calls } = recorder(null);
    await runLogout(steps);
    expect(calls).toEqual(['clear-token', 'reset-push-marketing', 'sign-out']);
  });

  it('a failed external sign-out is captured and the logout still completes', async () => {
    const { steps, calls, captured } = recorder('apple', true);
    await runLogout(steps);
    expect(calls.at(-1)).toBe('sign-out');
    expect(captured).toHaveLength(1);
  });
});
