import { gazetteer, type Place } from '../geocoding/gazetteer.ts';

/**
 * The seed's cities: the biggest places of every US state (3) and Canadian province or territory (4),
 * so listings cover both countries from coast to coast. 'small' keeps the top one per region.
 */
export function seedCities(size: 'full' | 'small'): Place[] {
  const perRegion = size === 'full' ? { US: 3, CA: 4 } : { US: 1, CA: 1 };
  const taken = new Map<string, number>();
  const out: Place[] = [];
  for (const place of gazetteer()) {
    if (place.kind !== 'locality') continue;
    const key = `${place.country}-${place.region}`;
    const n = taken.get(key) ?? 0;
    if (n >= perRegion[place.country]) continue;
    taken.set(key, n + 1);
    out.push(place);
  }
  return out;
}
