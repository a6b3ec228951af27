import { describe, expect, it } from 'vitest';
import { displayTotalFor } from './display-total.ts';

describe('amounts are shown in the selected currency, converted at 1 CAD = 0.73 USD; the currency charged is stated', () => {
  it.each([
    ['a Canadian RV seen in US dollars', 'CA', 'USD', { amount: 1578.41, currency: 'USD' }],
    ['a US RV seen in Canadian dollars', 'US', 'CAD', { amount: 2961.93, currency: 'CAD' }],
    ['a Canadian RV seen in Canadian dollars', 'CA', 'CAD', undefined],
    ['a US RV seen in US dollars', 'US', 'USD', undefined],
  ] as const)('%s', (_case, country, chosen, expected) => {
    expect(displayTotalFor({ RenterDiscountedTotal: 2162.21, Country: country }, chosen)).toEqual(expected);
  });
});
