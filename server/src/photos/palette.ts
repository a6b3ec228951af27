// The colours of one RV, from its listing id: body, stripes and trim outside; wood, walls, counter and fabrics
// inside. Chosen from palettes that go together, so every RV is tidy and no two neighbours match.

export interface Palette {
  body: string;
  lower: string;
  stripe: string;
  stripe2: string;
  trim: string;
  glass: string;
  wood: string;
  wall: string;
  counter: string;
  accent: string;
  cushion: string;
}

const exteriors: readonly Pick<Palette, 'body' | 'lower' | 'stripe' | 'stripe2' | 'trim'>[] = [
  { body: '#f4f2ee', lower: '#e3ded6', stripe: '#1f5f7a', stripe2: '#5fa3bf', trim: '#3c4146' },
  { body: '#f6f4ef', lower: '#d9d4cb', stripe: '#8c2f39', stripe2: '#c9745a', trim: '#3a3532' },
  { body: '#eef1f3', lower: '#c7ced4', stripe: '#2e4057', stripe2: '#7d8fa3', trim: '#2b2f33' },
  { body: '#f7f3e8', lower: '#e6dcc6', stripe: '#3c6e47', stripe2: '#9bbf83', trim: '#3b3a33' },
  { body: '#d9dee2', lower: '#b8c0c6', stripe: '#242a30', stripe2: '#e07a2f', trim: '#22272b' },
  { body: '#f3efe7', lower: '#ddd4c4', stripe: '#b5762c', stripe2: '#e0b36a', trim: '#463b2f' },
  { body: '#7d8a80', lower: '#626e66', stripe: '#e8e2d3', stripe2: '#c9b98f', trim: '#2f3431' },
  { body: '#e9ecea', lower: '#cfd6d2', stripe: '#1d7874', stripe2: '#f4c95d', trim: '#2d3436' },
  { body: '#f1ede6', lower: '#d8d0c4', stripe: '#5b3e8a', stripe2: '#a88bd0', trim: '#38323f' },
  { body: '#c9ccd0', lower: '#a8adb3', stripe: '#c0392b', stripe2: '#f5f5f5', trim: '#2a2d31' },
];

const interiors: readonly Pick<Palette, 'wood' | 'wall' | 'counter' | 'accent' | 'cushion'>[] = [
  { wood: '#c89b6d', wall: '#f3ede2', counter: '#e9e4dc', accent: '#2f5d62', cushion: '#e7b75f' },
  { wood: '#8a5a3b', wall: '#efe6d6', counter: '#d8d2c8', accent: '#7a3b2e', cushion: '#d9b48f' },
  { wood: '#e3d3b8', wall: '#fbfaf7', counter: '#3f4448', accent: '#4f6d8f', cushion: '#f2c9a0' },
  { wood: '#b07d4f', wall: '#f5efe6', counter: '#f2f0ec', accent: '#556b2f', cushion: '#e9d8a6' },
  { wood: '#d7c3a3', wall: '#eef0f0', counter: '#b7bcbf', accent: '#b5523b', cushion: '#f0e2c8' },
  { wood: '#9c6b45', wall: '#f6f1ea', counter: '#2f3336', accent: '#345c7c', cushion: '#c9d6df' },
];

export function paletteOf(listingId: number): Palette {
  const outside = exteriors[(listingId * 7 + 3) % exteriors.length];
  const inside = interiors[(listingId * 5 + 1) % interiors.length];
  return { ...outside, ...inside, glass: '#2c3e4c' };
}

/** A colour made lighter (factor > 1) or darker (< 1). */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = factor >= 1 ? c + (255 - c) * (factor - 1) : c * factor;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
