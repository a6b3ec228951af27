// The mask icons of the stylesheet (ui/src/styles/tailwind.css, `mask-icon-<name>`) draw the same strokes as the SVG
// icons they stand for: each one's paths, fill and stroke against the icon rendered by React.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BedIcon, ChevronLeftIcon, ChevronRightIcon, HeartIcon, type Icon, MapPinIcon, StarIcon } from './index.ts';

const stylesheet = readFileSync(new URL('../styles/tailwind.css', import.meta.url), 'utf8');

/** The icons the stylesheet defines once for several rules (`:root { --icon-star-filled: url(...) }`). */
const shared = new Map(
  [...stylesheet.matchAll(/(--icon-[a-z-]+): (url\("data:image\/svg\+xml,[^"]+"\));/g)].map(([, name, url]) => [name, url]),
);

/** Each `@utility mask-icon-<name>`'s SVG, decoded from its data URL, and its filled form's as `<name>:filled`. */
const masks = new Map(
  [...stylesheet.matchAll(/@utility mask-icon-([a-z-]+) \{([^}]*)\}/g)].flatMap(([, name, body]) =>
    [...body.matchAll(/--mask-icon(-filled)?: (?:var\((--icon-[a-z-]+)\)|(url\("[^"]+"\)));/g)].map(([, filled, reference, own]) => {
      const url = (reference ? shared.get(reference) : own) ?? '';
      const svg = url.match(/^url\("data:image\/svg\+xml,([^"]+)"\)$/)?.[1] ?? '';
      return [`${name}${filled ? ':filled' : ''}`, decodeURIComponent(svg).replace(/'/g, '"')] as const;
    }),
  ),
);

const attribute = (markup: string, name: string) => markup.match(new RegExp(`<svg[^>]*\\s${name}="([^"]*)"`))?.[1];
const paths = (markup: string) => [...markup.matchAll(/<path[^>]*\sd="([^"]*)"/g)].map((m) => m[1]);

/** Each mask, the icon it stands for and its fill (the rating's star, and a saved RV's heart, are filled). */
const drawn: [string, Icon, string][] = [
  ['heart', HeartIcon, 'none'],
  ['heart:filled', HeartIcon, '#000'],
  ['star-filled', StarIcon, '#000'],
  ['bed', BedIcon, 'none'],
  ['map-pin', MapPinIcon, 'none'],
  ['chevron-left', ChevronLeftIcon, 'none'],
  ['chevron-right', ChevronRightIcon, 'none'],
];

describe('mask icons', () => {
  test('every mask icon of the stylesheet is checked here', () => {
    expect([...masks.keys()].sort()).toEqual(drawn.map(([name]) => name).sort());
  });

  test.each(drawn)('mask-icon-%s draws the SVG icon’s paths with its strokes', (name, icon, fill) => {
    const svg = renderToStaticMarkup(createElement(icon));
    const mask = masks.get(name) ?? '';
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
