// Vector tiles of the base map, cut from the layers (geojson-vt) and encoded as Mapbox Vector Tiles (vt-pbf).
// Pure pieces: the map worker (map-worker.ts) builds the indexes once and cuts tiles with them, off the main thread.
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { MapLayerName, MapLayers } from './map-data.ts';

/** Tiles exist from zoom 0 to this; the map overzooms beyond. */
export const mapMaxZoom = 10;

export type TileIndexes = Record<MapLayerName, InstanceType<typeof GeoJSONVT>>;

/** One geojson-vt index a layer (about a second for all of them). */
export function buildTileIndexes(layers: MapLayers): TileIndexes {
  const options = { maxZoom: mapMaxZoom, indexMaxZoom: 4, tolerance: 3, buffer: 64, extent: 4096 };
  return Object.fromEntries(
    Object.entries(layers).map(([name, layer]) => [name, new GeoJSONVT(layer, name === 'places' ? { ...options, buffer: 16 } : options)]),
  ) as TileIndexes;
}

/** Whether z/x/y names a tile of the pyramid we serve. */
export function isTileCoordinate(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  return (
    Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= 0 && z <= mapMaxZoom && x >= 0 && x < n && y >= 0 && y < n
  );
}

/** The tile's bytes (an empty tile where there is nothing); features with a `minzoom` only from that zoom. */
export function encodeTile(indexes: TileIndexes, z: number, x: number, y: number): Uint8Array {
  const layers: Record<string, { features: unknown[] }> = {};
  for (const [name, index] of Object.entries(indexes)) {
    const tile = index.getTile(z, x, y);
    if (!tile) continue;
    const features = tile.features.filter((f) => Number((f.tags as { minzoom?: number } | null)?.minzoom ?? 0) <= z);
    if (features.length > 0) layers[name] = { features };
  }
  return fromGeojsonVt(layers, { version: 2, extent: 4096 });
}
