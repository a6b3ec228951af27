// Small 3D models of the RV types, in feet: x along the RV (its front towards +x), y up from the ground, z across
// (the camera stands on the +z side). A body is a side profile extruded to the RV's width; windows, doors, stripes,
// the windshield and lights are decals laid on a face; wheels are short cylinders. rv-illustration.ts projects them.
import type { RvType } from '@rove/contract';
import { type Palette, shade } from './palette.ts';

export type Vec3 = [number, number, number];
type Vec2 = [number, number];

export interface Face {
  points: Vec3[];
  /** Outward, for shading and for telling which faces turn to the camera. */
  normal: Vec3;
  colour: string;
  stroke?: string;
  /** Drawn in its own colour, unshaded. */
  flat?: boolean;
  glass?: boolean;
  doubleSided?: boolean;
  opacity?: number;
  /** Drawn right after the face they lie on, in order. */
  decals?: Face[];
}

export interface Model {
  length: number;
  width: number;
  height: number;
  faces: Face[];
  /** Drawn over the body, nearest last: the wheels, which stand just outside its side. */
  late: Face[];
}

const lift = 0.03;

class Builder {
  faces: Face[] = [];
  late: Face[] = [];

  /** A body: `profile` counter-clockwise seen from +z, from z0 to z1; returns its faces by edge (index i: from point i to i+1). */
  extrude(profile: Vec2[], z0: number, z1: number, colour: string, stroke?: string) {
    const side: Face = { points: profile.map(([x, y]) => [x, y, z1] as Vec3), normal: [0, 0, 1], colour, stroke, decals: [] };
    const otherSide: Face = { points: [...profile].reverse().map(([x, y]) => [x, y, z0] as Vec3), normal: [0, 0, -1], colour, stroke };
    const bands = profile.map(([ax, ay], i) => {
      const [bx, by] = profile[(i + 1) % profile.length];
      const normal: Vec3 = [by - ay, -(bx - ax), 0];
      const face: Face = {
        points: [
          [ax, ay, z0],
          [bx, by, z0],
          [bx, by, z1],
          [ax, ay, z1],
        ],
        normal,
        colour,
        stroke,
        decals: [],
      };
      return face;
    });
    this.faces.push(side, otherSide, ...bands);
    return { side, bands, z0, z1, profile };
  }

  /** A flat shape on a +z side face. */
  onSide(body: { side: Face; z1: number }, shape: Vec2[], colour: string, extra: Partial<Face> = {}) {
    body.side.decals?.push({ points: shape.map(([x, y]) => [x, y, body.z1 + lift] as Vec3), normal: [0, 0, 1], colour, ...extra });
  }

  /** A shape on the band of edge `edge`: t runs along the edge (0 to 1), w across the width (0 at z0, 1 at z1). */
  onBand(
    body: { bands: Face[]; profile: Vec2[]; z0: number; z1: number },
    edge: number,
    corners: [t: number, w: number][],
    colour: string,
    extra: Partial<Face> = {},
  ) {
    const [ax, ay] = body.profile[edge];
    const [bx, by] = body.profile[(edge + 1) % body.profile.length];
    const band = body.bands[edge];
    const length = Math.hypot(...band.normal) || 1;
    const [nx, ny] = [band.normal[0] / length, band.normal[1] / length];
    band.decals?.push({
      points: corners.map(
        ([t, w]) => [ax + (bx - ax) * t + nx * lift, ay + (by - ay) * t + ny * lift, body.z0 + (body.z1 - body.z0) * w] as Vec3,
      ),
      normal: band.normal,
      colour,
      ...extra,
    });
  }

