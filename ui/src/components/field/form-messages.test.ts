import { describe, expect, it } from 'vitest';
import { comboboxMessages } from '../combobox/combobox-messages.ts';
import { numberFieldMessages } from '../number-field/number-field-messages.ts';
import { phoneFieldMessages } from '../phone-field/phone-field-messages.ts';
import { rangeSliderMessages } from '../range-slider/range-slider-messages.ts';
import { searchFieldMessages } from '../search-field/search-field-messages.ts';

const catalogs = { comboboxMessages, numberFieldMessages, phoneFieldMessages, rangeSliderMessages, searchFieldMessages };

describe('form primitives’ own words', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`${name} holds the same keys in English and French, none empty`, () => {
      expect(Object.keys(catalog.fr).sort()).toEqual(Object.keys(catalog.en).sort());
      for (const value of [...Object.values(catalog.en), ...Object.values(catalog.fr)]) {
        expect(typeof value === 'function' || value !== '').toBe(true);
      }
    });
  }

  it.each([
    ['en', 0, '0 results'],
    ['en', 1, '1 result'],
    ['en', 2, '2 results'],
    // French treats 0 and 1 as singular.
    ['fr', 0, '0 résultat'],
    ['fr', 1, '1 résultat'],
    ['fr', 2, '2 résultats'],
  ] as const)('combobox counts results in %s: %i -> %s', (language, count, text) => {
    expect(comboboxMessages[language].resultCount(count)).toBe(text);
  });
});
