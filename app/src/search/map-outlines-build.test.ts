import { describe, expect, it } from 'vitest';
import { buildOutlines, decodeArcs, decodeRing, encodeRing, ringFromArcs, simplifyLine, type Topology } from './map-outlines-build.ts';
import { outlineData } from './map-outlines-data.ts';
import { outlineModule, readSourceTopology } from './map-outlines-generate.ts';
import { readFileSync } from 'node:fs';

// A square state (arcs 0 and 1), a triangle province sharing nothing, and a Mexican state that must be left out.
const topology: Topology = {
  transform: { scale: [0.5, 0.5], translate: [-100, 40] },
  arcs: [
    [
      [0, 0],
      [0, 4],
      [4, 0],
    ],
    [
      [4, 4],
      [0, -4],
      [-4, 0],
    ],
    [
      [0, 20],
      [4, 0],
      [0, 4],
      [-4, -4],
    ],
    [
      [0, -20],
      [2, 0],
      [-2, 0],
    ],
  ],
  objects: {
    subunits: {
      geometries: [
        { type: 'Polygon', id: 'CO', arcs: [[0, 1]], properties: { gu: 'USA' } },
        { type: 'MultiPolygon', id: 'QC', arcs: [[[2]]], properties: { gu: 'CAN' } },
        { type: 'Polygon', id: 'SO', arcs: [[3]], properties: { gu: 'MEX' } },
      ],
    },
  },
};

describe('bundled outlines: building', () => {
  it('decodes quantized delta arcs into degrees', () => {
    expect(decodeArcs(topology)[0]).toEqual([
      [-100, 40],
      [-100, 42],
      [-98, 42],
    ]);
  });
  it('joins arcs into a ring, reversing ~i and not repeating shared ends', () => {
    const arcs = decodeArcs(topology);
    expect(ringFromArcs([0, 1], arcs)).toEqual([
      [-100, 40],
      [-100, 42],
      [-98, 42],
      [-98, 40],
      [-100, 40],
    ]);
    expect(ringFromArcs([~0], arcs)).toEqual([
      [-98, 42],
      [-100, 42],
      [-100, 40],
    ]);
  });
  it('simplifies within the tolerance and keeps the corners beyond it', () => {
    const line = [
      [0, 0],
      [1, 0.01],
      [2, 0],
      [3, 1],
      [4, 0],
    ] as const;
    expect(simplifyLine(line, 0.05)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
    expect(simplifyLine(line, 2)).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });
  it('round-trips a ring through its two-decimal text', () => {
    expect(encodeRing([[-104.051234, 41.0049]])).toBe('-104.05,41');
    expect(decodeRing('-104.05,41 -102,37.5')).toEqual([
      [-104.05, 41],
      [-102, 37.5],
    ]);
  });
  it('keeps only US states and Canadian provinces, as closed rings', () => {
    const built = buildOutlines(topology, 0.01);
    expect(built.map((o) => [o.country, o.id])).toEqual([
      ['CA', 'QC'],
      ['US', 'CO'],
    ]);
    expect(built[1].rings).toEqual(['-100,40 -100,42 -98,42 -98,40 -100,40']);
  });
  it('the committed data is exactly what the generator makes of the installed package', () => {
    const committed = readFileSync(new URL('./map-outlines-data.ts', import.meta.url), 'utf8');
    expect(committed).toBe(outlineModule(readSourceTopology()));
  });
  it('covers every state, DC and every province and territory', () => {
    expect(outlineData.filter((o) => o.country === 'US')).toHaveLength(51);
    expect(outlineData.filter((o) => o.country === 'CA').map((o) => o.id)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
  });
});