  /** A wheel on the +z side at (x, radius), its tread a short cylinder. */
  wheel(x: number, radius: number, side: number, rim: string) {
    const z = side + 0.15;
    const n = 18;
    const circle = (r: number, zz: number) =>
      Array.from({ length: n }, (_, i) => {
        const a = (i / n) * Math.PI * 2;
        return [x + Math.cos(a) * r, radius + Math.sin(a) * r, zz] as Vec3;
      });
    const outer = circle(radius, z);
    const inner = circle(radius, z - 0.9);
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const a = (i / n) * Math.PI * 2 + Math.PI / n;
      this.late.push({ points: [inner[i], inner[j], outer[j], outer[i]], normal: [Math.cos(a), Math.sin(a), 0], colour: '#1e1f21' });
    }
    this.late.push({
      points: outer,
      normal: [0, 0, 1],
      colour: '#232426',
      decals: [
        { points: circle(radius * 0.58, z + lift), normal: [0, 0, 1], colour: rim },
        { points: circle(radius * 0.2, z + lift * 2), normal: [0, 0, 1], colour: shade(rim, 0.7) },
      ],
    });
  }

  /** An awning rolled out over the +z side, from x0 to x1, its top at y. */
  awning(x0: number, x1: number, y: number, z: number, colour: string) {
    const out = 5.5;
    this.faces.push({
      points: [
        [x0, y, z],
        [x1, y, z],
        [x1, y - 1.6, z + out],
        [x0, y - 1.6, z + out],
      ],
      normal: [0, 1, 0.3],
      colour,
      doubleSided: true,
    });
    for (const x of [x0 + 0.2, x1 - 0.2])
      this.faces.push({
        points: [
          [x, 0, z + out],
          [x + 0.15, 0, z + out],
          [x + 0.15, y - 1.6, z + out],
          [x, y - 1.6, z + out],
        ],
        normal: [0, 0, 1],
        colour: '#8d949a',
        doubleSided: true,
      });
  }
}

const rounded = (x0: number, y0: number, x1: number, y1: number, r: number, steps = 4): Vec2[] => {
  const corner = (cx: number, cy: number, from: number): Vec2[] =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const a = from + (i / steps) * (Math.PI / 2);
      return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    });
  return [
    ...corner(x1 - r, y0 + r, -Math.PI / 2),
    ...corner(x1 - r, y1 - r, 0),
    ...corner(x0 + r, y1 - r, Math.PI / 2),
    ...corner(x0 + r, y0 + r, Math.PI),
  ];
};

const rect = (x0: number, y0: number, x1: number, y1: number): Vec2[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

interface Options {
  awning: boolean;
}

/** Windows along a side, as a row of rounded panes between x0 and x1. */
function windowRow(
  b: Builder,
  body: { side: Face; z1: number },
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  p: Palette,
) {
  const gap = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const a = x0 + gap * i + gap * 0.12;
    const c = x0 + gap * (i + 1) - gap * 0.12;
    b.onSide(body, rounded(a, y0, c, y1, 0.35, 2), p.glass, { glass: true, stroke: shade(p.trim, 1.2), flat: true });
  }
}

function door(b: Builder, body: { side: Face; z1: number }, x: number, y0: number, y1: number, p: Palette) {
  b.onSide(body, rounded(x, y0, x + 2.4, y1, 0.3, 2), shade(p.body, 0.96), { stroke: shade(p.trim, 1.4) });
  b.onSide(body, rounded(x + 0.5, y1 - 2.6, x + 1.9, y1 - 0.8, 0.25, 2), p.glass, { glass: true, flat: true });
  b.onSide(body, rect(x + 1.9, (y0 + y1) / 2 - 0.1, x + 2.15, (y0 + y1) / 2 + 0.3), '#9aa1a6', { flat: true });
}

/** Swooping paint along a side, the RV's two stripe colours. */
function swoosh(b: Builder, body: { side: Face; z1: number }, x0: number, x1: number, y: number, p: Palette) {
  const L = x1 - x0;
  b.onSide(
    body,
    [
      [x0, y],
      [x0 + L * 0.55, y],
      [x0 + L * 0.8, y + 1.6],
      [x1, y + 2.2],
      [x1, y + 2.8],
      [x0 + L * 0.78, y + 2.3],
      [x0 + L * 0.52, y + 0.7],
      [x0, y + 0.7],
    ],
    p.stripe,
  );
  b.onSide(
    body,
    [
      [x0, y + 0.85],
      [x0 + L * 0.5, y + 0.85],
      [x0 + L * 0.72, y + 2.3],
      [x0 + L * 0.62, y + 2.3],
      [x0 + L * 0.45, y + 1.2],
      [x0, y + 1.2],
    ],
    p.stripe2,
  );
}

