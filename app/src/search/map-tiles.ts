// Optional raster tiles under the outlines, configured by VITE_MAP_TILE_URL (a template with {z}, {x} and {y}; off
// when unset). Tiles are the usual Web Mercator grid; each is stretched onto the box between its corners as the
// map's own projection (`toBox`) places them, which is close enough at the zooms a search uses.
import type { MapBounds } from './search-params.ts';
import { type BoxSize, toBox } from './map-geometry.ts';

export interface Tile {
  /** Unique in a view even when the view spans the antimeridian and hrefs repeat. */
  key: string;
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const tileSize = 256;
const maxZoom = 19;
const maxLat = 85.0511;

/** The template when it is usable: http(s) or root-relative, with all of {z}, {x} and {y}; otherwise null. */
export function parseTileTemplate(value: string | undefined): string | null {
  const template = value?.trim();
  if (!template || !/^(https?:\/\/|\/)/.test(template)) return null;
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part)) ? template : null;
}

const latToTileY = (lat: number, n: number) => {
  const r = (Math.max(-maxLat, Math.min(maxLat, lat)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n;
};
const tileYToLat = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/** The zoom whose tiles come closest to their natural 256 pixels across a box `pixelWidth` wide. */
export function tileZoom(view: MapBounds, pixelWidth: number): number {
  const span = Math.max(view.neLng - view.swLng, 1e-9);
  return Math.max(0, Math.min(maxZoom, Math.round(Math.log2((360 * pixelWidth) / (span * tileSize)))));
}

/** The tiles covering the view, placed in `box`; a coarser zoom when more than `maxTiles` would be needed. */
export function tilesForView(template: string, view: MapBounds, pixelWidth: number, box: BoxSize, maxTiles = 64): Tile[] {
  for (let z = tileZoom(view, pixelWidth); z >= 0; z--) {
    const n = 2 ** z;
    const x0 = Math.floor(((view.swLng + 180) / 360) * n);
    const x1 = Math.max(x0, Math.ceil(((view.neLng + 180) / 360) * n) - 1); // the east edge is not in the next tile
    const y0 = Math.max(0, Math.floor(latToTileY(view.neLat, n)));
    const y1 = Math.min(n - 1, Math.floor(latToTileY(view.swLat, n)));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > maxTiles && z > 0) continue;
    const tiles: Tile[] = [];
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const nw = toBox({ lat: tileYToLat(y, n), lng: (x / n) * 360 - 180 }, view, box);
        const se = toBox({ lat: tileYToLat(y + 1, n), lng: ((x + 1) / n) * 360 - 180 }, view, box);
        const wrapped = ((x % n) + n) % n;
        const href = template.replace('{z}', String(z)).replace('{x}', String(wrapped)).replace('{y}', String(y));
        tiles.push({ key: `${z}/${x}/${y}`, href, x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y });
      }
    }
    return tiles;
  }
  return [];
}
