// The critical CSS (issue 35): the build indexes the stylesheet, each page takes the rules its markup uses.
import { describe, expect, it } from 'vitest';
import { asByteText, classesOf, criticalCss, criticalStyle, criticalStyleOfMarkup, varsOf } from '../app/src/shell/server/critical-css.ts';
import { declarationsOf, indexCss, selectorClasses, unescapeClass } from './critical-css.ts';

// A stylesheet as Tailwind and Lightning CSS write it (minified, layers, custom properties, fallbacks).
const css = [
  '/*! tailwindcss */@layer properties{@supports (not (x:y)){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@layer theme{:root,:host{--font-sans:Figtree, sans-serif;--radius-md:var(--radius-base);--unused:1px}}',
  '@layer base{*,:after{box-sizing:border-box;margin:0}html{font-family:var(--font-sans)}}',
  '@layer components;',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.rounded-md{border-radius:var(--radius-md)}',
  '.shadow-md{--tw-shadow:0 4px 6px #0001;box-shadow:var(--tw-shadow)}.hover\\:bg-muted:hover{background:var(--muted)}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}:where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '.content-\\[\\"\\;\\"\\]{--tw-content:";";content:var(--tw-content)}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}}',
  '@font-face{font-family:Figtree;src:url(/assets/figtree.woff2)}',
  ':root{--radius-base:.5rem;--muted:#f6f3ef;--palette-pine-500:#1f7a4f;--palette-sky-200:#bae6fd}',
  '@supports (color:lab(0% 0 0)){:root{--muted:lab(96% 0 2)}}',
  '.dark,[data-theme=dark]{color-scheme:dark;--muted:#222}',
  '#root:not(:empty)~.boot-skeleton{display:none}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('');

const index = indexCss(css, '/assets/base-abc.css');