/** Tail lights and a rear window on the back (an edge running from the top down to the bottom). */
function back(b: Builder, body: Parameters<Builder['onBand']>[0], edge: number, p: Palette, window = true) {
  b.onBand(
    body,
    edge,
    [
      [0.76, 0.06],
      [0.88, 0.06],
      [0.88, 0.17],
      [0.76, 0.17],
    ],
    '#c0392b',
    { flat: true },
  );
  b.onBand(
    body,
    edge,
    [
      [0.76, 0.83],
      [0.88, 0.83],
      [0.88, 0.94],
      [0.76, 0.94],
    ],
    '#c0392b',
    { flat: true },
  );
  b.onBand(
    body,
    edge,
    [
      [0.9, 0.3],
      [0.97, 0.3],
      [0.97, 0.7],
      [0.9, 0.7],
    ],
    '#2b2f33',
    { flat: true },
  );
  if (window)
    b.onBand(
      body,
      edge,
      [
        [0.16, 0.3],
        [0.38, 0.3],
        [0.38, 0.7],
        [0.16, 0.7],
      ],
      p.glass,
      { glass: true, flat: true, stroke: p.trim },
    );
}

function trailer(b: Builder, p: Palette, L: number, H: number, W: number, o: Options, kind: RvType) {
  const z0 = -W / 2;
  const z1 = W / 2;
  const bottom = 1.5;
  const top = bottom + H;
  const half = L / 2;
  let profile: Vec2[];
  if (kind === 'Vintage') {
    profile = Array.from({ length: 22 }, (_, i) => {
      const a = (i / 22) * Math.PI * 2;
      const x = Math.cos(a) * half;
      const s = Math.sin(a);
      const y = s >= 0 ? bottom + 0.3 + (H - 0.3) * Math.pow(s, 0.45) : bottom + 0.3 + s * 0.3;
      return [x, y] as Vec2;
    });
  } else if (kind === 'MicroTrailer') {
    profile = [
      [-half, bottom],
      [half, bottom],
      [half + 0.4, bottom + H * 0.5],
      [half - 0.4, bottom + H * 0.88],
      [half - 2.2, top],
      [-half + 3.2, top - 0.3],
      [-half + 0.8, bottom + H * 0.55],
    ];
  } else if (kind === 'FifthWheel' || (kind === 'ToyHauler' && L > 30)) {
    const neck = 8;
    profile = [
      [-half, bottom],
      [half - neck, bottom],
      [half - neck, bottom + 3.6],
      [half - 0.6, bottom + 3.9],
      [half + 0.3, bottom + 6.6],
      [half - 0.2, top + 1.2],
      [half - 2.4, top + 1.6],
      [-half + 0.6, top + 0.2],
      [-half, top - 0.6],
    ];
  } else if (kind === 'TentTrailer') {
    profile = rounded(-half, bottom, half, bottom + 3.4, 0.4, 2);
  } else {
    profile = [
      [-half, bottom],
      [half, bottom],
      [half + 0.3, bottom + H * 0.45],
      [half - 0.4, top - 0.3],
      [half - 1.4, top],
      [-half + 0.6, top],
      [-half, top - 0.5],
    ];
  }
  const body = b.extrude(profile, z0, z1, kind === 'Vintage' ? '#cfd5da' : p.body, kind === 'Vintage' ? '#aab2b8' : undefined);
  // Underside trim, stripes, windows and the door.
  if (kind === 'Vintage') {
    for (const y of [bottom + 2.2, bottom + 4.4]) b.onSide(body, rect(-half + 1.2, y, half - 1.2, y + 0.08), '#b3bbc1', { flat: true });
    windowRow(b, body, -half + 3, half - 5.5, bottom + 3.6, bottom + 5.6, 3, p);
    door(b, body, half - 5, bottom + 0.5, bottom + 6.5, { ...p, body: '#cfd5da' });
  } else if (kind === 'MicroTrailer') {
    b.onSide(body, rounded(-half + 2.6, bottom + 0.6, -half + 5.4, bottom + H * 0.8, 1, 3), shade(p.body, 0.93), { stroke: p.trim });
    b.onSide(body, rounded(-half + 3.2, bottom + 2.2, -half + 4.8, bottom + 3.6, 0.6, 3), p.glass, { glass: true, flat: true });
    b.onSide(body, rect(-half, bottom + 0.2, half, bottom + 0.7), p.stripe, { flat: true });
  } else if (kind === 'TentTrailer') {
    b.onSide(body, rect(-half, bottom + 1.4, half, bottom + 1.9), p.stripe, {});
    // The canvas: a wider tent with bunk ends, and its roof.
    const tent = b.extrude(
      [
        [-half - 3.2, bottom + 3.4],
        [half + 3.2, bottom + 3.4],
        [half + 3.2, bottom + 6.2],
        [half, bottom + 7.6],
        [-half, bottom + 7.6],
        [-half - 3.2, bottom + 6.2],
      ],
      z0 + 0.3,
      z1 - 0.3,
      '#e9dfc8',
      '#b9ab8a',
    );
    for (const x of [-half - 2.6, -half + 1.5, half - 3.5, half + 0.6])
      b.onSide(tent, rect(x, bottom + 4.3, x + 1.9, bottom + 6.2), '#6b7a72', { glass: true });
    b.extrude(rect(-half - 0.2, bottom + 7.6, half + 0.2, bottom + 8.1), z0, z1, p.body);
  } else {
    const paintTop = kind === 'ToyHauler' ? bottom + 1.6 : bottom + 1.2;
    b.onSide(body, rect(-half, bottom, half, bottom + 0.9), p.lower, { flat: true });
    swoosh(b, body, -half + 0.5, half - 1, paintTop, p);
    const windows = kind === 'ToyHauler' ? 2 : L > 26 ? 4 : 3;
    windowRow(b, body, -half + 2, kind === 'FifthWheel' ? half - 10 : half - 6, bottom + H * 0.55, bottom + H * 0.78, windows, p);
    door(b, body, kind === 'FifthWheel' ? half - 12.5 : half - 5.5, bottom + 0.4, bottom + H * 0.82, p);
    if (kind === 'FifthWheel') windowRow(b, body, half - 6.5, half - 1.5, top - 2.6, top - 0.6, 1, p);
    if (kind === 'Hybrid') {
      // Tent bunk ends, out of both ends.
      for (const [a, c] of [
        [-half - 3.4, -half],
        [half, half + 3.4],
      ] as const) {
        const bunk = b.extrude(rounded(a, bottom + H * 0.48, c, bottom + H * 0.82, 0.6, 3), z0 + 0.4, z1 - 0.4, '#e6dcc4', '#b9ab8a');
        b.onSide(bunk, rect(a + 0.6, bottom + H * 0.56, c - 0.6, bottom + H * 0.74), '#6b7a72', { glass: true });
      }
    }
    // The back: lights and a window, and for a toy hauler its ramp door instead of the window.
    const rear = profile.length - 1;
    if (kind === 'ToyHauler')
      b.onBand(
        body,
        rear,
        [
          [0.08, 0.1],
          [0.72, 0.1],
          [0.72, 0.9],
          [0.08, 0.9],
        ],
        shade(p.lower, 0.95),
        { stroke: p.trim },
      );
    back(b, body, rear, p, kind !== 'ToyHauler');
  }
  // The hitch: an A-frame tongue with its jack (a fifth wheel has a pin box under its neck instead).
  if (kind !== 'FifthWheel' && !(kind === 'ToyHauler' && L > 30)) {
    b.extrude(
      [
        [half, bottom + 0.1],
        [half + 4.2, bottom + 0.4],
        [half + 4.2, bottom + 0.8],
        [half, bottom + 0.8],
      ],
      -0.5,
      0.5,
      '#3d4247',
    );
    b.extrude(rect(half + 2.6, 0, half + 2.9, bottom + 1.2), -0.15, 0.15, '#6f767c');
    if (kind !== 'MicroTrailer' && kind !== 'Vintage')
      b.extrude(rounded(half + 0.6, bottom + 0.8, half + 2.2, bottom + 2.8, 0.5, 2), -1.2, 1.2, '#e9ecee');
  } else b.extrude(rect(half - 7.8, bottom + 0.5, half - 6.8, bottom + 3.6), -0.4, 0.4, '#3d4247');
  // Wheels: a tandem axle under a long trailer, one otherwise.
  const r = kind === 'MicroTrailer' || kind === 'TentTrailer' ? 1.0 : 1.25;
  const axle = L > 20 ? [-1.4, 1.4] : [0];
  for (const x of axle) b.wheel(x - (kind === 'FifthWheel' ? 2 : 0), r, z1 - 0.2, '#c8ccd0');
  if (o.awning && kind !== 'MicroTrailer') b.awning(-half + 2, half - 6, bottom + H * 0.9, z1, p.stripe);
  return { length: L + 4.5, height: H + bottom + 1, width: W };
}

