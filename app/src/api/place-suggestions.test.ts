import { describe, expect, it } from 'vitest';
import { toLocationSuggestions } from './place-suggestions.ts';

describe('toLocationSuggestions', () => {
  it('maps autocomplete predictions to the location search suggestions', () => {
    expect(
      toLocationSuggestions({
        predictions: [
          {
            description: 'Banff, AB, Canada',
            place_id: 'gn:1',
            structured_formatting: { main_text: 'Banff', secondary_text: 'AB, Canada' },
          },
          { description: 'Somewhere', place_id: 'gn:2' },
        ],
      }),
    ).toEqual([
      { placeId: 'gn:1', mainText: 'Banff', secondaryText: 'AB, Canada' },
      { placeId: 'gn:2', mainText: 'Somewhere', secondaryText: null },
    ]);
  });
  it('gives nothing for an empty answer (crawlers get 204)', () => {
    expect(toLocationSuggestions(undefined)).toEqual([]);
    expect(toLocationSuggestions({})).toEqual([]);
  });
});
