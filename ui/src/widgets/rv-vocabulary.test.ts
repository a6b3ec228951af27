import { describe, expect, it } from 'vitest';
import { amenities, badges, drivableTypes, sortOrders, towableTypes } from '@rove/contract/vocabulary';
import { amenityLabels, badgeLabels, rvTypeLabels, sortOrderLabels } from './rv-vocabulary.ts';

describe('the vocabularies of the specification', () => {
  it('keeps the spelling of types, amenities, sort orders and badges', () => {
    expect(drivableTypes).toEqual(['ClassA', 'ClassB', 'ClassC', 'TruckCamper', 'Campervan']);
    expect(towableTypes).toEqual(['FifthWheel', 'Hybrid', 'MicroTrailer', 'TravelTrailer', 'TentTrailer', 'ToyHauler']);
    expect(amenities).toHaveLength(12);
    expect(sortOrders).toEqual(['Recommended', 'PriceASC', 'PriceDESC', 'DistanceASC']);
    expect(badges).toEqual(['Superhost', 'InstantBook', 'DeliveryOnly', 'Featured']);
  });
  it.each([
    ['types', rvTypeLabels],
    ['amenities', amenityLabels],
    ['sort orders', sortOrderLabels],
    ['badges', badgeLabels],
  ] as const)('labels every %s value in English and French, each distinct', (_, labels) => {
    expect(Object.keys(labels.fr).sort()).toEqual(Object.keys(labels.en).sort());
    for (const language of ['en', 'fr'] as const) {
      const values = Object.values(labels[language]);
      expect(values.every((label) => label.trim().length > 0)).toBe(true);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
