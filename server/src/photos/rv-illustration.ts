// RV photos drawn by code (nothing is downloaded): an SVG per (listing, shot). A shot is an outside view of the RV
// (front three-quarter, side or rear three-quarter) in a landscape (forest, lake, desert, mountains, coast) at an
// hour of the day, or an inside view (galley, bed, lounge) with that landscape through the window. The RV is a small
// 3D model of its type (a side profile extruded to its width, with windows, doors, wheels, hitch or cab), seen by a
// perspective camera with flat shading, so a Class A, a truck camper and a teardrop look like themselves from every
// side. Colours and details come from the listing id: each RV looks the same in all of its photos, and different
// from its neighbours.
import type { RvType } from '@rove/contract';
import { landscape, type Scene, scenes, skyOf, type TimeOfDay, windowView } from './landscapes.ts';
import { type Palette, paletteOf, shade } from './palette.ts';
import { type Face, rvModel, type Model, type Vec3 } from './rv-models.ts';

export { scenes, type Scene } from './landscapes.ts';
export const views = ['front', 'side', 'rear'] as const;
export type View = (typeof views)[number];
export const rooms = ['galley', 'bed', 'lounge'] as const;
export type Room = (typeof rooms)[number];

export type Shot = { kind: 'outside'; view: View; scene: Scene; time: TimeOfDay } | { kind: 'inside'; room: Room; scene: Scene };

/**
 * The shot a stored scene names: "front:forest", "side:lake:dusk", "galley:coast"; and the older single words
 * (exterior, campsite, lake, night, interior, kitchen, bedroom), which the blog's covers still use.
 */
export function parseShot(value: string): Shot {
  const [first, second, third] = value.split(':');
  const scene: Scene = (scenes as readonly string[]).includes(second) ? (second as Scene) : 'forest';
  if ((views as readonly string[]).includes(first)) {
    const time: TimeOfDay = third === 'golden' || third === 'dusk' ? third : 'day';
    return { kind: 'outside', view: first as View, scene, time };
  }
  if ((rooms as readonly string[]).includes(first)) return { kind: 'inside', room: first as Room, scene };
  const legacy: Record<string, Shot> = {
    exterior: { kind: 'outside', view: 'side', scene: 'mountains', time: 'day' },
    campsite: { kind: 'outside', view: 'front', scene: 'forest', time: 'golden' },
    lake: { kind: 'outside', view: 'side', scene: 'lake', time: 'day' },
    night: { kind: 'outside', view: 'front', scene: 'forest', time: 'dusk' },
    interior: { kind: 'inside', room: 'lounge', scene: 'forest' },
    kitchen: { kind: 'inside', room: 'galley', scene: 'forest' },
    bedroom: { kind: 'inside', room: 'bed', scene: 'forest' },
  };
  return legacy[first] ?? legacy.exterior;
}