function motorhome(b: Builder, p: Palette, kind: RvType, L: number, H: number, W: number, o: Options) {
  const z0 = -W / 2;
  const z1 = W / 2;
  const half = L / 2;
  const bottom = 1.3;
  const top = bottom + H;
  let profile: Vec2[];
  let windshieldEdge: number;
  let frontWheel: number;
  if (kind === 'ClassA' || kind === 'MotorHome') {
    profile = [
      [-half, bottom],
      [half, bottom],
      [half + 0.5, bottom + 2.6],
      [half + 0.7, bottom + 5.5],
      [half + 0.2, top - 0.8],
      [half - 1, top],
      [-half + 0.5, top],
      [-half, top - 0.6],
    ];
    windshieldEdge = 3;
    frontWheel = half - 4.2;
  } else if (kind === 'ClassC' || kind === 'MotoVintage') {
    const cab = 7;
    profile = [
      [-half, bottom],
      [half + 1.5, bottom],
      [half + 1.8, bottom + 2.8],
      [half, bottom + 3.6],
      [half - 2.3, bottom + 6.6],
      [half - 0.2, bottom + 7.1],
      [half + 0.6, top - 1.2],
      [half - 0.6, top],
      [-half + 0.5, top],
      [-half, top - 0.7],
    ];
    windshieldEdge = 3;
    frontWheel = half - 1.2;
    void cab;
  } else {
    // Class B and campervans: a van.
    profile = [
      [-half, bottom],
      [half, bottom],
      [half + 0.3, bottom + 2.2],
      [half - 1.8, bottom + 3.2],
      [half - 4, top - 0.9],
      [half - 5, top],
      [-half + 0.6, top],
      [-half, top - 0.8],
    ];
    windshieldEdge = 3;
    frontWheel = half - 2.6;
  }
  const vintage = kind === 'MotoVintage';
  const body = b.extrude(profile, z0, z1, vintage ? '#f1e6cf' : p.body);
  // Windshield, headlights and grille on the front; lights on the back.
  b.onBand(
    body,
    windshieldEdge,
    [
      [0.06, 0.08],
      [0.94, 0.08],
      [0.94, 0.92],
      [0.06, 0.92],
    ],
    p.glass,
    { glass: true, flat: true },
  );
  b.onBand(
    body,
    1,
    [
      [0.25, 0.1],
      [0.85, 0.1],
      [0.85, 0.3],
      [0.25, 0.3],
    ],
    '#f3f1e6',
    { flat: true },
  );
  b.onBand(
    body,
    1,
    [
      [0.25, 0.7],
      [0.85, 0.7],
      [0.85, 0.9],
      [0.25, 0.9],
    ],
    '#f3f1e6',
    { flat: true },
  );
  b.onBand(
    body,
    1,
    [
      [0.2, 0.35],
      [0.9, 0.35],
      [0.9, 0.65],
      [0.2, 0.65],
    ],
    '#2b2f33',
    { flat: true },
  );
  back(b, body, profile.length - 1, p);
  // Paint, windows, the door.
  b.onSide(body, rect(-half, bottom, half + 0.5, bottom + 0.8), vintage ? '#8a5a2b' : p.lower, { flat: true });
  if (vintage) {
    for (const [y, c] of [
      [bottom + 1.6, '#8a5a2b'],
      [bottom + 2.2, '#d9822b'],
      [bottom + 2.8, '#e8b53e'],
    ] as const)
      b.onSide(body, rect(-half, y, half + 1.2, y + 0.45), c, { flat: true });
  } else swoosh(b, body, -half + 0.5, half - 2, bottom + 1.2, p);
  if (kind === 'ClassB' || kind === 'Campervan') {
    windowRow(b, body, -half + 1.5, half - 6, top - 3.2, top - 1.3, 2, p);
    b.onSide(body, rect(half - 10, bottom + 0.5, half - 9.9, top - 0.6), shade(p.body, 0.8), { flat: true });
    b.onSide(
      body,
      [
        [half - 4.6, bottom + 3.4],
        [half - 2.4, bottom + 3.4],
        [half - 4.1, top - 1.1],
        [half - 4.6, top - 1.1],
      ],
      p.glass,
      { glass: true, flat: true },
    );
  } else {
    windowRow(b, body, -half + 2, half - (kind === 'ClassA' || kind === 'MotorHome' ? 8 : 9), top - 4, top - 1.8, L > 30 ? 4 : 3, p);
    door(b, body, half - (kind === 'ClassA' || kind === 'MotorHome' ? 6.5 : 8.5), bottom + 0.4, top - 2.2, p);
    if (kind === 'ClassC' || kind === 'MotoVintage')
      b.onSide(
        body,
        [
          [half - 2.6, bottom + 3.8],
          [half - 0.2, bottom + 3.8],
          [half - 2.4, bottom + 6.4],
          [half - 2.6, bottom + 6.4],
        ],
        p.glass,
        { glass: true, flat: true },
      );
    else b.onSide(body, rounded(half - 3.2, top - 4.6, half - 0.3, top - 1.6, 0.4, 2), p.glass, { glass: true, flat: true });
  }
  b.wheel(frontWheel, 1.35, z1 - 0.3, '#c8ccd0');
  const rearWheels = kind === 'ClassA' && L > 34 ? [-half + 5.5, -half + 8.2] : [-half + Math.max(4.5, L * 0.22)];
  for (const x of rearWheels) b.wheel(x, 1.35, z1 - 0.3, '#c8ccd0');
  if (o.awning && kind !== 'Campervan') b.awning(-half + 2, half - 9, top - 1, z1, p.stripe);
  return { length: L + 2, height: top + 0.5, width: W };
}

