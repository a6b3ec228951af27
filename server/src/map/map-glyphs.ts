// Glyph PBFs for the map's labels, made here from the Figtree font the app already ships (@fontsource-variable,
// OFL; its default instance): each glyph's outline (fontkit) is flattened and turned into a signed distance field, the format MapLibre
// reads (24 px glyphs, a 3 px border, radius 8, cutoff 0.25, as fontnik and TinySDF make them). Ranges are
// 256 code points; each one is made on first request, then kept.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import Pbf from 'pbf';

const fontSize = 24;
const border = 3;
const radius = 8;
const cutoff = 0.25;
/** Pixels from a glyph's top reference to the baseline, as MapLibre places its own glyphs (27.5 there). */
const baseline = 27;

type Point = readonly [number, number];

export interface SdfGlyph {
  id: number;
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

let fonts: Font[] | undefined;
function figtree(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  fonts = ['latin', 'latin-ext'].map((subset) => {
    const file = require.resolve(`@fontsource-variable/figtree/files/figtree-${subset}-wght-normal.woff2`);
    return create(readFileSync(file)) as Font;
  });
  return fonts;
}

/** The outline as closed polygons in pixels (y up, baseline at 0): curves flattened into 8 segments each. */
function polygons(font: Font, codePoint: number): Point[][] {
  const scale = fontSize / font.unitsPerEm;
  const out: Point[][] = [];
  let ring: Point[] = [];
  let at: Point = [0, 0];
  const add = (p: Point) => {
    ring.push(p);
    at = p;
  };
  const curve = (point: (t: number) => Point) => {
    for (let i = 1; i <= 8; i++) add(point(i / 8));
  };
  const close = () => {
    if (ring.length > 2) out.push(ring);
    ring = [];
  };
  for (const { command, args } of font.glyphForCodePoint(codePoint).path.commands) {
    const p = args.map((v) => v * scale);
    if (command === 'moveTo') {
      close();
      add([p[0], p[1]]);
    } else if (command === 'lineTo') add([p[0], p[1]]);
    else if (command === 'quadraticCurveTo') {
      const [x0, y0] = at;
      curve((t) => {
        const u = 1 - t;
        return [u * u * x0 + 2 * u * t * p[0] + t * t * p[2], u * u * y0 + 2 * u * t * p[1] + t * t * p[3]];
      });
    } else if (command === 'bezierCurveTo') {
      const [x0, y0] = at;
      curve((t) => {
        const u = 1 - t;
        const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        return [a * x0 + b * p[0] + c * p[2] + d * p[4], a * y0 + b * p[1] + c * p[3] + d * p[5]];
      });
    } else if (command === 'closePath') close();
  }
  close();
  return out;
}

/** The outline's edges as flat [ax, ay, bx, by, ...] for the tight loop below. */
function edgesOf(rings: Point[][]): Float64Array {
  const edges = new Float64Array(rings.reduce((n, ring) => n + ring.length * 4, 0));
  let at = 0;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[(i + 1) % ring.length];
      edges.set([ax, ay, bx, by], at);
      at += 4;
    }
  }
  return edges;
}

/** Signed distance from a point to the outline: negative inside (non-zero winding), in pixels. */
function signedDistance(px: number, py: number, edges: Float64Array): number {
  let best = Number.POSITIVE_INFINITY;
  let winding = 0;
  for (let e = 0; e < edges.length; e += 4) {
    const ax = edges[e];
    const ay = edges[e + 1];
    const dx = edges[e + 2] - ax;
    const dy = edges[e + 3] - ay;
    const length = dx * dx + dy * dy;
    let t = length === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / length;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const ex = px - (ax + t * dx);
    const ey = py - (ay + t * dy);
    const d = ex * ex + ey * ey;
    if (d < best) best = d;
    const cross = dx * (py - ay) - (px - ax) * dy;
    if (ay <= py) {
      if (ay + dy > py && cross > 0) winding++;
    } else if (ay + dy <= py && cross < 0) winding--;
  }
  const distance = Math.sqrt(best);
  return winding !== 0 ? -distance : distance;
}

/** One glyph as MapLibre wants it, or undefined when the font has no such character. */
export function sdfGlyph(codePoint: number): SdfGlyph | undefined {
  const font = figtree().find((f) => f.hasGlyphForCodePoint(codePoint));
  if (!font) return undefined;
  const scale = fontSize / font.unitsPerEm;
  const advance = Math.round(font.glyphForCodePoint(codePoint).advanceWidth * scale);
  const rings = polygons(font, codePoint);
  const points = rings.flat();
  if (points.length === 0) return { id: codePoint, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top: -baseline, advance };
  const left = Math.floor(Math.min(...points.map((p) => p[0])));
  const right = Math.ceil(Math.max(...points.map((p) => p[0])));
  const bottom = Math.floor(Math.min(...points.map((p) => p[1])));
  const top = Math.ceil(Math.max(...points.map((p) => p[1])));
  const width = right - left;
  const height = top - bottom;
  const w = width + 2 * border;
  const h = height + 2 * border;
  const bitmap = new Uint8Array(w * h);
  const edges = edgesOf(rings);
  for (let j = 0; j < h; j++) {
    const py = top + border - j - 0.5;
    for (let i = 0; i < w; i++) {
      const signed = signedDistance(left - border + i + 0.5, py, edges);
      bitmap[j * w + i] = Math.max(0, Math.min(255, Math.round(255 - 255 * (signed / radius + cutoff))));
    }
  }
  return { id: codePoint, bitmap, width, height, left, top: top - baseline, advance };
}

/** "0-255", "256-511"...: a range MapLibre asks for. */
export function parseGlyphRange(range: string): number | undefined {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) return undefined;
  const start = Number(match[1]);
  return start % 256 === 0 && Number(match[2]) === start + 255 && start < 65536 ? start : undefined;
}

const ranges = new Map<string, Uint8Array>();

/** The glyphs PBF (glyphs.proto: fontstack name, range, glyphs) of one range, whatever stack was asked for. */
export function glyphRange(fontstack: string, start: number): Uint8Array {
  const key = `${fontstack}:${start}`;
  const hit = ranges.get(key);
  if (hit) return hit;
  const pbf = new Pbf();
  pbf.writeMessage(
    1,
    (_: unknown, out: Pbf) => {
      out.writeStringField(1, fontstack);
      out.writeStringField(2, `${start}-${start + 255}`);
      for (let id = start; id <= start + 255; id++) {
        const glyph = sdfGlyph(id);
        if (!glyph) continue;
        out.writeMessage(
          3,
          (g: SdfGlyph, o: Pbf) => {
            o.writeVarintField(1, g.id);
            if (g.bitmap.length > 0) o.writeBytesField(2, g.bitmap);
            o.writeVarintField(3, g.width);
            o.writeVarintField(4, g.height);
            o.writeSVarintField(5, g.left);
            o.writeSVarintField(6, g.top);
            o.writeVarintField(7, g.advance);
          },
          glyph,
        );
      }
    },
    undefined as unknown,
  );
  const bytes = pbf.finish();
  ranges.set(key, bytes);
  return bytes;
}
