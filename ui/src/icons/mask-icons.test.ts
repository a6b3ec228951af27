// The mask icons of the stylesheet (ui/src/styles/tailwind.css, `mask-icon-<name>`) draw the same strokes as the SVG
// icons they stand for: each one's part of the icons' one image (a sprite), its paths, fill and stroke against the
// icon rendered by React.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BedIcon, ChevronLeftIcon, ChevronRightIcon, HeartIcon, type Icon, MapPinIcon, StarIcon } from './index.ts';

const stylesheet = readFileSync(new URL('../styles/tailwind.css', import.meta.url), 'utf8');
const utility = (name: string) => stylesheet.match(new RegExp(`@utility ${name} \\{([^}]*)\\}`))?.[1] ?? '';

/** The sprite (`mask-icon`'s image), decoded from its data URL, and the size of the mask against the icon's box. */
const base = utility('mask-icon');
const sprite = decodeURIComponent(base.match(/mask-image: url\("data:image\/svg\+xml,([^"]+)"\);/)?.[1] ?? '').replace(/'/g, '"');
const maskSize = base.match(/mask-size: ([\d.]+)% 100%;/)?.[1];
/** Its icons, each a nested SVG of 24 units square, in order. */
const frames = [...sprite.matchAll(/<svg x="(\d+)"[^>]*>.*?<\/svg>/g)].map(([frame, x]) => ({ frame, x: Number(x) }));

/** Each `@utility mask-icon-<name>`'s part of the sprite: its mask position, as a frame's index. */
const masks = new Map(
  [...stylesheet.matchAll(/@utility mask-icon-([a-z-]+) \{\s*mask-position: ([\d.]+)% 0;\s*\}/g)].map(([, name, percent]) => [
    name,
    (Number(percent) / 100) * (frames.length - 1),
  ]),
);

const attribute = (markup: string, name: string) => markup.match(new RegExp(`<svg[^>]*\\s${name}="([^"]*)"`))?.[1];
const paths = (markup: string) => [...markup.matchAll(/<path[^>]*\sd="([^"]*)"/g)].map((m) => m[1]);

/** Each mask, the icon it stands for and its fill (the rating's star, and a saved RV's heart, are filled). */
const drawn: [string, Icon, string][] = [
  ['heart', HeartIcon, 'none'],
  ['heart-filled', HeartIcon, '#000'],
  ['star-filled', StarIcon, '#000'],
  ['bed', BedIcon, 'none'],
  ['map-pin', MapPinIcon, 'none'],
  ['chevron-left', ChevronLeftIcon, 'none'],
  ['chevron-right', ChevronRightIcon, 'none'],
];

describe('mask icons', () => {
  test('every mask icon of the stylesheet is checked here, one part of the sprite each', () => {
    expect([...masks.keys()].sort()).toEqual(drawn.map(([name]) => name).sort());
    expect([...masks.values()].map(Math.round).sort((a, b) => a - b)).toEqual(frames.map((_, i) => i));
  });

  test('the sprite is its icons side by side, and the mask is as wide as all of them', () => {
    expect(attribute(sprite, 'viewBox')).toBe(`0 0 ${24 * frames.length} 24`);
    expect(frames.map(({ x }) => x)).toEqual(frames.map((_, i) => 24 * i));
    for (const { frame } of frames) expect([attribute(frame, 'width'), attribute(frame, 'height')]).toEqual(['24', '24']);
    expect(Number(maskSize)).toBe(100 * frames.length);
  });

  test.each(drawn)('mask-icon-%s draws the SVG icon’s paths with its strokes', (name, icon, fill) => {
    const svg = renderToStaticMarkup(createElement(icon));
    const index = masks.get(name) ?? Number.NaN;
    // Its position shows one whole icon (a position between two would show halves of both).
    expect(Math.abs(index - Math.round(index))).toBeLessThan(0.001);
    const mask = frames[Math.round(index)]?.frame ?? '';
    expect(paths(svg).length).toBeGreaterThan(0);
    // Only paths: an icon drawn with circles or lines would need them in its mask too.
    expect(svg.replace(/<svg[^>]*>|<\/svg>|<path[^>]*>(<\/path>)?/g, '')).toBe('');
    expect(paths(mask)).toEqual(paths(svg));
    expect(attribute(mask, 'viewBox')).toBe(attribute(svg, 'viewBox'));
    for (const stroke of ['stroke-width', 'stroke-linecap', 'stroke-linejoin'])
      expect(attribute(mask, stroke)).toBe(attribute(svg, stroke));
    expect(attribute(mask, 'fill')).toBe(fill);
    expect(attribute(mask, 'stroke')).toBe('#000');
  });
});
