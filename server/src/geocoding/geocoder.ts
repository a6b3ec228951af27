// Place lookups over the gazetteer: free-text geocoding ('Denver, CO', 'Montréal QC', 'Alberta') and
// prefix autocomplete for the location box.
import type { Country } from '@rove/contract';
import { countryNames, usStates } from './regions.ts';
import { gazetteer, normalize, type Place } from './gazetteer.ts';

const regionKeys = new Map<string, { country: Country; code: string }>();
function regionIndex() {
  if (regionKeys.size) return regionKeys;
  for (const place of gazetteer()) {
    if (place.kind !== 'region') continue;
    regionKeys.set(normalize(place.region), { country: place.country, code: place.region });
    regionKeys.set(place.key, { country: place.country, code: place.region });
  }
  regionKeys.set('quebec', { country: 'CA', code: 'QC' });
  return regionKeys;
}

const countryKeys: Record<string, Country> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  [normalize(countryNames.US.fr)]: 'US',
  ca: 'CA',
  can: 'CA',
  canada: 'CA',
};

interface Qualifiers {
  name: string;
  region?: { country: Country; code: string };
  country?: Country;
}

/** 'Denver, CO, USA' -> name 'denver', region CO, country US. Trailing words may be a region code too ('Austin TX'). */
function parse(address: string): Qualifiers {
  const parts = address.split(',').map(normalize).filter(Boolean);
  const out: Qualifiers = { name: parts[0] ?? '' };
  for (const part of parts.slice(1)) {
    if (countryKeys[part]) out.country = countryKeys[part];
    else if (regionIndex().get(part)) out.region = regionIndex().get(part);
  }
  if (parts.length === 1) {
    const words = out.name.split(' ');
    const last = words.at(-1) ?? '';
    if (words.length > 1 && last.length === 2 && regionIndex().get(last)) {
      out.region = regionIndex().get(last);
      out.name = words.slice(0, -1).join(' ');
    }
  }
  if (out.region) out.country = out.region.country;
  return out;
}

const matches = (place: Place, q: Qualifiers) =>
  (!q.country || place.country === q.country) && (!q.region || (place.region === q.region.code && place.country === q.region.country));

/** Best matches first (at most `limit`): exact place names, then a region or country by name. */
export function geocode(address: string, limit = 5): Place[] {
  const q = parse(address);
  if (!q.name) return [];
  const places = gazetteer();
  const localities = places.filter((p) => p.kind === 'locality' && p.key === q.name && matches(p, q));
  if (localities.length) return localities.slice(0, limit);
  const others = places.filter((p) => p.kind !== 'locality' && (p.key === q.name || normalize(p.region) === q.name) && matches(p, q));
  if (others.length) return others.slice(0, limit);
  const country = countryKeys[q.name];
  return country ? places.filter((p) => p.placeId === `country:${country}`) : [];
}

/** Places whose name starts with the input (regions and cities, biggest first). */
export function autocomplete(input: string, limit = 8): Place[] {
  const q = parse(input);
  if (q.name.length < 2) return [];
  const out: Place[] = [];
  for (const place of gazetteer()) {
    if (place.kind === 'country') continue;
    if (place.key.startsWith(q.name) && matches(place, q)) out.push(place);
    if (out.length >= limit) break;
  }
  return out;
}

export { usStates };
