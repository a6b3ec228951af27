// Requests that all differ, so that no answer comes from the read cache (server/src/listings/read-cache.ts): the
// benches measure search and the estimate themselves, as a marketplace's traffic reaches them. Deterministic (a
// seeded generator) and never repeating within one generator (a set of what it gave).
import { day } from './load.ts';

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export interface City {
  name: string;
  region: string;
  lat: number;
  lng: number;
}

/** A function giving a new path at each call, never the same one twice; `combinations` is how many it draws from. */
export interface DistinctPaths {
  (): string;
  combinations: number;
}

function distinct(combinations: number, draw: () => string): DistinctPaths {
  const given = new Set<string>();
  const next = () => {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const path = draw();
      if (!given.has(path)) {
        given.add(path);
        return path;
      }
    }
    throw new Error(`bench: no new request after 1000 draws (${given.size} given of ${combinations} combinations)`);
  };
  return Object.assign(next, { combinations });
}

// One filter per search at most, as a visitor narrows a search; the empty ones weigh four times.
const filters = [
  '',
  '',
  '',
  '',
  'ClassC=true',
  'ClassA=true&ClassB=true',
  'SubTravelTrailer=true&FifthWheel=true',
  'Instabook=true',
  'PetFriendly=true',
  'IsSuperHost=true',
  'Delivery=true',
  'MaxPrice=200',
  'MinPrice=150',
  'MinLength=20&MaxLength=30',
  'Amenities=Toilet,InsideShower',
  'ExperienceNotRequired=true',
];
const sorts = ['Recommended', 'Recommended', 'PriceASC', 'PriceDESC', 'DistanceASC'];

/**
 * Distinct searches as the app sends them: a city of the gazetteer (SearchAddress with its point), dates from 1 to
 * 180 days ahead for 1 to 14 nights, 1 to 8 guests, one of 16 filter choices, a sort and a page from 1 to 3.
 */
export function distinctSearches(cities: readonly City[], seed: number): DistinctPaths {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[random.int(0, list.length - 1)];
  const combinations = cities.length * 180 * 14 * 8 * filters.length * sorts.length * 3;
  return distinct(combinations, () => {
    const city = pick(cities);
    const start = random.int(1, 180);
    const nights = random.int(1, 14);
    const query = [
      `SearchAddress=${encodeURIComponent(`${city.name}, ${city.region}`)}`,
      `SearchLat=${city.lat}`,
      `SearchLng=${city.lng}`,
      `Guest=${random.int(1, 8)}`,
      `StartDate=${day(start)}`,
      `EndDate=${day(start + nights)}`,
      `SortOrder=${pick(sorts)}`,
      pick(filters),
      `Page=${random.int(1, 3)}`,
    ];
    return `/api/rvs/search?${query.filter(Boolean).join('&')}`;
  });
}

/**
 * Distinct estimates: one of the given RVs, a start 200 to 360 days ahead (after the seed's booked and blocked
 * stretches, which end within six months), 7 to 14 nights (the longest seeded minimum stay is 7) and 1 or 2 adults.
 */
export function distinctEstimates(rvIds: readonly number[], seed: number): DistinctPaths {
  const random = seededRandom(seed);
  const combinations = rvIds.length * 161 * 8 * 2;
  return distinct(combinations, () => {
    const id = rvIds[random.int(0, rvIds.length - 1)];
    const start = random.int(200, 360);
    return `/api/rvs/${id}/estimate?dateStart=${day(start)}&dateEnd=${day(start + random.int(7, 14))}&adults=${random.int(1, 2)}`;
  });
}

/**
 * Distinct listing pages as visitors open them (issue 35): one of the given listings, in English (/rv-rental/...) or
 * French (/fr/location-vr/...), or in English with a stay (dates 200 to 360 days ahead, 7 nights: the page then
 * renders its estimate too), as a search result links to it.
 */
export function distinctListingPages(aliases: readonly string[], seed: number): DistinctPaths {
  const random = seededRandom(seed);
  const combinations = aliases.length * (2 + 161);
  return distinct(combinations, () => {
    const alias = encodeURIComponent(aliases[random.int(0, aliases.length - 1)]);
    const kind = random.int(0, 2);
    if (kind === 0) return `/rv-rental/${alias}`;
    if (kind === 1) return `/fr/location-vr/${alias}`;
    const start = random.int(200, 360);
    return `/rv-rental/${alias}?dateStart=${day(start)}&dateEnd=${day(start + 7)}`;
  });
}
