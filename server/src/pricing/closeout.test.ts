import { describe, expect, it } from 'vitest';
import { closeoutCharges } from './closeout.ts';

// 800 km free (200 a day x 4 days) at 0.35 over; 12 generator hours free at 3.00 over.
const allowances = { freeDistance: 800, chargePerDistanceOver: 35, freeGeneratorHours: 12, chargePerGeneratorHourOver: 300 };

describe('closeoutCharges', () => {
  it.each([
    ['within the allowances', 750, 10, 0, 0, 0, 0],
    ['exactly the allowances', 800, 12, 0, 0, 0, 0],
    ['100 km over: 35.00 + 5% fee', 900, 12, 3_500, 0, 175, 3_675],
    ['a started unit counts', 800.2, 12.5, 35, 300, 17, 352],
    ['both over', 1_000, 15, 7_000, 900, 395, 8_295],
    ['no readings', null, null, 0, 0, 0, 0],
  ])('%s', (_case, distance, generatorHours, distanceCharge, generatorCharge, fee, total) => {
    expect(closeoutCharges(allowances, { distance, generatorHours })).toMatchObject({
      distanceCharge,
      generatorCharge,
      transactionFee: fee,
      total,
    });
  });

  it('adds damages to the charges, with the 5% transaction fee on all post-trip charges', () => {
    // 100 km over = 35.00; damages 200.00; fee 5% of 235.00 = 11.75.
    expect(closeoutCharges(allowances, { distance: 900, generatorHours: 0 }, 20_000)).toMatchObject({
      distanceCharge: 3_500,
      damages: 20_000,
      transactionFee: 1_175,
      total: 24_675,
    });
  });

  it('free distance is free per day x total days: 200 a day over a 3-night trip (4 days) is 800', async () => {
    const { allowance } = await import('./allowances.ts');
    expect(allowance(200, 3)).toBe(800);
    expect(allowance(null, 3)).toBeNull();
  });

  it('charges nothing when the allowance is unlimited', () => {
    expect(
      closeoutCharges({ ...allowances, freeDistance: null, freeGeneratorHours: null }, { distance: 10_000, generatorHours: 100 }).total,
    ).toBe(0);
  });
});
