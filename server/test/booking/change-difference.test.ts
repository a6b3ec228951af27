import { describe, expect, it } from 'vitest';
import { changeDifference, changeDifferenceCents, paidSoFar } from '../../src/booking/change-difference.ts';

describe('the money difference of a change request (spec 001 section 3, change request Financial)', () => {
  it.each([
    // [case, currentTotal, newTotal, paid, difference, toCharge, toRefund, when]
    ['a paid booking extended two nights is charged the extra on approval', 50_000, 72_000, 50_000, 22_000, 22_000, 0, 'on-approval'],
    ['a paid booking shortened is refunded what was paid beyond the new total', 50_000, 38_000, 50_000, -12_000, 0, 12_000, 'on-approval'],
    ['a lower protection level on a paid booking refunds the difference', 50_000, 47_500, 50_000, -2_500, 0, 2_500, 'on-approval'],
    ['an unpaid booking pays the new total with its schedule', 50_000, 60_000, 0, 10_000, 0, 0, 'with-schedule'],
    [
      'a part-paid booking (pay later) keeps what was paid and owes the rest later',
      100_000,
      120_000,
      25_000,
      20_000,
      0,
      0,
      'with-schedule',
    ],
    ['a part-paid booking shortened below what was paid is refunded the excess', 100_000, 20_000, 25_000, -80_000, 0, 5_000, 'on-approval'],
    ['the same total changes no money', 50_000, 50_000, 50_000, 0, 0, 0, 'nothing'],
    ['credits count as paid: only the rest is charged', 50_000, 55_000, 50_000, 5_000, 5_000, 0, 'on-approval'],
  ] as const)('%s', (_case, currentTotal, newTotal, paid, difference, toCharge, toRefund, when) => {
    expect(changeDifferenceCents({ currentTotal, newTotal, paid })).toEqual({ difference, toCharge, toRefund, when });
  });

  it('answers decimal amounts', () => {
    expect(changeDifference({ currentTotal: 50_000, newTotal: 72_050, paid: 50_000 })).toEqual({
      CurrentTotal: 500,
      NewTotal: 720.5,
      Difference: 220.5,
      Paid: 500,
      ToCharge: 220.5,
      ToRefund: 0,
      When: 'on-approval',
    });
  });

  it('counts succeeded charges less refunds, plus credits taken; failed and pending payments do not count', () => {
    expect(
      paidSoFar(
        [
          { kind: 'charge', status: 'succeeded', amount: 10_000 },
          { kind: 'charge', status: 'failed', amount: 5_000 },
          { kind: 'charge', status: 'requires_action', amount: 5_000 },
          { kind: 'refund', status: 'succeeded', amount: 2_000 },
        ],
        1_500,
      ),
    ).toBe(9_500);
  });
});