export function shotName(shot: Shot): string {
  return shot.kind === 'outside' ? `${shot.view}:${shot.scene}${shot.time === 'day' ? '' : `:${shot.time}`}` : `${shot.room}:${shot.scene}`;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const r1 = (n: number) => Math.round(n * 10) / 10;

// ---- The camera: yaw around the vertical axis, then a perspective projection onto the 800 x 600 picture. ----

interface Camera {
  yaw: number;
  distance: number;
  focal: number;
  cx: number;
  cy: number;
  height: number;
}

function cameraFor(view: View, model: Model): Camera {
  // The front three-quarter shows the front and the +z side, the rear three-quarter the back and the same side.
  const yaw = view === 'side' ? 0 : view === 'front' ? 0.72 : -0.72;
  // The RV's extent across the picture at this angle, and so the focal length that makes it about 560 px wide.
  const across = Math.abs(model.length * Math.cos(yaw)) + Math.abs(model.width * Math.sin(yaw));
  const size = Math.max(across, model.height * 2.4);
  const distance = size * 1.6 + 6;
  return { yaw, distance, focal: (560 * distance) / size, cx: 400, cy: 420, height: Math.min(5.5, model.height * 0.5) };
}

function project(camera: Camera, [x, y, z]: Vec3): [number, number, number] {
  const cos = Math.cos(camera.yaw);
  const sin = Math.sin(camera.yaw);
  const rx = x * cos - z * sin;
  const rz = x * sin + z * cos;
  const depth = camera.distance - rz;
  return [camera.cx + (camera.focal * rx) / depth, camera.cy - (camera.focal * (y - camera.height)) / depth, depth];
}

const pointsOf = (camera: Camera, polygon: readonly Vec3[]) =>
  polygon
    .map((p) => project(camera, p))
    .map(([x, y]) => `${r1(x)},${r1(y)}`)
    .join(' ');

/** Whether a face turns towards the camera (its outward normal points at it). */
function visible(camera: Camera, face: Face): boolean {
  if (face.doubleSided) return true;
  const eye: Vec3 = [camera.distance * Math.sin(camera.yaw), camera.height, camera.distance * Math.cos(camera.yaw)];
  const [p] = face.points;
  return face.normal[0] * (eye[0] - p[0]) + face.normal[1] * (eye[1] - p[1]) + face.normal[2] * (eye[2] - p[2]) > 0;
}

const light: Vec3 = [0.45, 0.75, 0.5];
function brightness(normal: Vec3): number {
  const length = Math.hypot(...normal) || 1;
  const dot = (normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2]) / length;
  return 0.72 + 0.28 * Math.max(-1, Math.min(1, dot));
}

function drawModel(model: Model, camera: Camera, time: TimeOfDay): string {
  const out: string[] = [];
  // The shadow on the ground, under the body.
  const shadow = [
    [-model.length / 2 - 0.3, 0, -model.width / 2 - 0.4],
    [model.length / 2 + 0.3, 0, -model.width / 2 - 0.4],
    [model.length / 2 + 0.3, 0, model.width / 2 + 0.6],
    [-model.length / 2 - 0.3, 0, model.width / 2 + 0.6],
  ] as Vec3[];
  out.push(`<polygon points="${pointsOf(camera, shadow)}" fill="#000" opacity="${time === 'dusk' ? 0.35 : 0.22}" filter="url(#soft)"/>`);
  const faces = model.faces
    .filter((face) => visible(camera, face))
    .map((face) => ({ face, depth: face.points.reduce((sum, p) => sum + project(camera, p)[2], 0) / face.points.length }))
    .sort((a, b) => b.depth - a.depth);
  const dim = time === 'dusk' ? 0.7 : time === 'golden' ? 0.94 : 1;
  const draw = (face: Face) => {
    const fill = face.flat ? shade(face.colour, dim) : shade(face.colour, brightness(face.normal) * dim);
    out.push(
      `<polygon points="${pointsOf(camera, face.points)}" fill="${fill}"${face.stroke ? ` stroke="${face.stroke}" stroke-width="1.2" stroke-linejoin="round"` : ''}${face.opacity ? ` opacity="${face.opacity}"` : ''}/>`,
    );
    // Lit windows at dusk, the sky in them by day.
    if (face.glass)
      out.push(
        time === 'dusk'
          ? `<polygon points="${pointsOf(camera, face.points)}" fill="#ffcf7a" opacity=".8"/>`
          : `<polygon points="${pointsOf(camera, face.points)}" fill="url(#glass)" opacity=".55"/>`,
      );
  };
  for (const { face } of faces) {
    draw(face);
    for (const decal of face.decals ?? []) draw(decal);
  }
  const late = model.late
    .filter((face) => visible(camera, face))
    .map((face) => ({ face, depth: face.points.reduce((sum, p) => sum + project(camera, p)[2], 0) / face.points.length }))
    .sort((a, b) => b.depth - a.depth);
  for (const { face } of late) {
    draw(face);
    for (const decal of face.decals ?? []) draw(decal);
  }
  return out.join('');
}