function truckCamper(b: Builder, p: Palette, L: number, W: number, o: Options) {
  const half = L / 2;
  const truckW = W - 1;
  // The pickup: bed, cab and hood, in a dark paint.
  const paint = shade(p.trim, 1.4);
  const truck = b.extrude(
    [
      [-half, 1.3],
      [half + 4, 1.3],
      [half + 4.2, 3.6],
      [half + 1, 4.3],
      [half - 0.6, 6.6],
      [half - 3.8, 6.7],
      [half - 4.2, 4.2],
      [-half, 4.2],
    ],
    -truckW / 2,
    truckW / 2,
    paint,
  );
  b.onBand(
    truck,
    4,
    [
      [0.08, 0.1],
      [0.92, 0.1],
      [0.92, 0.9],
      [0.08, 0.9],
    ],
    p.glass,
    { glass: true, flat: true },
  );
  b.onSide(
    truck,
    [
      [half - 3.5, 4.5],
      [half - 0.9, 4.5],
      [half - 0.7, 6.3],
      [half - 3.4, 6.4],
    ],
    p.glass,
    { glass: true, flat: true },
  );
  b.onBand(
    truck,
    1,
    [
      [0.3, 0.1],
      [0.8, 0.1],
      [0.8, 0.3],
      [0.3, 0.3],
    ],
    '#f3f1e6',
    { flat: true },
  );
  b.onBand(
    truck,
    1,
    [
      [0.3, 0.7],
      [0.8, 0.7],
      [0.8, 0.9],
      [0.3, 0.9],
    ],
    '#f3f1e6',
    { flat: true },
  );
  // The camper in the bed, over the cab.
  const camper = b.extrude(
    [
      [-half - 1, 3],
      [half - 4.4, 3],
      [half - 4.4, 6.9],
      [half - 1, 7.2],
      [half + 0.2, 8.4],
      [half - 0.8, 10.4],
      [-half - 0.6, 10.4],
      [-half - 1, 9.8],
    ],
    -W / 2,
    W / 2,
    p.body,
  );
  b.onSide(camper, rect(-half - 1, 3, half - 4.4, 3.8), p.lower, { flat: true });
  swoosh(b, camper, -half - 0.6, half - 1, 5, p);
  windowRow(b, camper, -half, half - 6, 7.6, 9.3, 2, p);
  b.onBand(
    camper,
    3,
    [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.8, 0.8],
      [0.2, 0.8],
    ],
    p.glass,
    { glass: true, flat: true },
  );
  back(b, camper, 7, p);
  b.wheel(half + 1.2, 1.3, truckW / 2 - 0.1, '#c8ccd0');
  b.wheel(-half + 2.6, 1.3, truckW / 2 - 0.1, '#c8ccd0');
  void o;
  return { length: L + 5, height: 11, width: W };
}

