import { describe, expect, it } from 'vitest';
import { refreshDelayMs, renewFailureAction, secondsUntilExpiring, tokenPhase } from './token-expiry.ts';

describe('external token lifecycle (spec 000 sections 4 and 9)', () => {
  it.each([
    [1000, 900, 'valid'],
    [1000, 939, 'valid'],
    [1000, 940, 'expiring'],
    [1000, 999, 'expiring'],
    [1000, 1000, 'expired'],
    [1000, 2000, 'expired'],
  ] as const)('a token expiring at %i is %s at %i', (expiresAt, now, phase) => {
    expect(tokenPhase(expiresAt, now)).toBe(phase);
  });

  it('the expiring warning fires 60 s before expiry', () => {
    expect(secondsUntilExpiring(1000, 0)).toBe(940);
    expect(secondsUntilExpiring(1000, 990)).toBe(0);
  });

  it('a renew timeout retries in 5 s; other errors are raised', () => {
    expect(renewFailureAction(new Error('IFrame timed out without a response'))).toEqual({ kind: 'retry', afterMs: 5000 });
    expect(renewFailureAction(new Error('Network timed out'))).toEqual({ kind: 'retry', afterMs: 5000 });
    expect(renewFailureAction(new Error('login_required'))).toEqual({ kind: 'raise' });
  });

  it('the session refresh timer runs before the shorter of the two lifetimes ends', () => {
    expect(refreshDelayMs(900, 2_592_000)).toBe(840_000);
    expect(refreshDelayMs(900, 100)).toBe(40_000);
    expect(refreshDelayMs(30, 30)).toBe(5000);
  });
});
