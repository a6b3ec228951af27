import { describe, expect, it } from 'vitest';
import { parseTileTemplate, tilesForView, tileZoom } from './map-tiles.ts';

describe('optional raster tiles', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/{z}/{x}/{y}.png'],
    ['/tiles/{z}/{x}/{y}.png', '/tiles/{z}/{x}/{y}.png'],
    ['https://tiles.example.org/{z}/{x}.png', null],
    ['javascript:alert(1)//{z}{x}{y}', null],
  ])('the template %s is %s', (value, expected) => {
    expect(parseTileTemplate(value)).toBe(expected);
  });
  it('picks the zoom whose tiles are about 256 pixels wide', () => {
    expect(tileZoom({ neLat: 85, neLng: 180, swLat: -85, swLng: -180 }, 256)).toBe(0);
    expect(tileZoom({ neLat: 40, neLng: -100, swLat: 30, swLng: -110.8 }, 512)).toBe(6);
  });
  it('covers the view with tiles placed by the map projection', () => {
    const world = { neLat: 85.0511, neLng: 180, swLat: -85.0511, swLng: -180 };
    const tiles = tilesForView('/t/{z}/{x}/{y}.png', world, 512, { width: 100, height: 100 });
    expect(tiles.map((t) => t.href)).toEqual(['/t/1/0/0.png', '/t/1/0/1.png', '/t/1/1/0.png', '/t/1/1/1.png']);
    expect(tiles[0].x).toBeCloseTo(0);
    expect(tiles[0].y).toBeCloseTo(0);
    expect(tiles[0].width).toBeCloseTo(50);
    expect(tiles[0].height).toBeCloseTo(50);
  });
  it('falls back to a coarser zoom rather than request too many tiles', () => {
    const view = { neLat: 60, neLng: -60, swLat: 25, swLng: -130 };
    const tiles = tilesForView('/t/{z}/{x}/{y}.png', view, 100000, { width: 100, height: 100 }, 16);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(16);
  });
});
