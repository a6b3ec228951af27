// Pure functions that turn the DTCG token file into CSS, a Tailwind v4 theme and a tailwind-merge config.
// Kept free of I/O so tests can feed modified token data and check the output.

export interface OklchValue {
  colorSpace: 'oklch';
  components: [number, number, number];
  alpha?: number;
}
type TokenNode = { $value?: unknown; $type?: string; $description?: string; [key: string]: unknown };
export type TokenFile = Record<string, unknown>;

const isToken = (node: unknown): node is TokenNode => typeof node === 'object' && node !== null && '$value' in node;

/** Every leaf token under `node`, keyed by its dotted path ("pine.700"). */
export function flatten(node: unknown, prefix = ''): Map<string, TokenNode> {
  const out = new Map<string, TokenNode>();
  if (typeof node !== 'object' || node === null) return out;
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isToken(child)) out.set(path, child);
    else for (const [p, t] of flatten(child, path)) out.set(p, t);
  }
  return out;
}

/** Follows "{color.pine.700}" aliases to the final value. */
export function resolve(tokens: TokenFile, value: unknown, seen: string[] = []): unknown {
  if (typeof value !== 'string' || !/^\{[^}]+\}$/.test(value)) return value;
  const path = value.slice(1, -1);
  if (seen.includes(path)) throw new Error(`Token alias cycle: ${[...seen, path].join(' -> ')}`);
  const target = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tokens);
  if (!isToken(target)) throw new Error(`Unknown token alias ${value}`);
  return resolve(tokens, target.$value, [...seen, path]);
}

const round = (n: number, digits = 4) => Number(n.toFixed(digits));

export function oklchToCss(value: OklchValue): string {
  const [l, c, h] = value.components;
  const alpha = value.alpha !== undefined && value.alpha < 1 ? ` / ${round(value.alpha, 3)}` : '';
  return `oklch(${round(l)} ${round(c)} ${round(h, 2)}${alpha})`;
}

