import { cancellationPolicies, cancellationPolicyNames } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { cancellationRefund, hostKeeps, refundPercent } from './cancellation-policies.ts';

// A trip of 1,000.00 with 100.00 of protection and an 80.00 service fee; the renter paid it all.
const amounts = { paid: 100_000, total: 100_000, protection: 10_000, renterServiceFee: 8_000 };
const rest = 100_000 - 10_000 - 8_000;

describe('cancellation policies: "give each RV a cancellation policy from a small set of named policies"', () => {
  it('lists Flexible, Moderate and Strict, each with rules from the most days before departure to the fewest', () => {
    expect(cancellationPolicyNames).toEqual(['Flexible', 'Moderate', 'Strict']);
    for (const name of cancellationPolicyNames) {
      const days = cancellationPolicies[name].Rules.map((rule) => rule.MinDaysBefore);
      expect([...days].sort((a, b) => b - a)).toEqual(days);
    }
  });

  it.each([
    ['Flexible', 30, 100],
    ['Flexible', 3, 100],
    ['Flexible', 2, 50],
    ['Flexible', 0, 50],
    ['Flexible', -1, 0],
    ['Moderate', 14, 100],
    ['Moderate', 13, 50],
    ['Moderate', 7, 50],
    ['Moderate', 6, 0],
    ['Strict', 30, 100],
    ['Strict', 29, 50],
    ['Strict', 14, 50],
    ['Strict', 13, 0],
  ] as const)('%s, renter cancels %i days before: %i%%', (policy, days, percent) => {
    expect(refundPercent(policy, 'renter', days)).toBe(percent);
  });

  it('the host cancelling is always 100%', () => {
    expect(refundPercent('Strict', 'owner', -3)).toBe(100);
  });
});

describe('refund: "refund rules by days before departure, computed by the server"', () => {
  it.each([
    ['100%: everything paid', 'Moderate', 'renter', 20, 100_000],
    ['host cancels: everything paid, whatever the policy', 'Strict', 'owner', 1, 100_000],
    ['50%: protection + half the rest, without the service fee', 'Moderate', 'renter', 10, 10_000 + rest / 2],
    ['0% before the first day: protection only', 'Moderate', 'renter', 2, 10_000],
    ['0% on the first day: protection only', 'Strict', 'renter', 0, 10_000],
    ['after the start: nothing', 'Flexible', 'renter', -2, 0],
    ['Flexible, 1 day before: protection + half', 'Flexible', 'renter', 1, 10_000 + rest / 2],
  ] as const)('%s', (_case, policy, cancelledBy, daysBeforeStart, refund) => {
    expect(cancellationRefund({ ...amounts, policy, cancelledBy, daysBeforeStart })).toBe(refund);
  });

  it('never refunds more than was paid, nor anything when nothing was paid', () => {
    expect(cancellationRefund({ ...amounts, policy: 'Moderate', paid: 25_000, cancelledBy: 'renter', daysBeforeStart: 10 })).toBe(25_000);
    expect(cancellationRefund({ ...amounts, policy: 'Flexible', paid: 0, cancelledBy: 'owner', daysBeforeStart: 60 })).toBe(0);
  });

  it('rounds half a cent up', () => {
    expect(
      cancellationRefund({
        policy: 'Moderate',
        cancelledBy: 'renter',
        daysBeforeStart: 8,
        paid: 10_001,
        total: 10_001,
        protection: 0,
        renterServiceFee: 0,
      }),
    ).toBe(5_001);
  });
});

describe('what the host keeps', () => {
  it('keeps what was not refunded beyond Rove’s part, capped at the payout; nothing when the host cancels', () => {
    const base = { ownerPayout: 60_000, paid: 100_000, creditsApplied: 0, roveShare: 25_000 };
    expect(hostKeeps({ ...base, cancelledBy: 'renter', refund: 10_000 })).toBe(60_000);
    expect(hostKeeps({ ...base, cancelledBy: 'renter', refund: 51_000 })).toBe(24_000);
    expect(hostKeeps({ ...base, cancelledBy: 'renter', refund: 100_000 })).toBe(0);
    expect(hostKeeps({ ...base, cancelledBy: 'owner', refund: 0 })).toBe(0);
  });
});