/** The model of an RV of this type, its size and details varied by the listing id. */
export function rvModel(type: RvType, palette: Palette, listingId: number, options: Options): Model {
  const b = new Builder();
  const vary = (min: number, max: number) => min + (((listingId * 37) % 100) / 100) * (max - min);
  let size: { length: number; height: number; width: number };
  switch (type) {
    case 'ClassA':
      size = motorhome(b, palette, type, vary(32, 40), 10.6, 8.4, options);
      break;
    case 'MotorHome':
      size = motorhome(b, palette, type, vary(26, 32), 10, 8.2, options);
      break;
    case 'ClassC':
      size = motorhome(b, palette, type, vary(24, 30), 9.6, 8, options);
      break;
    case 'MotoVintage':
      size = motorhome(b, palette, type, vary(21, 25), 8.8, 7.8, options);
      break;
    case 'ClassB':
      size = motorhome(b, palette, type, vary(19, 22), 8.2, 6.8, options);
      break;
    case 'Campervan':
      size = motorhome(b, palette, type, vary(16, 19), 6.8, 6.4, options);
      break;
    case 'TruckCamper':
      size = truckCamper(b, palette, 15, 7.6, options);
      break;
    case 'FifthWheel':
      size = trailer(b, palette, vary(32, 38), 10, 8.4, options, type);
      break;
    case 'ToyHauler':
      size = trailer(b, palette, vary(26, 34), 9.6, 8.4, options, type);
      break;
    case 'Hybrid':
      size = trailer(b, palette, vary(17, 21), 8.4, 7.8, options, type);
      break;
    case 'MicroTrailer':
      size = trailer(b, palette, vary(10, 13), 4.6, 6.2, options, type);
      break;
    case 'TentTrailer':
      size = trailer(b, palette, vary(11, 13), 3.6, 7, options, type);
      break;
    case 'Vintage':
      size = trailer(b, palette, vary(19, 25), 7.4, 7.6, options, type);
      break;
    default:
      size = trailer(b, palette, vary(22, 28), 9, 8, options, 'TravelTrailer');
  }
  return { ...size, faces: b.faces, late: b.late };
}
