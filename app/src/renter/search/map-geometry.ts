// The search map's pure parts: bounds that fit the results, the bounds written into the URL from the map's view,
// and the served style made absolute against our own origin (MapLibre's workers cannot resolve root-relative URLs).
import type { MapBounds } from './search-params.ts';

export interface MapPoint {
  lat: number;
  lng: number;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));

/** The US and Canada when there is nothing to fit. */
export const northAmerica: MapBounds = { neLat: 70, neLng: -52, swLat: 24, swLng: -140 };

/** Bounds around the points with a margin (10% each side, at least 0.05 degrees). */
export function fitBounds(points: readonly MapPoint[]): MapBounds {
  if (!points.length) return northAmerica;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const padLat = Math.max((north - south) * 0.1, 0.05);
  const padLng = Math.max((east - west) * 0.1, 0.05);
  return { neLat: round(north + padLat), neLng: round(east + padLng), swLat: round(south - padLat), swLng: round(west - padLng) };
}

/** The map's view as search bounds: five decimals (about a metre), latitudes kept on the map. */
export function viewBounds(north: number, east: number, south: number, west: number): MapBounds {
  return { neLat: round(clampLat(north)), neLng: round(east), swLat: round(clampLat(south)), swLng: round(west) };
}

/**
 * The style with every root-relative URL (tiles, glyphs, sprites) made absolute on `origin`. Any URL on another
 * origin is refused: the map must work with our server alone.
 */
export function resolveStyleUrls<T>(style: T, origin: string): T {
  const resolve = (value: unknown, key: string): unknown => {
    if (typeof value === 'string' && ['tiles', 'glyphs', 'sprite', 'url'].includes(key)) {
      const url = new URL(
        value.replace(/[{}]/g, (b) => (b === '{' ? '%7B' : '%7D')),
        origin,
      );
      if (url.origin !== origin) throw new Error(`The map style names another origin: ${url.origin}`);
      return `${url.origin}${decodeURI(url.pathname).replace(/%7B/gi, '{').replace(/%7D/gi, '}')}${url.search}`;
    }
    if (Array.isArray(value)) return value.map((v) => resolve(v, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, k)]));
    return value;
  };
  return resolve(style, '') as T;
}
