// Cards and map pins show one currency: the one the visitor chose (issue 14: with USD selected a Canadian RV's
// card said "CA$195 / night" while its pin showed the converted USD price).
import type { SearchResult } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { toListingCard } from './search-api.ts';

const canadian = {
  Id: 7,
  Alias: 'rv-7',
  Name: 'Canmore Class C',
  Type: 'ClassC',
  Sleeps: 6,
  City: 'Canmore',
  Region: 'AB',
  Country: 'CA',
  Distance: 10,
  DistanceUnit: 'km',
  NightlyPrice: { Amount: 195, Currency: 'CAD' },
  DisplayNightlyPrice: { Amount: 142.35, Currency: 'USD' },
  Nights: 3,
  TripTotal: { Amount: 700, Currency: 'CAD' },
  DisplayTripTotal: { Amount: 511, Currency: 'USD' },
  Rating: 4.8,
  ReviewCount: 12,
  Badges: [],
  Photos: [],
} as unknown as SearchResult;

describe('toListingCard', () => {
  it('shows the nightly price and the trip total in the chosen currency, as the pins do', () => {
    const card = toListingCard(canadian);
    expect(card).toMatchObject({ currency: 'USD', nightlyPrice: 142.35, tripTotal: 511 });
  });

  it("shows every distance in the reader's unit (miles with USD, km with CAD), never the listing's: no list mixes them", () => {
    expect(toListingCard(canadian)).toMatchObject({ distanceKm: 10, country: 'US' });
    const american = {
      ...canadian,
      Country: 'US',
      Distance: 10,
      DistanceUnit: 'mi',
      DisplayNightlyPrice: { Amount: 200, Currency: 'CAD' },
    } as SearchResult;
    expect(toListingCard(american).country).toBe('CA');
    expect(toListingCard(american).distanceKm).toBeCloseTo(16.09, 2);
    expect(toListingCard({ ...canadian, DisplayNightlyPrice: { Amount: 195, Currency: 'CAD' } }).country).toBe('CA');
  });
});
