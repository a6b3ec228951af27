// The critical CSS of a page the server sends (issue 35): the stylesheet is one cached file (hashed, immutable, a
// `<link rel="stylesheet">` at the end of the body, which does not hold the first paint back), and the HTML carries
// inline only the rules its own markup uses. The build indexes the stylesheet once (scripts/critical-css.ts); each
// page then takes the rules of the classes in its HTML, the rules every page needs (the base layer, fonts, keyframes),
// and of the custom properties (design tokens, Tailwind's variables) only those its rules or its markup read. The full
// sheet is held until the page shows a class its HTML did not have (app/src/lib/build/held-stylesheet.ts): applying it
// at load restyled the whole page for nothing. When it applies, it holds the same rules for what is on screen: nothing
// moves.

/** The stylesheet, indexed by the build: its layers in order and its rules, each with what it needs to apply. */
export interface CriticalCssIndex {
  /** The stylesheet's address (`/assets/base-abc.css`). */
  href: string;
  /** The cascade layers in the order the stylesheet declares them (the inline part declares the same order first). */
  layers: string[];
  pieces: CssPiece[];
}

/** One rule of the stylesheet, in its order, with the at-rules around it. */
export interface CssPiece {
  /** The at-rule preludes around it, outermost first (`@layer utilities`, `@media (min-width:40rem)`). */
  context: string[];
  /** A style rule's selector and its declarations (`color:red`); absent for a block kept whole. */
  selector?: string;
  declarations?: string[];
  /** A block kept whole (`@font-face{...}`, `@keyframes spin{...}`, `@property --x{...}`). */
  text?: string;
  /** A utility's rule: the classes of its selectors, one of which the page must use. Absent: every page needs it. */
  classes?: string[];
  /** An `@property` rule: the custom property it registers (kept when a kept rule reads it). */
  registers?: string;
}

