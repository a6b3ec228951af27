// The display face (Fraunces) as the app ships it: a static instance at the one weight the app sets it in (semibold,
// 600), made from @fontsource-variable/fraunces when the app is built (vite.config.ts). The variable font carries every
// weight from 100 to 900 (its glyph variations are half the file); the app's headings are all semibold, so each page's
// first visit downloaded 36.6 KB for its Latin face where 17.8 KB draw the same glyphs (issue 35: the fonts are
// preloaded, and compete with the page's code and largest image). Every character and layout feature of each subset
// is kept; the subsets' unicode ranges are the package's. Storybook and the ui package keep the variable font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The weight the app sets its display face in (`font-display font-semibold`). */
export const displayWeight = 600;

/** The package's subsets of the face, as its stylesheet names their files (fraunces-<subset>-wght-normal.woff2). */
export const displaySubsets = ['latin', 'latin-ext', 'vietnamese'] as const;
export type DisplaySubset = (typeof displaySubsets)[number];

/** The package's file of a subset. */
export function variableDisplayFile(subset: DisplaySubset): string {
  return require.resolve(`@fontsource-variable/fraunces/files/fraunces-${subset}-wght-normal.woff2`);
}

/** What makes the instances: the instancer's name and version (a build keeps the instances it made until it changes). */
export const displayFontMaker = `subset-font@${(require('subset-font/package.json') as { version: string }).version}`;

/** The name of a subset's static instance. */
export const staticDisplayName = (subset: DisplaySubset) => `fraunces-${subset}-${displayWeight}.woff2`;

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,U+2000-206F"), each once. */
export function charactersOfRange(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: '${part}'`);
    const from = Number.parseInt(match[1], 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** Each subset's unicode-range, read from the package's stylesheet (the instance covers the very same characters). */
export function displayRanges(css = readFileSync(require.resolve('@fontsource-variable/fraunces/index.css'), 'utf8')) {
  const ranges = {} as Record<DisplaySubset, string>;
  for (const subset of displaySubsets) {
    const face = new RegExp(`fraunces-${subset}-wght-normal\\.woff2[^}]*unicode-range:\\s*([^;}]+)`).exec(css);
    if (!face) throw new Error(`@fontsource-variable/fraunces: no face for the ${subset} subset`);
    ranges[subset] = face[1].trim();
  }
  return ranges;
}

/** A subset's static instance at `displayWeight`, as WOFF2. */
export async function staticDisplayFont(subset: DisplaySubset, range: string): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(readFileSync(variableDisplayFile(subset)), charactersOfRange(range), {
    targetFormat: 'woff2',
    variationAxes: { wght: displayWeight },
  });
}

/**
 * A stylesheet with the display face's variable files replaced by the static instances (`fileOf` gives the URL to
 * write for a subset): `url(…/fraunces-latin-wght-normal.woff2) format('woff2-variations')` becomes
 * `url(<file>) format('woff2')`. The face keeps its weight range (100 900): every weight the app could ask for is
 * drawn with the one instance, never a synthesized bold.
 */
export function withStaticDisplayFaces(css: string, fileOf: (subset: DisplaySubset) => string): string {
  return css.replace(
    /url\((['"]?)([^)'"]*?)fraunces-(latin-ext|latin|vietnamese)-wght-normal\.woff2\1\)\s*format\((['"])woff2-variations\4\)/g,
    (_all, _quote, _dir, subset: DisplaySubset) => `url(${JSON.stringify(fileOf(subset))}) format('woff2')`,
  );
}
