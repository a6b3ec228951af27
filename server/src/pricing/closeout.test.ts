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

  it('charges nothing when the allowance is unlimited', () => {
    expect(
      closeoutCharges({ ...allowances, freeDistance: null, freeGeneratorHours: null }, { distance: 10_000, generatorHours: 100 }).total,
    ).toBe(0);
  });
});