const varReference = /var\(\s*(--[\w-]+)/g;
const customName = (declaration: string) => (declaration.startsWith('--') ? declaration.slice(0, declaration.indexOf(':')) : undefined);

/**
 * A page's UTF-8 bytes as text of one character per byte (Latin-1): a copy each way, where the render decoded its
 * 120 KB of UTF-8 to read them and encoded them again to send them (issue 35). Markup is ASCII, so tags, attributes
 * and their markers read as they are, at the same offsets as in the bytes, and `Buffer.from(text, 'latin1')` gives
 * the bytes back unchanged.
 */
export const asByteText = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

// Anything but printable ASCII: a byte of a letter beyond it (ASCII through UTF-8 decodes to itself).
const beyondAscii = /[^ -~]/;

/** Each `class` attribute's text in a page's byte text (asByteText), in order, as written (entities and all). */
function* classLists(html: string): Generator<string> {
  for (let at = html.indexOf(' class="'); at !== -1; at = html.indexOf(' class="', at)) {
    const start = at + 8;
    const end = html.indexOf('"', start);
    if (end === -1) return;
    yield html.slice(start, end);
    at = end;
  }
}

/** The classes of one `class` attribute's text as written in the byte text: entities as React writes them decoded. */
function classesOfList(bytes: string): string[] {
  // A class in letters beyond ASCII (content-['→']) is its UTF-8 bytes: decoded.
  const list = beyondAscii.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
  const decoded = list.includes('&')
    ? list
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : list;
  return decoded.split(' ').filter(Boolean);
}

/** The classes of a page's `class` attributes (entities as React writes them decoded), from its byte text (asByteText). */
export function classesOf(html: string): Set<string> {
  // Many elements share a class list: each distinct one is split once.
  const classes = new Set<string>();
  for (const list of new Set(classLists(html))) for (const name of classesOfList(list)) classes.add(name);
  return classes;
}

/** The custom properties a page reads in its attributes (`fill="var(--palette-pine-500)"`, a style attribute). */
export function varsOf(html: string): Set<string> {
  const names = new Set<string>();
  for (let at = html.indexOf('var(--'); at !== -1; at = html.indexOf('var(--', at + 6)) {
    const name = /^--[\w-]+/.exec(html.slice(at + 4, at + 100))?.[0];
    if (name) names.add(name);
  }
  return names;
}

/** What a page's critical CSS needs of an index, worked out once per index (a page then looks up its classes only). */
interface PreparedIndex {
  /** By class: the utility rules (pieces' positions) of that class. */
  byClass: Map<string, number[]>;
  /** Whether a piece is kept on every page: a rule of no class, a block kept whole (not a registration). */
  always: boolean[];
  /** By piece: the custom properties it reads (its text, its declarations but the global definitions). */
  reads: string[][];
  /** The global definitions (tokens, Tailwind's theme) by custom property: those they read in turn. */
  definitionReads: Map<string, string[]>;
  /** A utility's rule, written once. */
  ruleText: (string | undefined)[];
  /**
   * By `class` attribute text as written: the rules its classes keep. Most lists are components' own, the same on
   * every page: each is split and looked up once, not at every render (at most `keptLists`, then afresh).
   */
  byList: Map<string, number[]>;
}

/** Class lists whose rules are remembered per index (a few hundred on all the pages; dynamic ones bounded). */
const keptLists = 10_000;

const prepared = new WeakMap<CriticalCssIndex, PreparedIndex>();
const readsOf = (text: string) => Array.from(text.matchAll(varReference), (match) => match[1]);

function prepare(index: CriticalCssIndex): PreparedIndex {
  let ready = prepared.get(index);
  if (ready) return ready;
  const byClass = new Map<string, number[]>();
  const definitionReads = new Map<string, string[]>();
  const always: boolean[] = [];
  const reads: string[][] = [];
  const ruleText: (string | undefined)[] = [];
  index.pieces.forEach((piece, i) => {
    always.push(!piece.registers && !piece.classes);
    for (const name of new Set(piece.classes ?? [])) {
      const list = byClass.get(name) ?? [];
      list.push(i);
      byClass.set(name, list);
    }
    const own = piece.text ? readsOf(piece.text) : [];
    for (const declaration of piece.declarations ?? []) {
      const name = customName(declaration);
      if (name && !piece.classes && !piece.registers) {
        const list = definitionReads.get(name) ?? [];
        list.push(...readsOf(declaration));
        definitionReads.set(name, list);
      } else own.push(...readsOf(declaration));
    }
    reads.push(own);
    ruleText.push(piece.classes && !piece.text ? `${piece.selector}{${(piece.declarations ?? []).join(';')}}` : undefined);
  });
  ready = { byClass, always, reads, definitionReads, ruleText, byList: new Map() };
  prepared.set(index, ready);
  return ready;
}

/**
 * The inline CSS for a page using `classes`: the rules every page needs, the rules of those classes, the custom
 * properties they read (and those read by those, through var()), in the stylesheet's order and layers.
 */
export function criticalCss(index: CriticalCssIndex, classes: ReadonlySet<string>, markupReads: Iterable<string> = []): string {
  const { byClass, always } = prepare(index);
  const kept = [...always];
  for (const name of classes) for (const i of byClass.get(name) ?? []) kept[i] = true;
  return keptCss(index, kept, markupReads);
}

/** criticalCss for the rules kept (`kept[i]`: the index's piece i, the rules every page needs included). */
function keptCss(index: CriticalCssIndex, kept: readonly boolean[], markupReads: Iterable<string>): string {
  const { reads, definitionReads, ruleText } = prepare(index);
  // The custom properties the kept rules read: those a utility sets for itself count as read, global definitions
  // (tokens, Tailwind's theme, its fallbacks) only when something kept reads them, and what they read in turn.
  // The markup reads some itself: an SVG's fill="var(--palette-pine-500)", a style attribute.
  const read = new Set<string>(markupReads);
  kept.forEach((isKept, i) => {
    if (isKept) for (const name of reads[i]) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const next of definitionReads.get(name) ?? [])
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
  let out = index.layers.length ? `@layer ${index.layers.join(',')};` : '';
  let open: string[] = [];
  index.pieces.forEach((piece, i) => {
    let text: string | undefined;
    if (piece.registers) text = read.has(piece.registers) ? piece.text : undefined;
    else if (kept[i]) {
      if (piece.text) text = piece.text;
      else if (ruleText[i] !== undefined) text = (piece.declarations ?? []).length ? ruleText[i] : undefined;
      else {
        const declarations = (piece.declarations ?? []).filter((declaration) => {
          const name = customName(declaration);
          return !name || read.has(name);
        });
        if (declarations.length) text = `${piece.selector}{${declarations.join(';')}}`;
      }
    }
    if (text === undefined) return;
    // Close the at-rules this piece is not in, open those it is in.
    let shared = 0;
    while (shared < open.length && shared < piece.context.length && open[shared] === piece.context[shared]) shared++;
    out += '}'.repeat(open.length - shared);
    for (const prelude of piece.context.slice(shared)) out += `${prelude}{`;
    open = piece.context;
    out += text;
  });
  return out + '}'.repeat(open.length);
}

const recent = new Map<string, string>();
/** Pages of one kind (listings, searches) use the same classes: their style is worked out once (the last 64 kept). */
const recentLimit = 64;

/**
 * The style element of a page's critical CSS for a set of classes (a `</style` in it cannot close the element early):
 * criticalStyleOfMarkup's, with no markup. The server goes through the markup; the tests hold that path to this one.
 */
export function criticalStyle(
  index: CriticalCssIndex | null,
  classes: ReadonlySet<string>,
  markupReads: ReadonlySet<string> = new Set(),
): string {
  return criticalStyleOfMarkup(index, '', classes, markupReads);
}

/**
 * criticalStyle for a page's markup, from its byte text (asByteText), with classes it does not write (the template's,
 * those its browser-only parts will show): the same element, each class list of the markup split and looked up once
 * per process (a listing page's render spent 4 % of its CPU splitting its 400 lists, issue 35).
 */
export function criticalStyleOfMarkup(
  index: CriticalCssIndex | null,
  html: string,
  more: Iterable<string> = [],
  markupReads: ReadonlySet<string> = new Set(),
): string {
  if (!index) return '';
  const { byClass, byList } = prepare(index);
  const kept = new Uint16Array(Math.ceil(index.pieces.length / 16));
  for (const list of classLists(html)) {
    let pieces = byList.get(list);
    if (pieces === undefined) {
      pieces = [...new Set(classesOfList(list).flatMap((name) => byClass.get(name) ?? []))];
      if (byList.size >= keptLists) byList.clear();
      // Kept as a copy: the list is a slice of the page's text, which the engine would otherwise keep whole with it.
      byList.set(Buffer.from(list, 'latin1').toString('latin1'), pieces);
    }
    for (const i of pieces) kept[i >> 4] |= 1 << (i & 15);
  }
  for (const name of more) for (const i of byClass.get(name) ?? []) kept[i >> 4] |= 1 << (i & 15);
  return styleOfKept(index, kept, markupReads);
}

/** The style element for the rules kept by classes (bit i: the index's piece i), remembered for pages alike. */
function styleOfKept(index: CriticalCssIndex, kept: Uint16Array, markupReads: ReadonlySet<string>): string {
  // The style depends on the rules kept, not on the classes: the key is the set of rules the classes keep, one bit
  // each (a class no rule styles changes nothing), rather than the page's 300 classes sorted, joined and hashed.
  const key = `${index.href} ${String.fromCharCode(...kept)} ${[...markupReads].sort().join(' ')}`;
  let style = recent.get(key);
  if (style === undefined) {
    const { always } = prepare(index);
    const keep = always.map((every, i) => every || (kept[i >> 4] & (1 << (i & 15))) !== 0);
    style = `<style>${keptCss(index, keep, markupReads).replace(/<\/style/gi, '<\\/style')}</style>`;
    if (recent.size >= recentLimit) recent.delete(recent.keys().next().value as string);
    recent.set(key, style);
  }
  return style;
}
