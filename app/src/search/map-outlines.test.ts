import { describe, expect, it } from 'vitest';
import { project } from './map-geometry.ts';
import { decodeOutlines, outlinePaths } from './map-outlines.ts';

const outlines = decodeOutlines([
  { id: 'CO', country: 'US', rings: ['-109,41 -102,41 -102,37 -109,37 -109,41'] },
  { id: 'HI', country: 'US', rings: ['-160,22 -155,22 -155,19 -160,19 -160,22', '-170,30 -169,30 -169,29 -170,30'] },
]);
const box = { width: 100, height: 100 };

describe('bundled outlines: paths for a view', () => {
  it('projects each point as the markers are projected', () => {
    const view = { neLat: 45, neLng: -100, swLat: 35, swLng: -110 };
    const [colorado] = outlinePaths(outlines, view, box);
    expect(colorado).toEqual({ id: 'CO', country: 'US', d: 'M10 40L80 40L80 80L10 80L10 40Z' });
    expect(project({ lat: 41, lng: -109 }, view, box)).toEqual({ x: 10, y: 40 });
  });
  it('keeps rings that run past the edges unclipped and leaves out rings wholly outside', () => {
    const view = { neLat: 40, neLng: -105, swLat: 38, swLng: -107 };
    expect(outlinePaths(outlines, view, box)).toEqual([{ id: 'CO', country: 'US', d: 'M-100 -50L250 -50L250 150L-100 150L-100 -50Z' }]);
  });
  it('keeps only the rings of an outline that reach into the view', () => {
    const view = { neLat: 23, neLng: -150, swLat: 18, swLng: -161 };
    const paths = outlinePaths(outlines, view, box);
    expect(paths.map((p) => p.id)).toEqual(['HI']);
    expect(paths[0].d.match(/M/g)).toHaveLength(1);
  });
});
