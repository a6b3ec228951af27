declare module 'vt-pbf' {
  /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, { features: unknown[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
