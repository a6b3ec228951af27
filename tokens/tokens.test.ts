import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAll, buildThemeCss, buildTokensCss, contrastRatio, contrastReport, oklchToCss, type OklchValue } from './lib.ts';

const tokens = JSON.parse(readFileSync(new URL('./tokens.json', import.meta.url), 'utf8'));
const clone = () => structuredClone(tokens);
const oklch = (l: number, c: number, h: number): OklchValue => ({ colorSpace: 'oklch', components: [l, c, h] });

describe('contrast', () => {
  it('computes the WCAG ratio of black on white as 21:1', () => {
    expect(contrastRatio(oklch(0, 0, 0), oklch(1, 0, 0))).toBeCloseTo(21, 1);
  });
  it('computes 1:1 for the same colour', () => {
    expect(contrastRatio(oklch(0.5, 0.1, 160), oklch(0.5, 0.1, 160))).toBeCloseTo(1, 5);
  });
  it('meets AA for every semantic text/background pair in both themes', () => {
    const report = contrastReport(tokens);
    expect(report.length).toBeGreaterThan(40);
    const failing = report.filter((r) => r.ratio < r.required);
    expect(failing).toEqual([]);
  });
  it('reports a pair that drops below AA', () => {
    const t = clone();
    t.theme.light['muted-foreground'] = { $value: '{color.stone.300}' };
    const failing = contrastReport(t).filter((r) => r.ratio < r.required);
    expect(failing.map((f) => `${f.theme}:${f.foreground}/${f.background}`)).toContain('light:muted-foreground/muted');
  });
});

describe('generated CSS', () => {
  it('changes when a token value changes in the JSON', () => {
    const t = clone();
    t.color.pine['700'].$value.components = [0.41, 0.2, 120];
    const before = buildTokensCss(tokens);
    const after = buildTokensCss(t);
    expect(before).not.toEqual(after);
    expect(after).toContain('--primary: oklch(0.41 0.2 120);');
    expect(after).toContain('--palette-pine-700: oklch(0.41 0.2 120);');
  });
  it('follows aliases from semantic colours to the palette per theme', () => {
    const css = buildTokensCss(tokens);
    const light = css.slice(css.indexOf(':root, .light'), css.indexOf('.dark,'));
    const dark = css.slice(css.indexOf('.dark,'));
    expect(light).toContain(`--primary: ${oklchToCss(tokens.color.pine['700'].$value)};`);
    expect(dark).toContain(`--primary: ${oklchToCss(tokens.color.pine['300'].$value)};`);
  });
  it('maps the Tailwind theme onto the variables and adds named z-index layers', () => {
    const css = buildThemeCss(tokens);
    expect(css).toContain('--color-primary: var(--primary);');
    expect(css).toContain('--font-display: var(--font-family-display);');
    for (const layer of ['header', 'popover', 'modal', 'toast', 'loading-bar']) expect(css).toContain(`@utility z-${layer}`);
  });
  it('rejects an alias to a missing token', () => {
    const t = clone();
    t.theme.dark.primary = { $value: '{color.pine.9999}' };
    expect(() => buildAll(t)).toThrow(/Unknown token alias/);
  });
  it('writes alpha only when the colour is translucent', () => {
    expect(oklchToCss({ ...oklch(0.2, 0, 0), alpha: 0.5 })).toBe('oklch(0.2 0 0 / 0.5)');
    expect(oklchToCss(oklch(0.2, 0, 0))).toBe('oklch(0.2 0 0)');
  });
});
