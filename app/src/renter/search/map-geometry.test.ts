import { describe, expect, it } from 'vitest';
import { fitBounds, northAmerica, resolveStyleUrls, viewBounds } from './map-geometry.ts';

describe('search map geometry', () => {
  it('fits the results with a margin; nothing to fit shows the US and Canada', () => {
    expect(fitBounds([])).toEqual(northAmerica);
    expect(
      fitBounds([
        { lat: 30, lng: -120 },
        { lat: 40, lng: -100 },
      ]),
    ).toEqual({ neLat: 41, neLng: -98, swLat: 29, swLng: -122 });
    expect(fitBounds([{ lat: 45, lng: -75 }])).toEqual({ neLat: 45.05, neLng: -74.95, swLat: 44.95, swLng: -75.05 });
  });
  it('writes the view as bounds of five decimals, latitudes on the map', () => {
    expect(viewBounds(39.7392358, -104.9902, 39.1234567, -105.5)).toEqual({
      neLat: 39.73924,
      neLng: -104.9902,
      swLat: 39.12346,
      swLng: -105.5,
    });
    expect(viewBounds(89, 10, -89, -10)).toEqual({ neLat: 85, neLng: 10, swLat: -85, swLng: -10 });
  });
  it('makes the style URLs absolute on our origin, keeping the {z}/{x}/{y} and {fontstack}/{range} holes', () => {
    const style = {
      glyphs: '/api/map/glyphs/{fontstack}/{range}.pbf',
      sources: { rove: { type: 'vector', tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'] } },
      layers: [{ id: 'land', paint: { 'fill-color': '#fff' } }],
    };
    expect(resolveStyleUrls(style, 'http://127.0.0.1:4100')).toEqual({
      glyphs: 'http://127.0.0.1:4100/api/map/glyphs/{fontstack}/{range}.pbf',
      sources: { rove: { type: 'vector', tiles: ['http://127.0.0.1:4100/api/map/tiles/{z}/{x}/{y}.pbf'] } },
      layers: [{ id: 'land', paint: { 'fill-color': '#fff' } }],
    });
  });
  it('refuses a style that names another server', () => {
    expect(() => resolveStyleUrls({ glyphs: 'https://tiles.example.com/{fontstack}/{range}.pbf' }, 'http://127.0.0.1:4100')).toThrow(
      /another origin/,
    );
  });
});
