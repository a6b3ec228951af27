// The search map's geometry as pure functions: bounds that fit the results, the projection of a point into the
// map's box (equirectangular: fine at the scale of a search), panning by a drag and zooming about the centre.
import type { MapBounds } from './search-params.ts';

export interface MapPoint {
  lat: number;
  lng: number;
}
export interface BoxSize {
  width: number;
  height: number;
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

/** Where a point falls in the box, in pixels from the top left; null outside the bounds. */
export function project(point: MapPoint, bounds: MapBounds, size: BoxSize): { x: number; y: number } | null {
  const { neLat, neLng, swLat, swLng } = bounds;
  if (point.lat < swLat || point.lat > neLat || point.lng < swLng || point.lng > neLng) return null;
  return toBox(point, bounds, size);
}

/** The same projection with no bounds check: outlines and tiles run past the edges of the box. */
export function toBox(point: MapPoint, bounds: MapBounds, size: BoxSize): { x: number; y: number } {
  const { neLat, neLng, swLat, swLng } = bounds;
  return {
    x: ((point.lng - swLng) / (neLng - swLng)) * size.width,
    y: ((neLat - point.lat) / (neLat - swLat)) * size.height,
  };
}

/** Dragging the map by (dx, dy) pixels moves the bounds the other way. */
export function panBounds(bounds: MapBounds, dx: number, dy: number, size: BoxSize): MapBounds {
  const dLng = (-dx / size.width) * (bounds.neLng - bounds.swLng);
  const dLat = (dy / size.height) * (bounds.neLat - bounds.swLat);
  return {
    neLat: round(clampLat(bounds.neLat + dLat)),
    neLng: round(bounds.neLng + dLng),
    swLat: round(clampLat(bounds.swLat + dLat)),
    swLng: round(bounds.swLng + dLng),
  };
}

/** Zooms about the centre: a factor of 2 shows half the span, 0.5 twice the span. */
export function zoomBounds(bounds: MapBounds, factor: number): MapBounds {
  const cLat = (bounds.neLat + bounds.swLat) / 2;
  const cLng = (bounds.neLng + bounds.swLng) / 2;
  const hLat = (bounds.neLat - bounds.swLat) / 2 / factor;
  const hLng = (bounds.neLng - bounds.swLng) / 2 / factor;
  return { neLat: round(clampLat(cLat + hLat)), neLng: round(cLng + hLng), swLat: round(clampLat(cLat - hLat)), swLng: round(cLng - hLng) };
}
