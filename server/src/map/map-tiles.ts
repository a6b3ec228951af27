// Vector tiles of the base map, cut on demand from the layers (geojson-vt) and encoded as Mapbox Vector Tiles
// (vt-pbf). The tile indexes are built on the first tile request; encoded tiles are kept (a bounded cache).
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { type MapLayerName, mapLayers } from './map-data.ts';

/** Tiles exist from zoom 0 to this; the map overzooms beyond (1:50m data has nothing finer). */
export const mapMaxZoom = 10;
const cacheSize = 2000;

type Index = InstanceType<typeof GeoJSONVT>;
let indexes: Record<MapLayerName, Index> | undefined;
const encoded = new Map<string, Uint8Array>();

function tileIndexes(): Record<MapLayerName, Index> {
  if (indexes) return indexes;
  const layers = mapLayers();
  const options = { maxZoom: mapMaxZoom, indexMaxZoom: 4, tolerance: 3, buffer: 64, extent: 4096 };
  indexes = {
    land: new GeoJSONVT(layers.land, options),
    water: new GeoJSONVT(layers.water, options),
    rivers: new GeoJSONVT(layers.rivers, options),
    boundaries: new GeoJSONVT(layers.boundaries, options),
    places: new GeoJSONVT(layers.places, { ...options, buffer: 16 }),
  };
  return indexes;
}

/** Whether z/x/y names a tile of the pyramid we serve. */
export function isTileCoordinate(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  return (
    Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= 0 && z <= mapMaxZoom && x >= 0 && x < n && y >= 0 && y < n
  );
}

/** The tile's bytes (an empty tile where there is nothing); places only from their own zoom. */
export function mapTile(z: number, x: number, y: number): Uint8Array {
  const key = `${z}/${x}/${y}`;
  const hit = encoded.get(key);
  if (hit) return hit;
  const layers: Record<string, { features: unknown[] }> = {};
  for (const [name, index] of Object.entries(tileIndexes())) {
    const tile = index.getTile(z, x, y);
    if (!tile) continue;
    const features =
      name === 'places' ? tile.features.filter((f) => Number((f.tags as { minzoom?: number } | null)?.minzoom ?? 0) <= z) : tile.features;
    if (features.length > 0) layers[name] = { features };
  }
  const bytes = fromGeojsonVt(layers, { version: 2, extent: 4096 });
  if (encoded.size >= cacheSize) encoded.delete(encoded.keys().next().value as string);
  encoded.set(key, bytes);
  return bytes;
}
