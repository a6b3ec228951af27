// The landscapes behind (and in front of) a drawn RV, and through its windows: forest, lake, desert, mountains and
// coast, by day, at golden hour or at dusk. Layered flat shapes with a haze towards the horizon; the details (trees,
// rocks, cacti, waves) are placed by a small seeded generator, so a listing's photos share their place.
import { shade } from './palette.ts';

export const scenes = ['forest', 'lake', 'desert', 'mountains', 'coast'] as const;
export type Scene = (typeof scenes)[number];
export type TimeOfDay = 'day' | 'golden' | 'dusk';

function seeded(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function skyOf(time: TimeOfDay, scene: Scene): [string, string] {
  if (time === 'dusk') return ['#1b2447', scene === 'desert' ? '#e9875a' : '#c9777a'];
  if (time === 'golden') return scene === 'coast' ? ['#f6b07a', '#fde3b5'] : ['#f3a76b', '#fcdcae'];
  if (scene === 'desert') return ['#5aa2e0', '#d9ecf7'];
  if (scene === 'mountains') return ['#3f8fd6', '#cfe6f7'];
  return ['#6db3ea', '#e2f2fb'];
}

/** Colours darken and warm with the hour. */
function tone(time: TimeOfDay) {
  return (hex: string) => (time === 'dusk' ? shade(hex, 0.55) : time === 'golden' ? shade(hex, 0.92) : hex);
}

function conifer(x: number, base: number, height: number, colour: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.28, 0.52].map((t, i) => {
    const top = base - height + height * t * 0.9;
    const bottom = base - height * (0.45 - i * 0.17) + height * t * 0.3;
    const half = w * (0.55 + i * 0.25);
    return `<polygon points="${r1(x)},${r1(top)} ${r1(x - half)},${r1(bottom)} ${r1(x + half)},${r1(bottom)}" fill="${shade(colour, 1 - i * 0.06)}"/>`;
  });
  return `<rect x="${r1(x - height * 0.035)}" y="${r1(base - height * 0.18)}" width="${r1(height * 0.07)}" height="${r1(height * 0.2)}" fill="#5b4330"/>${tiers.join('')}`;
}

function ridge(random: () => number, y: number, amplitude: number, steps: number, colour: string, jagged = false): string {
  const points: string[] = ['0,600', `0,${r1(y)}`];
  for (let i = 1; i <= steps; i++) {
    const x = (800 * i) / steps;
    const peak = y - amplitude * (jagged ? (i % 2 ? random() : random() * 0.35) : 0.5 + 0.5 * Math.sin(i * 1.7 + random() * 2));
    points.push(`${r1(x)},${r1(peak)}`);
  }
  points.push('800,600');
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function peaks(random: () => number, base: number, colour: string, snow: string): string {
  const out: string[] = [];
  let x = -60;
  while (x < 860) {
    const w = 160 + random() * 150;
    const h = 120 + random() * 120;
    const top = base - h;
    out.push(`<polygon points="${r1(x)},${base} ${r1(x + w / 2)},${r1(top)} ${r1(x + w)},${base}" fill="${colour}"/>`);
    out.push(
      `<polygon points="${r1(x + w / 2)},${r1(top)} ${r1(x + w / 2 - w * 0.14)},${r1(top + h * 0.28)} ${r1(x + w / 2 - w * 0.03)},${r1(top + h * 0.22)} ${r1(x + w / 2 + w * 0.05)},${r1(top + h * 0.31)} ${r1(x + w / 2 + w * 0.15)},${r1(top + h * 0.27)}" fill="${snow}"/>`,
    );
    out.push(
      `<polygon points="${r1(x + w / 2)},${r1(top)} ${r1(x + w)},${base} ${r1(x + w * 0.62)},${base}" fill="${shade(colour, 0.8)}"/>`,
    );
    x += w * (0.55 + random() * 0.3);
  }
  return out.join('');
}

function sun(time: TimeOfDay, random: () => number): string {
  if (time === 'dusk') {
    const stars = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${r1(random() * 800)}" cy="${r1(random() * 230)}" r="${r1(0.6 + random() * 1.2)}" fill="#fff" opacity="${r1(0.4 + random() * 0.6)}"/>`,
    );
    return `${stars.join('')}<circle cx="${r1(560 + random() * 160)}" cy="${r1(70 + random() * 40)}" r="22" fill="#f4efd2"/>`;
  }
  if (time === 'golden')
    return `<circle cx="${r1(120 + random() * 120)}" cy="300" r="46" fill="#ffe3a3" opacity=".9"/><circle cx="${r1(120 + random() * 120)}" cy="300" r="80" fill="#ffd08a" opacity=".25"/>`;
  return `<circle cx="${r1(600 + random() * 150)}" cy="${r1(80 + random() * 40)}" r="34" fill="#fff4c4"/><circle cx="680" cy="100" r="70" fill="#fff" opacity=".12"/>
    ${Array.from({ length: 3 }, () => {
      const x = random() * 700;
      const y = 60 + random() * 120;
      return `<g fill="#fff" opacity=".85"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="46" ry="14"/><ellipse cx="${r1(x + 30)}" cy="${r1(y - 10)}" rx="30" ry="16"/><ellipse cx="${r1(x - 28)}" cy="${r1(y - 4)}" rx="24" ry="11"/></g>`;
    }).join('')}`;
}