describe('indexing the built stylesheet', () => {
  it('names the class a selector belongs to: its first, unescaped; none for elements, :root or attributes', () => {
    expect(selectorClasses('.hover\\:bg-muted:hover')).toEqual(['hover:bg-muted']);
    expect(selectorClasses(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
    expect(selectorClasses('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4']);
    expect(selectorClasses('.dark,[data-theme=dark]')).toEqual(['dark', null]);
    expect(selectorClasses('*,:after')).toEqual([null, null]);
    expect(unescapeClass('\\31 0x')).toBe('10x');
  });

  it('splits declarations at their semicolons, not at those in strings', () => {
    expect(declarationsOf('--tw-content:";";content:var(--tw-content)')).toEqual(['--tw-content:";"', 'content:var(--tw-content)']);
  });

  it('keeps the layers in their order, each rule with the at-rules around it', () => {
    expect(index.layers).toEqual(['properties', 'theme', 'base', 'components', 'utilities']);
    expect(index.pieces.find((piece) => piece.selector === '.sm\\:grid')?.context).toEqual([
      '@layer utilities',
      '@media (min-width:40rem)',
    ]);
    expect(index.pieces.find((piece) => piece.registers === '--tw-shadow')?.text).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });
});

describe('a page’s critical CSS', () => {
  // The page as React writes it, UTF-8 bytes, read as byte text (never decoded whole).
  const page = classesOf(
    asByteText(
      Buffer.from('<body><div class="flex rounded-md shadow-md">a</div><p class="hover:bg-muted [&amp;&gt;svg]:size-4">b</p></body>'),
    ),
  );
  const out = criticalCss(index, page);

  it('reads the classes of the markup, entities decoded, each once', () => {
    expect([...page].sort()).toEqual(['[&>svg]:size-4', 'flex', 'hover:bg-muted', 'rounded-md', 'shadow-md']);
    // A class written in letters beyond ASCII is read whole, as UTF-8 (the text around it too).
    expect(classesOf(asByteText(Buffer.from('<p class="before:content-[\'→\'] flex">Été</p>')))).toEqual(
      new Set(["before:content-['→']", 'flex']),
    );
  });

  it('holds the rules of the classes the page uses, in their layers and media, and not the others', () => {
    expect(out).toContain('.flex{display:flex}');
    expect(out).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}');
    expect(out).not.toContain('.hidden');
    expect(out).not.toContain('space-y-4');
    expect(out).not.toContain('sm\\:');
  });

  it('keeps what every page needs: the layer order first, the base layer, fonts, keyframes, rules of no class', () => {
    expect(out.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    expect(out).toContain('@layer base{*,:after{box-sizing:border-box;margin:0}html{font-family:var(--font-sans)}}');
    expect(out).toContain('@font-face{font-family:Figtree;src:url(/assets/figtree.woff2)}');
    expect(out).toContain('@keyframes pulse{50%{opacity:.5}}');
    // A rule whose selector names a class is that class's: the page's template adds its own (the first skeleton).
    expect(out).not.toContain('boot-skeleton');
    expect(criticalCss(index, new Set([...page, 'boot-skeleton']))).toContain('#root:not(:empty)~.boot-skeleton{display:none}');
  });

  it('keeps of the custom properties only those read, through var() chains, fallbacks and registrations', () => {
    // rounded-md reads --radius-md, which reads --radius-base; hover:bg-muted reads --muted (each definition kept).
    expect(out).toContain('--radius-md:var(--radius-base)');
    expect(out).toContain('--radius-base:.5rem');
    expect(out).toContain('@supports (color:lab(0% 0 0)){:root{--muted:lab(96% 0 2)}}');
    expect(out).toContain('.dark,[data-theme=dark]{color-scheme:dark;--muted:#222}');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--palette-pine-500');
    // shadow-md reads --tw-shadow: its registration and its fallback for browsers without @property come too.
    expect(out).toContain('@property --tw-shadow{');
    expect(out).toContain('*,:before{--tw-shadow:0 0 #0000}');
    expect(out).not.toContain('--tw-blur');
  });

  it('keeps the custom properties the markup reads itself (an SVG’s fill)', () => {
    const svg = asByteText(Buffer.from('<svg><path fill="var(--palette-pine-500)"/></svg>'));
    expect(varsOf(svg)).toEqual(new Set(['--palette-pine-500']));
    expect(criticalCss(index, classesOf(svg), varsOf(svg))).toContain('--palette-pine-500:#1f7a4f');
  });

  it('takes nothing of one page into the next: each page its own rules and custom properties', () => {
    // The index's lookups are worked out at its first page and kept; what a page reads is its own.
    const svg = asByteText(Buffer.from('<svg><path fill="var(--palette-pine-500)"/></svg>'));
    const other = criticalCss(index, new Set(['hidden']), varsOf(svg));
    expect(other).toContain('--palette-pine-500:#1f7a4f');
    expect(other).not.toContain('.flex{');
    expect(other).not.toContain('--radius-md');
    expect(criticalCss(index, page)).toBe(out);
    expect(criticalCss(index, page)).not.toContain('--palette-pine-500');
  });

  it('closes every at-rule it opens', () => {
    const depth = [...out.replace(/"[^"]*"/g, '')].reduce((d, c) => d + (c === '{' ? 1 : c === '}' ? -1 : 0), 0);
    expect(depth).toBe(0);
  });

  it('is one style element that a `</style` in the CSS cannot close early, the same for the same classes', () => {
    const style = criticalStyle(index, page);
    expect(style.startsWith('<style>@layer properties')).toBe(true);
    expect(style.endsWith('</style>')).toBe(true);
    expect(criticalStyle(index, new Set(page))).toBe(style);
    expect(criticalStyle(null, page)).toBe('');
  });

  it('is the style of the rules the classes keep: a class no rule styles changes nothing, another class does', () => {
    const style = criticalStyle(index, page);
    expect(criticalStyle(index, new Set([...page, 'no-rule-for-this']))).toBe(style);
    const withHidden = criticalStyle(index, new Set([...page, 'hidden']));
    expect(withHidden).not.toBe(style);
    expect(withHidden).toBe(`<style>${criticalCss(index, new Set([...page, 'hidden']))}</style>`);
    expect(criticalStyle(index, new Set(['hidden']))).toBe(`<style>${criticalCss(index, new Set(['hidden']))}</style>`);
  });

  it('from a page’s markup, is the style of its classes and the others given, its lists remembered across pages', () => {
    const markup = (html: string) => asByteText(Buffer.from(html));
    const first = markup('<div class="flex rounded-md shadow-md">a</div><p class="hover:bg-muted [&amp;&gt;svg]:size-4">b</p>');
    const expected = (html: string, more: string[]) => criticalStyle(index, new Set([...classesOf(html), ...more]), varsOf(html));
    expect(criticalStyleOfMarkup(index, first, ['boot-skeleton'], varsOf(first))).toBe(expected(first, ['boot-skeleton']));
    // A second page sharing a list: the list's rules as remembered, its own list's added; a list of no rule adds none.
    const second = markup('<div class="flex rounded-md shadow-md">c</div><span class="sm:grid no-rule">d</span>');
    expect(criticalStyleOfMarkup(index, second, [], varsOf(second))).toBe(expected(second, []));
    expect(criticalStyleOfMarkup(index, second)).toContain('.sm\\:grid{display:grid}');
    expect(criticalStyleOfMarkup(index, second)).not.toContain('.hidden{');
    expect(criticalStyleOfMarkup(null, second)).toBe('');
  });
});
