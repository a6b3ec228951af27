// The build's index of the app's stylesheet for the server's critical CSS (app/src/shell/server/critical-css.ts):
// the minified CSS the build wrote (Tailwind's output through Lightning CSS: no nesting) cut into its rules, each
// with the at-rules around it, the classes it belongs to (the first class of each selector: a utility's own, as
// `.hover\:bg-muted:hover` or `:where(.space-y-4>:not(:last-child))`), or none for a rule every page needs.
import type { CriticalCssIndex, CssPiece } from '../app/src/shell/server/critical-css.ts';

/** Blocks whose content is rules (kept apart); any other at-rule block (@font-face, @keyframes, @property) is kept whole. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** The index of `i`'s matching close (a `{`, `(` or `[` at `i`), skipping strings and comments. */
function skipString(css: string, i: number): number {
  const quote = css[i];
  for (let j = i + 1; j < css.length; j++) {
    if (css[j] === '\\') j++;
    else if (css[j] === quote) return j;
  }
  return css.length;
}

/** The position of the first of `stops` at depth 0 from `i` (strings, comments and brackets skipped). */
function scan(css: string, i: number, stops: string): number {
  let depth = 0;
  for (let j = i; j < css.length; j++) {
    const c = css[j];
    if (c === '"' || c === "'") j = skipString(css, j);
    else if (c === '/' && css[j + 1] === '*') j = css.indexOf('*/', j + 2) + 1 || css.length;
    else if (c === '\\') j++;
    else if (depth === 0 && stops.includes(c)) return j;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '{' && depth === 0) {
      // A block inside what we read (only for a whole block: braces are balanced by the caller).
      return j;
    }
  }
  return css.length;
}

/** The end (index of the matching `}`) of the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let j = open; j < css.length; j++) {
    const c = css[j];
    if (c === '"' || c === "'") j = skipString(css, j);
    else if (c === '/' && css[j + 1] === '*') j = css.indexOf('*/', j + 2) + 1 || css.length;
    else if (c === '\\') j++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return j;
  }
  throw new Error(`Unbalanced block at ${open}`);
}

/** Declarations of a rule's body, split at top-level semicolons. */
export function declarationsOf(body: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= body.length; ) {
    const stop = i < body.length ? scan(body, i, ';') : body.length;
    const declaration = body.slice(start, stop).trim();
    if (declaration) out.push(declaration);
    start = i = stop + 1;
  }
  return out;
}

/** A class name from its escaped form in a selector (`hover\:bg-muted` -> `hover:bg-muted`, `\31 0` -> `10`). */
export function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/**
 * The class each selector of a list belongs to: its first class, or null for a selector without one (an element, `*`,
 * `:root`, an attribute): a rule with such a selector applies whatever the page's classes.
 */
export function selectorClasses(selectorList: string): (string | null)[] {
  const selectors: string[] = [];
  let start = 0;
  for (let i = 0; i <= selectorList.length; ) {
    const stop = i < selectorList.length ? scan(selectorList, i, ',') : selectorList.length;
    selectors.push(selectorList.slice(start, stop));
    start = i = stop + 1;
  }
  return selectors.map((selector) => {
    const match = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/.exec(selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""'));
    return match ? unescapeClass(match[1]) : null;
  });
}

/** Indexes a minified stylesheet (see the file's comment). */
export function indexCss(css: string, href: string): CriticalCssIndex {
  const pieces: CssPiece[] = [];
  const layers: string[] = [];
  const noteLayers = (names: string) => {
    for (const name of names.split(',').map((n) => n.trim())) if (name && !layers.includes(name)) layers.push(name);
  };
  const walk = (from: number, to: number, context: string[]) => {
    let i = from;
    while (i < to) {
      while (i < to && /\s/.test(css[i])) i++;
      if (css.startsWith('/*', i)) {
        i = css.indexOf('*/', i + 2) + 2;
        continue;
      }
      if (i >= to) break;
      const stop = scan(css, i, ';{}');
      const head = css.slice(i, stop).trim();
      if (css[stop] === ';' || css[stop] === '}' || stop >= to) {
        // A statement (`@layer a,b;`, `@charset`): only the layer order matters here.
        const layer = /^@layer\s+([^;{]+)$/.exec(head);
        if (layer) noteLayers(layer[1]);
        i = stop + 1;
        continue;
      }
      const end = blockEnd(css, stop);
      if (head.startsWith('@')) {
        const name = /^@([\w-]+)/.exec(head)?.[1] ?? '';
        if (name === 'layer') noteLayers(head.slice(6));
        if (groupingAtRules.has(name)) walk(stop + 1, end, [...context, head]);
        else {
          const text = css.slice(i, end + 1);
          pieces.push(name === 'property' ? { context, text, registers: head.slice(9).trim() } : { context, text });
        }
      } else {
        const classes = selectorClasses(head);
        pieces.push({
          context,
          selector: head,
          declarations: declarationsOf(css.slice(stop + 1, end)),
          ...(classes.every((name): name is string => name !== null) ? { classes: [...new Set(classes)] } : {}),
        });
      }
      i = end + 1;
    }
  };
  walk(0, css.length, []);
  return { href, layers, pieces };
}
