import { describe, expect, it } from 'vitest';
import {
  convertCurrency,
  currencyOf,
  distanceUnitOf,
  fromMarketUnit,
  kmToMiles,
  milesToKm,
  parseSortOrder,
  protectionLevelFitsUsage,
  protectionLevels,
  protectionLevelsByUsage,
  protectionUsageOf,
  protectionUsageOfLevel,
  rvUsages,
  toMarketUnit,
} from './constants.ts';

describe('currencies (spec 000 section 9)', () => {
  it('uses USD in the US and CAD in Canada, 1 CAD = 0.73 USD rounded to the cent', () => {
    expect(currencyOf('US')).toBe('USD');
    expect(currencyOf('CA')).toBe('CAD');
    expect(convertCurrency(100, 'CAD', 'USD')).toBe(73);
    expect(convertCurrency(73, 'USD', 'CAD')).toBe(100);
    expect(convertCurrency(1, 'USD', 'CAD')).toBe(1.37);
    expect(convertCurrency(50, 'USD', 'USD')).toBe(50);
  });
});

describe('distances (spec 001 section 5)', () => {
  it('converts km to miles x 0.621371 and miles to km x 1.60934', () => {
    expect(kmToMiles(100)).toBeCloseTo(62.1371, 6);
    expect(milesToKm(100)).toBeCloseTo(160.934, 6);
  });
  it('shows km in Canada and miles in the US', () => {
    expect(distanceUnitOf('CA')).toBe('km');
    expect(distanceUnitOf('US')).toBe('mi');
    expect(toMarketUnit(100, 'CA')).toBe(100);
    expect(toMarketUnit(100, 'US')).toBeCloseTo(62.1371, 6);
    expect(fromMarketUnit(10, 'mi')).toBeCloseTo(16.0934, 6);
    expect(fromMarketUnit(10, 'km')).toBe(10);
  });
});

describe('sort order (spec 000 section 5)', () => {
  it('is one of Recommended, PriceASC, PriceDESC or DistanceASC, otherwise ignored', () => {
    for (const order of ['Recommended', 'PriceASC', 'PriceDESC', 'DistanceASC']) expect(parseSortOrder(order)).toBe(order);
    for (const other of ['priceasc', 'Price', '', null, undefined]) expect(parseSortOrder(other)).toBeNull();
  });
});

describe('protection plans: Basic, Standard, Premium for driving trips; Stationary and StationaryPlus when the RV is delivered and parked', () => {
  it.each([
    ['StationaryAfterDelivery', 'stationary'],
    ['Pickup', 'driving'],
    ['Delivery', 'driving'],
    [null, 'driving'],
    [undefined, 'driving'],
  ] as const)('rvUsage %s -> %s plans', (rvUsage, usage) => {
    expect(protectionUsageOf(rvUsage)).toBe(usage);
  });
  it('lists the driving and the stationary plans in the order renters compare them', () => {
    expect(protectionLevelsByUsage.driving).toEqual(['Basic', 'Standard', 'Premium']);
    expect(protectionLevelsByUsage.stationary).toEqual(['Stationary', 'StationaryPlus']);
  });
  it.each([
    ['Basic', 'driving'],
    ['Standard', 'driving'],
    ['Premium', 'driving'],
    ['Stationary', 'stationary'],
    ['StationaryPlus', 'stationary'],
  ] as const)('%s is a %s plan', (level, usage) => {
    expect(protectionUsageOfLevel(level)).toBe(usage);
  });
  it('offers stationary plans only when the RV is delivered and parked, driving plans otherwise', () => {
    const fits = rvUsages.map((usage) => [usage, protectionLevels.filter((level) => protectionLevelFitsUsage(level, usage))]);
    expect(fits).toEqual([
      ['Pickup', ['Basic', 'Standard', 'Premium']],
      ['Delivery', ['Basic', 'Standard', 'Premium']],
      ['StationaryAfterDelivery', ['Stationary', 'StationaryPlus']],
    ]);
  });
});