// ---- Inside: one-point perspective rooms, the landscape in the window. ----

function room(kind: Room, palette: Palette, scene: Scene, seed: number): string {
  const wood = palette.wood;
  const wall = palette.wall;
  const floor = shade(wood, 0.78);
  const accent = palette.accent;
  // The room box: back wall from (190,130) to (610,390); the floor, ceiling and side walls run to the frame.
  const back = `<rect x="190" y="130" width="420" height="260" fill="${wall}"/>`;
  const ceiling = `<polygon points="0,0 800,0 610,130 190,130" fill="${shade(wall, 1.06)}"/>`;
  const floorPoly = `<polygon points="0,600 800,600 610,390 190,390" fill="${floor}"/>
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${190 + i * 70}" y1="390" x2="${-140 + i * 180}" y2="600" stroke="${shade(floor, 0.85)}" stroke-width="2"/>`).join('')}`;
  const left = `<polygon points="0,0 190,130 190,390 0,600" fill="${shade(wall, 0.9)}"/>`;
  const right = `<polygon points="800,0 610,130 610,390 800,600" fill="${shade(wall, 0.84)}"/>`;
  const lights = `<ellipse cx="300" cy="62" rx="26" ry="7" fill="#fff8e0"/><ellipse cx="500" cy="62" rx="26" ry="7" fill="#fff8e0"/>`;
  const window = (x: number, y: number, w: number, h: number) =>
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">${windowView(scene, seed)}</svg>
     <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="none" stroke="${shade(wall, 0.7)}" stroke-width="9"/>
     <rect x="${x - 4}" y="${y - 14}" width="${w + 8}" height="18" rx="4" fill="${shade(accent, 0.9)}"/>`;
  let furniture = '';
  if (kind === 'galley') {
    furniture = `${window(260, 150, 280, 120)}
      <rect x="150" y="300" width="500" height="150" fill="${wood}"/>
      <polygon points="130,300 670,300 640,282 160,282" fill="${palette.counter}"/>
      <rect x="130" y="296" width="540" height="10" fill="${shade(palette.counter, 0.8)}"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${168 + i * 122}" y="318" width="108" height="120" rx="5" fill="${shade(wood, 1.08)}" stroke="${shade(wood, 0.7)}"/><rect x="${214 + i * 122}" y="330" width="16" height="4" rx="2" fill="#cfd3d6"/>`).join('')}
      <ellipse cx="300" cy="290" rx="62" ry="9" fill="#b9c2c8"/><ellipse cx="300" cy="290" rx="50" ry="6" fill="#8e989f"/>
      <path d="M300 290 v-42 q0 -14 22 -14" fill="none" stroke="#b9c2c8" stroke-width="7" stroke-linecap="round"/>
      <rect x="440" y="280" width="130" height="10" fill="#3a3a3a"/>
      <circle cx="475" cy="284" r="14" fill="#222"/><circle cx="535" cy="284" r="14" fill="#222"/>
      <rect x="620" y="150" width="110" height="300" rx="8" fill="#e8ebed" stroke="#b9c0c5"/><rect x="710" y="250" width="6" height="60" rx="3" fill="#9aa4aa"/>
      <rect x="150" y="140" width="90" height="110" rx="4" fill="${shade(wood, 1.1)}" stroke="${shade(wood, 0.7)}"/>
      <rect x="560" y="140" width="55" height="110" rx="4" fill="${shade(wood, 1.1)}" stroke="${shade(wood, 0.7)}"/>
      <circle cx="205" cy="270" r="12" fill="${accent}"/><rect x="190" y="258" width="8" height="30" rx="3" fill="#6e8b4c"/>`;
  } else if (kind === 'bed') {
    furniture = `${window(280, 150, 240, 100)}
      <rect x="170" y="260" width="460" height="40" rx="10" fill="${shade(wood, 0.95)}"/>
      <polygon points="120,600 680,600 640,330 160,330" fill="#f6f3ee"/>
      <polygon points="110,600 690,600 660,410 140,410" fill="${accent}"/>
      <polygon points="140,410 660,410 655,392 145,392" fill="${shade(accent, 1.15)}"/>
      <rect x="205" y="290" width="170" height="62" rx="26" fill="#fff" stroke="#e3ddd3"/><rect x="425" y="290" width="170" height="62" rx="26" fill="#fff" stroke="#e3ddd3"/>
      <rect x="250" y="305" width="90" height="36" rx="14" fill="${palette.cushion}" opacity=".9"/>
      <rect x="40" y="330" width="90" height="140" rx="6" fill="${wood}"/><rect x="60" y="300" width="22" height="30" fill="${palette.counter}"/><ellipse cx="71" cy="298" rx="26" ry="10" fill="#fff2cc"/>
      <rect x="150" y="140" width="100" height="90" rx="4" fill="${shade(wood, 1.1)}"/><rect x="550" y="140" width="100" height="90" rx="4" fill="${shade(wood, 1.1)}"/>`;
  } else {
    furniture = `${window(230, 150, 340, 130)}
      <rect x="150" y="330" width="230" height="150" rx="18" fill="${accent}"/><rect x="150" y="280" width="230" height="70" rx="18" fill="${shade(accent, 1.12)}"/>
      <rect x="420" y="330" width="230" height="150" rx="18" fill="${accent}"/><rect x="420" y="280" width="230" height="70" rx="18" fill="${shade(accent, 1.12)}"/>
      <polygon points="270,380 530,380 560,410 240,410" fill="${palette.counter}"/><rect x="392" y="410" width="16" height="110" fill="${shade(wood, 0.7)}"/>
      <circle cx="330" cy="368" r="14" fill="#fff"/><rect x="452" y="352" width="36" height="26" rx="4" fill="${palette.cushion}"/>
      <rect x="180" y="300" width="60" height="44" rx="14" fill="${palette.cushion}"/><rect x="560" y="300" width="60" height="44" rx="14" fill="${palette.cushion}"/>
      <ellipse cx="400" cy="560" rx="260" ry="40" fill="${shade(palette.cushion, 0.9)}" opacity=".55"/>
      <rect x="40" y="160" width="100" height="200" rx="6" fill="${shade(wood, 1.05)}"/><rect x="660" y="160" width="100" height="200" rx="6" fill="${shade(wood, 1.05)}"/>`;
  }
  return `${ceiling}${left}${right}${back}${floorPoly}${lights}${furniture}`;
}

export interface IllustrationInput {
  listingId: number;
  type: RvType;
  /** A stored shot (parseShot), or an older scene word. */
  scene: string;
  title: string;
}

/** The SVG of one photo. Same input, same picture. */
export function rvIllustration(input: IllustrationInput): string {
  const shot = parseShot(input.scene);
  const palette = paletteOf(input.listingId);
  let art: string;
  if (shot.kind === 'inside') art = room(shot.room, palette, shot.scene, input.listingId);
  else {
    const model = rvModel(input.type, palette, input.listingId, { awning: shot.time !== 'day' || input.listingId % 3 === 0 });
    const camera = cameraFor(shot.view, model);
    const [top, bottom] = skyOf(shot.time, shot.scene);
    art = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcefff"/><stop offset=".45" stop-color="#6f94b3" stop-opacity=".2"/><stop offset="1" stop-color="#20303c" stop-opacity="0"/></linearGradient>
      <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="6"/></filter></defs>
      <rect width="800" height="600" fill="url(#sky)"/>
      ${landscape(shot.scene, shot.time, input.listingId, 'back')}
      ${drawModel(model, camera, shot.time)}
      ${landscape(shot.scene, shot.time, input.listingId, 'front')}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${esc(input.title)}"><title>${esc(input.title)}</title>${art}</svg>`;
}
