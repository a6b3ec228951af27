// The base map's MapLibre style: our tiles and glyphs only, by root-relative URLs (the client makes them absolute
// against its own origin), so the map works with no other server. Colours are calm: water, land, borders, places.
import type { Locale } from '@rove/contract';
import { mapMaxZoom } from './map-tiles.ts';

export const mapFont = 'Figtree Regular';

export function mapStyle(locale: Locale): Record<string, unknown> {
  const name = locale === 'fr' ? ['coalesce', ['get', 'name_fr'], ['get', 'name']] : ['get', 'name'];
  const water = '#bcd7e8';
  return {
    version: 8,
    name: 'Rove base map',
    sources: {
      rove: {
        type: 'vector',
        tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'],
        minzoom: 0,
        maxzoom: mapMaxZoom,
        attribution: 'Natural Earth · GeoNames',
      },
    },
    glyphs: '/api/map/glyphs/{fontstack}/{range}.pbf',
    layers: [
      { id: 'water-background', type: 'background', paint: { 'background-color': water } },
      { id: 'land', type: 'fill', source: 'rove', 'source-layer': 'land', paint: { 'fill-color': '#f3f0e8' } },
      { id: 'lakes', type: 'fill', source: 'rove', 'source-layer': 'water', paint: { 'fill-color': water } },
      {
        id: 'rivers',
        type: 'line',
        source: 'rove',
        'source-layer': 'rivers',
        paint: { 'line-color': water, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 2] },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'rove',
        'source-layer': 'boundaries',
        filter: ['==', ['get', 'kind'], 'state'],
        paint: { 'line-color': '#a89f91', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: 'rove',
        'source-layer': 'boundaries',
        filter: ['==', ['get', 'kind'], 'country'],
        paint: { 'line-color': '#8a8174', 'line-width': 1.4 },
      },
      {
        id: 'region-labels',
        type: 'symbol',
        source: 'rove',
        'source-layer': 'places',
        filter: ['==', ['get', 'kind'], 'region'],
        minzoom: 3,
        maxzoom: 7,
        layout: {
          'text-field': name,
          'text-font': [mapFont],
          'text-size': 12,
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.1,
        },
        paint: { 'text-color': '#9a917f', 'text-halo-color': '#f3f0e8', 'text-halo-width': 1 },
      },
      {
        id: 'city-dots',
        type: 'circle',
        source: 'rove',
        'source-layer': 'places',
        filter: ['==', ['get', 'kind'], 'city'],
        paint: { 'circle-radius': 2.5, 'circle-color': '#5f584c' },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'rove',
        'source-layer': 'places',
        filter: ['==', ['get', 'kind'], 'city'],
        layout: {
          'text-field': name,
          'text-font': [mapFont],
          'text-size': ['interpolate', ['linear'], ['get', 'population'], 5000, 11, 1000000, 15],
          'text-anchor': 'left',
          'text-offset': [0.5, 0],
          'symbol-sort-key': ['-', 0, ['get', 'population']],
        },
        paint: { 'text-color': '#3d3830', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}
