import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  charactersOfRange,
  displayRanges,
  displaySubsets,
  staticDisplayFont,
  variableDisplayFile,
  withStaticDisplayFaces,
} from './display-font.ts';

/** The table tags of a font (WOFF2 turned into SFNT by fontverter, which subset-font uses). */
async function tablesOf(woff2: Buffer): Promise<string[]> {
  const { default: fontverter } = await import('fontverter');
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => sfnt.toString('latin1', 12 + i * 16, 16 + i * 16));
}

describe('charactersOfRange', () => {
  it('reads single code points and ranges, in order', () => {
    expect(charactersOfRange('U+0041-0043,U+00E9, U+2019')).toBe('ABCé’');
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => charactersOfRange('U+0041-0043,latin')).toThrow("Not a unicode-range part: 'latin'");
  });
});

describe('withStaticDisplayFaces', () => {
  const face = (subset: string) =>
    `@font-face{font-family:'Fraunces Variable';font-weight:100 900;src:url(../../node_modules/@fontsource-variable/fraunces/files/fraunces-${subset}-wght-normal.woff2) format('woff2-variations');}`;

  it("writes each subset's static instance in place of its variable file, as plain WOFF2", () => {
    const css = displaySubsets.map(face).join('\n');
    const out = withStaticDisplayFaces(css, (subset) => `./fonts/${subset}.woff2`);
    for (const subset of displaySubsets) expect(out).toContain(`src:url("./fonts/${subset}.woff2") format('woff2');`);
    expect(out).not.toContain('wght-normal');
    expect(out).toContain('font-weight:100 900');
  });

  it('leaves the body face (Figtree) and quoted URLs of other files alone', () => {
    const css = `src:url("./files/figtree-latin-wght-normal.woff2") format('woff2-variations')`;
    expect(withStaticDisplayFaces(css, () => 'x')).toBe(css);
  });
});

describe('staticDisplayFont', () => {
  it('is a static font (no variation tables), smaller than the variable one, with the layout tables kept', async () => {
    const range = displayRanges().latin;
    const made = await staticDisplayFont('latin', range);
    const variable = readFileSync(variableDisplayFile('latin'));
    expect(made.byteLength).toBeLessThan(variable.byteLength * 0.6);
    const before = await tablesOf(variable);
    const after = await tablesOf(made);
    expect(before).toEqual(expect.arrayContaining(['fvar', 'gvar']));
    expect(after).not.toEqual(expect.arrayContaining(['fvar']));
    expect(after).not.toEqual(expect.arrayContaining(['gvar']));
    expect(after).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS']));
  });

  it("reads every subset's range from the package's stylesheet", () => {
    const ranges = displayRanges();
    expect(ranges.latin.startsWith('U+0000-00FF')).toBe(true);
    expect(Object.keys(ranges)).toEqual([...displaySubsets]);
  });
});