/** The layer behind the RV ('back': sky details, horizon, ground) or in front of it ('front': foreground details). */
export function landscape(scene: Scene, time: TimeOfDay, seed: number, layer: 'back' | 'front'): string {
  const random = seeded(seed * 31 + scenes.indexOf(scene) * 7 + (layer === 'front' ? 101 : 0));
  const t = tone(time);
  const haze = time === 'dusk' ? '#3b4470' : time === 'golden' ? '#e9b98c' : '#b9d4e6';
  if (layer === 'front') return foreground(scene, time, random);
  const out: string[] = [sun(time, random)];
  switch (scene) {
    case 'forest': {
      out.push(ridge(random, 300, 60, 7, t(shade(haze, 0.85))));
      out.push(ridge(random, 335, 40, 9, t('#5d8a6a')));
      for (let x = -20; x < 820; x += 28 + random() * 18) out.push(conifer(x, 372 + random() * 6, 70 + random() * 50, t('#2f5e3d')));
      out.push(`<rect x="0" y="370" width="800" height="230" fill="${t('#7aa55a')}"/>`);
      for (let x = -30; x < 830; x += 70 + random() * 90)
        if (x < 170 || x > 640) out.push(conifer(x, 420 + random() * 30, 150 + random() * 90, t('#24502f')));
      out.push(`<path d="M0 470 Q 400 430 800 480 V600 H0 Z" fill="${t('#6b9850')}"/>`);
      break;
    }
    case 'lake': {
      out.push(ridge(random, 305, 70, 6, t(shade(haze, 0.8))));
      for (let x = -10; x < 810; x += 16 + random() * 14) out.push(conifer(x, 345, 28 + random() * 22, t('#34603f')));
      out.push(`<rect x="0" y="344" width="800" height="72" fill="${t('#4b8dbf')}"/>`);
      for (let i = 0; i < 14; i++)
        out.push(
          `<rect x="${r1(random() * 760)}" y="${r1(352 + random() * 56)}" width="${r1(20 + random() * 60)}" height="2" fill="#fff" opacity=".45"/>`,
        );
      out.push(`<path d="M0 416 Q 200 404 420 414 T 800 410 V600 H0 Z" fill="${t('#d8c79a')}"/>`);
      out.push(`<path d="M0 440 Q 300 425 800 445 V600 H0 Z" fill="${t('#78a65a')}"/>`);
      break;
    }
    case 'desert': {
      out.push(ridge(random, 330, 26, 5, t('#d9a88a')));
      // Buttes and mesas.
      for (let i = 0; i < 3; i++) {
        const x = random() * 700;
        const w = 90 + random() * 140;
        const h = 60 + random() * 70;
        out.push(
          `<polygon points="${r1(x)},350 ${r1(x + 18)},${r1(350 - h)} ${r1(x + w - 18)},${r1(350 - h)} ${r1(x + w)},350" fill="${t('#b8643e')}"/><rect x="${r1(x + 18)}" y="${r1(350 - h)}" width="${r1(w - 36)}" height="8" fill="${t('#cf7a4f')}"/>`,
        );
      }
      out.push(`<rect x="0" y="348" width="800" height="252" fill="${t('#e4c08f')}"/>`);
      out.push(`<path d="M0 420 Q 250 395 520 420 T 800 412 V600 H0 Z" fill="${t('#dcb27c')}"/>`);
      for (let i = 0; i < 5; i++) {
        const x = random() * 800;
        if (x > 220 && x < 600) continue;
        const h = 50 + random() * 70;
        const base = 420 + random() * 40;
        out.push(
          `<g fill="${t('#4f7d47')}"><rect x="${r1(x - 6)}" y="${r1(base - h)}" width="12" height="${r1(h)}" rx="6"/><path d="M${r1(x - 6)} ${r1(base - h * 0.45)} h-14 v-${r1(h * 0.3)}" stroke="${t('#4f7d47')}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M${r1(x + 6)} ${r1(base - h * 0.6)} h13 v-${r1(h * 0.25)}" stroke="${t('#4f7d47')}" stroke-width="9" fill="none" stroke-linecap="round"/></g>`,
        );
      }
      break;
    }
    case 'mountains': {
      out.push(peaks(random, 350, t('#6f7f99'), time === 'dusk' ? '#c9cfe4' : '#f7f9fb'));
      out.push(ridge(random, 352, 30, 8, t('#4d7a55')));
      for (let x = -20; x < 820; x += 24 + random() * 30) out.push(conifer(x, 388, 50 + random() * 40, t('#2c5535')));
      out.push(`<rect x="0" y="386" width="800" height="214" fill="${t('#8db062')}"/>`);
      out.push(`<path d="M560 600 Q 600 520 700 470 T 800 440 V600 Z" fill="${t('#7da0c9')}" opacity=".8"/>`);
      for (let i = 0; i < 4; i++)
        out.push(
          `<ellipse cx="${r1(random() * 800)}" cy="${r1(460 + random() * 100)}" rx="${r1(10 + random() * 20)}" ry="${r1(6 + random() * 8)}" fill="${t('#9a9a92')}"/>`,
        );
      break;
    }
    case 'coast': {
      out.push(`<rect x="0" y="330" width="800" height="90" fill="${t('#2f7fae')}"/>`);
      out.push(`<rect x="0" y="330" width="800" height="10" fill="${t('#6eb3d8')}" opacity=".6"/>`);
      for (let i = 0; i < 18; i++)
        out.push(
          `<path d="M${r1(random() * 780)} ${r1(345 + random() * 70)} q 10 -5 20 0 t 20 0" stroke="#fff" stroke-width="2" fill="none" opacity=".55"/>`,
        );
      // A headland on one side.
      const left = random() < 0.5;
      out.push(
        left
          ? `<path d="M0 260 Q 90 250 170 300 Q 200 330 230 420 H0 Z" fill="${t('#6c7c5d')}"/><path d="M0 300 Q 100 300 200 350 L230 420 H0 Z" fill="${t('#8b7b61')}"/>`
          : `<path d="M800 260 Q 710 250 630 300 Q 600 330 570 420 H800 Z" fill="${t('#6c7c5d')}"/><path d="M800 300 Q 700 300 600 350 L570 420 H800 Z" fill="${t('#8b7b61')}"/>`,
      );
      out.push(`<path d="M0 412 Q 200 400 400 414 T 800 408 V600 H0 Z" fill="${t('#f0f6f8')}" opacity=".8"/>`);
      out.push(`<path d="M0 420 Q 300 410 800 424 V600 H0 Z" fill="${t('#e8d3a6')}"/>`);
      for (let i = 0; i < 3; i++)
        out.push(
          `<path d="M${r1(100 + random() * 600)} ${r1(150 + random() * 80)} q 8 -8 16 0 q 8 -8 16 0" stroke="${t('#3d3d3d')}" stroke-width="2" fill="none"/>`,
        );
      break;
    }
  }
  return out.join('');
}

