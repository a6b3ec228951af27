// The bundled base map for a view: each state's or province's rings as SVG path data in the map's box, by the
// same projection as the markers (`toBox`). Rings wholly outside the view are left out; the rest the SVG clips.
import type { MapBounds } from './search-params.ts';
import { type BoxSize, toBox } from './map-geometry.ts';
import { decodeRing, type EncodedOutline, type LngLat } from './map-outlines-build.ts';

export interface DecodedOutline {
  id: string;
  country: 'US' | 'CA';
  rings: { points: LngLat[]; west: number; east: number; south: number; north: number }[];
}
export interface OutlinePath {
  id: string;
  country: 'US' | 'CA';
  d: string;
}

/** Decoded once per map chunk; bounding boxes let `outlinePaths` skip what the view cannot show. */
export function decodeOutlines(data: readonly EncodedOutline[]): DecodedOutline[] {
  return data.map(({ id, country, rings }) => ({
    id,
    country,
    rings: rings.map((text) => {
      const points = decodeRing(text);
      const lngs = points.map((p) => p[0]);
      const lats = points.map((p) => p[1]);
      return { points, west: Math.min(...lngs), east: Math.max(...lngs), south: Math.min(...lats), north: Math.max(...lats) };
    }),
  }));
}

const short = (n: number) => String(Math.round(n * 100) / 100);

/** Path data (closed rings, coordinates to 0.01 of the box) of every outline that reaches into the view. */
export function outlinePaths(outlines: readonly DecodedOutline[], view: MapBounds, size: BoxSize): OutlinePath[] {
  const paths: OutlinePath[] = [];
  for (const { id, country, rings } of outlines) {
    const parts: string[] = [];
    for (const ring of rings) {
      if (ring.east < view.swLng || ring.west > view.neLng || ring.north < view.swLat || ring.south > view.neLat) continue;
      const points = ring.points.map(([lng, lat]) => {
        const { x, y } = toBox({ lat, lng }, view, size);
        return `${short(x)} ${short(y)}`;
      });
      parts.push(`M${points.join('L')}Z`);
    }
    if (parts.length) paths.push({ id, country, d: parts.join('') });
  }
  return paths;
}
