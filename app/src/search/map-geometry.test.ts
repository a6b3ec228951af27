import { describe, expect, it } from 'vitest';
import { fitBounds, northAmerica, panBounds, project, zoomBounds } from './map-geometry.ts';

const box = { width: 400, height: 200 };
const bounds = { neLat: 40, neLng: -100, swLat: 30, swLng: -120 };

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
  it.each([
    [
      { lat: 40, lng: -120 },
      { x: 0, y: 0 },
    ],
    [
      { lat: 30, lng: -100 },
      { x: 400, y: 200 },
    ],
    [
      { lat: 35, lng: -110 },
      { x: 200, y: 100 },
    ],
    [{ lat: 41, lng: -110 }, null],
    [{ lat: 35, lng: -99 }, null],
  ])('projects %o to %o', (point, expected) => {
    expect(project(point, bounds, box)).toEqual(expected);
  });
  it('dragging right and down shows what lies west and north', () => {
    expect(panBounds(bounds, 200, 100, box)).toEqual({ neLat: 45, neLng: -110, swLat: 35, swLng: -130 });
  });
  it('zooms about the centre', () => {
    expect(zoomBounds(bounds, 2)).toEqual({ neLat: 37.5, neLng: -105, swLat: 32.5, swLng: -115 });
    expect(zoomBounds(bounds, 0.5)).toEqual({ neLat: 45, neLng: -90, swLat: 25, swLng: -130 });
  });
});