function foreground(scene: Scene, time: TimeOfDay, random: () => number): string {
  const t = tone(time);
  const out: string[] = [];
  const grass = scene === 'desert' ? '#b79b62' : scene === 'coast' ? '#a6a35f' : '#4e7d3a';
  for (let i = 0; i < 26; i++) {
    const x = random() * 800;
    const y = 540 + random() * 60;
    out.push(
      `<path d="M${r1(x)} ${r1(y)} l-5 -${r1(10 + random() * 14)} M${r1(x)} ${r1(y)} l2 -${r1(14 + random() * 16)} M${r1(x)} ${r1(y)} l7 -${r1(9 + random() * 12)}" stroke="${t(grass)}" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  if (scene === 'lake' && random() < 0.8)
    out.push(
      `<path d="M60 560 q 90 22 180 0 q -90 -8 -180 0 z" fill="${t('#c0562f')}"/><path d="M80 557 q 70 12 140 0" stroke="${t('#8a3a1f')}" stroke-width="3" fill="none"/>`,
    );
  if (scene === 'desert')
    out.push(
      `<ellipse cx="${r1(80 + random() * 80)}" cy="572" rx="38" ry="18" fill="${t('#a9825a')}"/><ellipse cx="${r1(660 + random() * 80)}" cy="580" rx="26" ry="12" fill="${t('#9c7750')}"/>`,
    );
  if (time === 'dusk') {
    // A campfire with its glow, and chairs.
    out.push(`<ellipse cx="150" cy="560" rx="120" ry="40" fill="#ffb35c" opacity=".25"/><rect x="120" y="556" width="60" height="9" rx="4" fill="#5d3b22" transform="rotate(-12 150 560)"/><rect x="120" y="556" width="60" height="9" rx="4" fill="#6d4428" transform="rotate(14 150 560)"/>
      <path d="M150 520 q -16 22 -6 38 q 6 -10 6 -10 q 4 10 10 10 q 8 -18 -10 -38z" fill="#ffb347"/><path d="M150 534 q -6 12 0 22 q 8 -8 0 -22z" fill="#fff1a8"/>
      <path d="M230 520 l10 40 M250 520 l-10 40 M226 528 h30" stroke="#2f4f6f" stroke-width="5" stroke-linecap="round"/>`);
  }
  return out.join('');
}

/** The landscape through a window of the RV: the same place, by day, framed by the room's window. */
export function windowView(scene: Scene, seed: number): string {
  const [top, bottom] = skyOf('day', scene);
  return `<defs><linearGradient id="win-sky-${seed}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#win-sky-${seed})"/>${landscape(scene, 'day', seed, 'back')}`;
}