/** OKLCH to linear-light sRGB (Björn Ottosson's OKLab matrices), clipped to gamut. */
export function oklchToLinearSrgb([l, c, h]: [number, number, number]): [number, number, number] {
  const hr = (h * Math.PI) / 180;
  const a = c * Math.cos(hr);
  const b = c * Math.sin(hr);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

/** WCAG relative luminance of an opaque OKLCH colour. */
export function luminance(value: OklchValue): number {
  const [r, g, b] = oklchToLinearSrgb(value.components);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio between two opaque colours. */
export function contrastRatio(a: OklchValue, b: OklchValue): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

export function themeColors(tokens: TokenFile, theme: ThemeName): Map<string, OklchValue> {
  const out = new Map<string, OklchValue>();
  const node = (tokens.theme as Record<string, unknown>)[theme];
  for (const [name, token] of flatten(node)) out.set(name, resolve(tokens, token.$value) as OklchValue);
  return out;
}

export interface ContrastResult {
  theme: ThemeName;
  foreground: string;
  background: string;
  ratio: number;
  required: number;
}

export function contrastReport(tokens: TokenFile): ContrastResult[] {
  const pairs = (tokens.contrast as { $value: [string, string, number][] }).$value;
  return THEMES.flatMap((theme) => {
    const colors = themeColors(tokens, theme);
    return pairs.map(([fg, bg, required]) => {
      const f = colors.get(fg);
      const b = colors.get(bg);
      if (!f || !b) throw new Error(`Contrast pair ${fg}/${bg} names an unknown colour`);
      return { theme, foreground: fg, background: bg, ratio: round(contrastRatio(f, b), 2), required };
    });
  });
}

const cssName = (path: string) => path.replaceAll('.', '-');
const dimensionGroups = ['spacing', 'radius', 'shadow', 'z', 'breakpoint'] as const;

function cssValue(tokens: TokenFile, token: TokenNode, type: string | undefined): string {
  const value = resolve(tokens, token.$value);
  if (typeof value === 'object' && value !== null && 'colorSpace' in value) return oklchToCss(value as OklchValue);
  if (type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (type === 'fontFamily' && Array.isArray(value)) return value.map((f) => (/\s/.test(f) ? `"${f}"` : f)).join(', ');
  return String(value);
}

function groupVars(tokens: TokenFile, group: string, prefix: string): string[] {
  const node = tokens[group] as TokenNode;
  const lines: string[] = [];
  const walk = (n: unknown, path: string, type: string | undefined) => {
    if (typeof n !== 'object' || n === null) return;
    const t = ((n as TokenNode).$type as string | undefined) ?? type;
    for (const [key, child] of Object.entries(n)) {
      if (key.startsWith('$')) continue;
      const p = path ? `${path}-${key}` : key;
      if (isToken(child)) {
        const childType = (child.$type as string | undefined) ?? t;
        if (childType === 'typography') {
          const v = child.$value as { fontSize: string; lineHeight: string };
          lines.push(`  --${prefix}${p}: ${v.fontSize};`, `  --${prefix}${p}--line-height: ${v.lineHeight};`);
        } else lines.push(`  --${prefix}${p}: ${cssValue(tokens, child, childType)};`);
      } else walk(child, p, t);
    }
  };
  walk(node, '', undefined);
  return lines;
}

/** tokens.css: the raw palette, the semantic colours per theme and every other scale, as CSS variables. */
export function buildTokensCss(tokens: TokenFile): string {
  const palette = [...flatten(tokens.color)].map(([p, t]) => `  --palette-${cssName(p)}: ${cssValue(tokens, t, 'color')};`);
  const theme = (name: ThemeName) => [...themeColors(tokens, name)].map(([n, v]) => `  --${n}: ${oklchToCss(v)};`).join('\n');
  const scales = [
    ...groupVars(tokens, 'font', 'font-'),
    ...dimensionGroups.flatMap((g) => groupVars(tokens, g, `${g}-`)),
    ...groupVars(tokens, 'motion', 'motion-'),
  ];
  return [
    '/* Generated from tokens/tokens.json by tokens/build.ts. Do not edit. */',
    `:root {\n${palette.join('\n')}\n${scales.join('\n')}\n}`,
    `:root, .light, [data-theme="light"] {\n  color-scheme: light;\n${theme('light')}\n}`,
    `.dark, [data-theme="dark"] {\n  color-scheme: dark;\n${theme('dark')}\n}`,
    '',
  ].join('\n\n');
}

const leaves = (tokens: TokenFile, group: string) => [...flatten(tokens[group])].map(([p]) => cssName(p));

/** theme.css: the Tailwind v4 theme mapped onto the variables of tokens.css, plus named utilities for custom scales. */
export function buildThemeCss(tokens: TokenFile): string {
  const colors = [...themeColors(tokens, 'light').keys()];
  const font = tokens.font as Record<string, unknown>;
  const sizes = [...flatten(font.size)].map(([p]) => p);
  const families = [...flatten(font.family)].map(([p]) => p);
  const lines = [
    '/* Generated from tokens/tokens.json by tokens/build.ts. Do not edit. */',
    '@theme inline {',
    '  --color-*: initial;',
    '  --color-transparent: transparent;',
    '  --color-current: currentColor;',
    '  --color-white: var(--palette-white);',
    '  --color-black: var(--palette-black);',
    ...colors.map((c) => `  --color-${c}: var(--${c});`),
    ...[...flatten(tokens.color)].filter(([p]) => p.includes('.')).map(([p]) => `  --color-${cssName(p)}: var(--palette-${cssName(p)});`),
    ...families.map((f) => `  --font-${f}: var(--font-family-${f});`),
    ...sizes.flatMap((s) => [`  --text-${s}: var(--font-size-${s});`, `  --text-${s}--line-height: var(--font-size-${s}--line-height);`]),
    `  --spacing: var(--spacing-unit);`,
    `  --container-page: var(--spacing-container);`,
    ...leaves(tokens, 'radius').map((r) => `  --radius-${r}: var(--radius-${r});`),
    ...leaves(tokens, 'shadow').map((s) => `  --shadow-${s}: var(--shadow-${s});`),
    ...leaves(tokens, 'breakpoint').map(
      (b) => `  --breakpoint-${b}: ${cssValue(tokens, flatten(tokens.breakpoint).get(b) as TokenNode, 'dimension')};`,
    ),
    ...[...flatten((tokens.motion as Record<string, unknown>).easing)].map(([e]) => `  --ease-${e}: var(--motion-easing-${e});`),
    '}',
    '',
    ...leaves(tokens, 'z').map((z) => `@utility z-${z} {\n  z-index: var(--z-${z});\n}`),
    ...[...flatten((tokens.motion as Record<string, unknown>).duration)].map(
      ([d]) =>
        `@utility duration-${d} {\n  transition-duration: var(--motion-duration-${d});\n  --tw-duration: var(--motion-duration-${d});\n}`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** The tailwind-merge extension so cn() knows our custom class groups. */
export function buildTwMergeConfig(tokens: TokenFile) {
  const font = tokens.font as Record<string, unknown>;
  return {
    extend: {
      theme: {
        text: [...flatten(font.size)].map(([p]) => p),
        radius: leaves(tokens, 'radius'),
        shadow: leaves(tokens, 'shadow'),
        color: [...themeColors(tokens, 'light').keys()],
        font: [...flatten(font.family)].map(([p]) => p),
        ease: [...flatten((tokens.motion as Record<string, unknown>).easing)].map(([p]) => p),
      },
      classGroups: {
        z: [{ z: leaves(tokens, 'z') }],
        duration: [{ duration: [...flatten((tokens.motion as Record<string, unknown>).duration)].map(([p]) => p) }],
      },
    },
  };
}

/** Plain data for docs pages (the Storybook Tokens page) and JS consumers. */
export function buildTokenData(tokens: TokenFile) {
  return {
    palette: Object.fromEntries([...flatten(tokens.color)].map(([p, t]) => [p, cssValue(tokens, t, 'color')])),
    themes: Object.fromEntries(THEMES.map((t) => [t, Object.fromEntries([...themeColors(tokens, t)].map(([n, v]) => [n, oklchToCss(v)]))])),
    contrast: contrastReport(tokens),
    fontFamilies: Object.fromEntries(
      [...flatten((tokens.font as Record<string, unknown>).family)].map(([p, t]) => [p, cssValue(tokens, t, 'fontFamily')]),
    ),
    fontSizes: Object.fromEntries([...flatten((tokens.font as Record<string, unknown>).size)].map(([p, t]) => [p, t.$value])),
    fontWeights: Object.fromEntries([...flatten((tokens.font as Record<string, unknown>).weight)].map(([p, t]) => [p, Number(t.$value)])),
    radius: Object.fromEntries([...flatten(tokens.radius)].map(([p, t]) => [p, String(t.$value)])),
    shadow: Object.fromEntries([...flatten(tokens.shadow)].map(([p, t]) => [p, String(t.$value)])),
    spacing: Object.fromEntries([...flatten(tokens.spacing)].map(([p, t]) => [p, String(t.$value)])),
    z: Object.fromEntries([...flatten(tokens.z)].map(([p, t]) => [p, Number(t.$value)])),
    motion: {
      duration: Object.fromEntries(
        [...flatten((tokens.motion as Record<string, unknown>).duration)].map(([p, t]) => [p, String(t.$value)]),
      ),
      easing: Object.fromEntries(
        [...flatten((tokens.motion as Record<string, unknown>).easing)].map(([p, t]) => [p, cssValue(tokens, t, 'cubicBezier')]),
      ),
    },
    breakpoint: Object.fromEntries([...flatten(tokens.breakpoint)].map(([p, t]) => [p, String(t.$value)])),
  };
}

export interface BuildOutput {
  'tokens.css': string;
  'theme.css': string;
  'twmerge.js': string;
  'tokens.js': string;
  'tokens.d.ts': string;
  'twmerge.d.ts': string;
}

export function buildAll(tokens: TokenFile): BuildOutput {
  const data = buildTokenData(tokens);
  return {
    'tokens.css': buildTokensCss(tokens),
    'theme.css': buildThemeCss(tokens),
    'twmerge.js': `// Generated by tokens/build.ts\nexport const twMergeConfig = ${JSON.stringify(buildTwMergeConfig(tokens), null, 2)};\n`,
    'twmerge.d.ts': `import type { ConfigExtension, DefaultClassGroupIds, DefaultThemeGroupIds } from 'tailwind-merge';\nexport declare const twMergeConfig: ConfigExtension<DefaultClassGroupIds | 'z' | 'duration', DefaultThemeGroupIds>;\n`,
    'tokens.js': `// Generated by tokens/build.ts\nexport const tokens = ${JSON.stringify(data, null, 2)};\n`,
    'tokens.d.ts': `export declare const tokens: ${JSON.stringify(data, (_k, v) =>
      typeof v === 'number' ? 0 : typeof v === 'string' ? '' : v,
    )
      .replaceAll('""', 'string')
      .replaceAll(':0', ':number')};\n`,
  };
}
