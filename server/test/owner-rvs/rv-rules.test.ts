// Owners' RVs rules, by tables of cases.
import { describe, expect, it } from 'vitest';
import { addOnRow, canRestore, normalisePostalCode, postalCodeFits, unpublishStep } from '../../src/owner-rvs/rv-rules.ts';

describe('an RV’s postal code', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    ['H2X 1Y4', 'H2X 1Y4'],
    ['59715', '59715'],
    [undefined, ''],
  ])('%s is written %s', (typed, written) => {
    expect(normalisePostalCode(typed)).toBe(written);
  });
  it.each([
    ['US', '59715', true],
    ['US', 'H2X 1Y4', false],
    ['CA', 'H2X 1Y4', true],
    ['CA', '59715', false],
    ['CA', '', true],
  ] as const)('in %s, %s fits: %s', (country, code, fits) => {
    expect(postalCodeFits(country, code)).toBe(fits);
  });
});

describe('an add-on as stored', () => {
  it.each([
    [
      { en: 'Bikes', fr: '' },
      { en: 'Bikes', fr: 'Bikes' },
    ],
    [
      { en: '', fr: 'Vélos' },
      { en: 'Vélos', fr: 'Vélos' },
    ],
    [
      { en: 'Bikes', fr: 'Vélos' },
      { en: 'Bikes', fr: 'Vélos' },
    ],
  ])('a name %j is stored %j', (Name, stored) => {
    const row = addOnRow({ Name, Price: 10, PricePer: 'trip', MaxQuantity: 1 } as never);
    expect({ en: row.name_en, fr: row.name_fr }).toEqual(stored);
    expect([row.description_en, row.description_fr]).toEqual(['', '']);
  });
});

describe('what a host may do with an RV', () => {
  it.each([
    ['published', 'unpublish'],
    ['unpublished', 'none'],
    ['draft', 'RV_NOT_PUBLISHED'],
    ['deleted', 'RV_NOT_PUBLISHED'],
  ] as const)('unpublishing a %s RV: %s', (status, step) => {
    expect(unpublishStep(status)).toBe(step);
  });
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [null, false],
    [new Date('2026-06-01T12:00:00Z'), true],
    [new Date('2026-06-30T00:00:00Z'), true],
    [new Date('2026-06-01T11:59:59Z'), false],
  ])('restorable until %s: %s', (until, restorable) => {
    expect(canRestore(until, now)).toBe(restorable);
  });
});
