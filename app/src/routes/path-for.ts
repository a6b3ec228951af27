// Links are built from route names, never hand-written: pathFor('blog-slug', { slug }, 'fr') -> /fr/blogue/{slug}.
import type { Locale, RouteDefinition } from './route-types.ts';
import { type RouteName, routeByName, routeTable } from './table.ts';

export type RouteParams = Record<string, string | number | undefined>;

/** The pattern a route answers to in a locale; routes with no French variant keep their English path. */
export function patternFor(route: RouteDefinition, locale: Locale): string {
  return (locale === 'fr' && route.path.fr) || route.path.en;
}

export function hasLocaleVariant(route: RouteDefinition, locale: Locale): boolean {
  return locale === 'en' || Boolean(route.path.fr);
}

/** Fills a React Router pattern: required params must be given, optional ones drop their segment when missing. */
export function fillPattern(pattern: string, params: RouteParams, splatParam?: string): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (segment === '*') {
      const splat = params['*'] ?? (splatParam ? params[splatParam] : undefined);
      if (splat === undefined || splat === '') throw new Error(`Missing splat parameter in '${pattern}'`);
      return String(splat)
        .split('/')
        .filter(Boolean)
        .map((part) => encodeURIComponent(part));
    }
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Missing parameter '${key}' for '${pattern}'`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

/** The path of a named route in a locale. Dashboard routes default their prefix to `dashboard`. */
export function pathFor(name: RouteName, params: RouteParams = {}, locale: Locale = 'en'): string {
  const route = routeByName(name);
  const filled = route.dashboard ? { dashboard: 'dashboard', ...params } : params;
  return fillPattern(patternFor(route, locale), filled, route.splatParam);
}

/**
 * A redirect keeps the language the URL names: from a path with an explicit /en prefix, an unprefixed target gets
 * /en too (dashboard paths without a prefix follow the locale cookie, which may say French).
 */
export function keepExplicitEnglish(target: string, currentPathname: string): string {
  const explicitEnglish = currentPathname === '/en' || currentPathname.startsWith('/en/');
  const prefixed = /^\/(en|fr)(\/|$|\?)/.test(target);
  return explicitEnglish && !prefixed && target.startsWith('/') ? `/en${target}` : target;
}

/** Appends a query, skipping empty values; `true` writes a flag without a value (spec 000 section 3). */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    parts.push(value === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export interface RouteMatch {
  route: RouteDefinition<RouteName>;
  /** The locale the path itself names: /fr... is French, /en... English; undefined when the path has no prefix and no French variant exists. */
  pathLocale: Locale | undefined;
  params: Record<string, string | undefined>;
  pattern: string;
}

export interface PatternEntry {
  path: string;
  route: RouteDefinition<RouteName>;
  pathLocale: Locale | undefined;
}

const patternEntries: PatternEntry[] = routeTable.flatMap((route) => {
  const entries: PatternEntry[] = [{ path: route.path.en, route, pathLocale: route.path.fr ? 'en' : undefined }];
  if (route.enAlias) entries.push({ path: route.enAlias, route, pathLocale: 'en' });
  if (route.path.fr) entries.push({ path: route.path.fr, route, pathLocale: 'fr' });
  return entries;
});

// Dashboard routes without /en or /fr follow the locale cookie, like pages with no French variant.
for (const entry of patternEntries) if (entry.route.dashboard && entry.path === entry.route.path.en) entry.pathLocale = undefined;

// Matching follows React Router's ranking (static 10, dynamic 3, empty 1, splat -2 per pattern, optional segments
// expanded), compiled once: React Router's own matchRoutes re-ranks every route on every call (about 10 ms here).
// Compiled as paths need them (candidatesFor), not as the module is evaluated: the evaluation of the page's modules is
// one task, which this table once made 12 ms longer at full speed (50 ms on a phone's slower CPU, issue 35).
interface CompiledPattern {
  entry: PatternEntry;
  /** The pattern's segments (after the leading slash), for its regular expression. */
  segments: string[];
  /** The regular expression, compiled at the first path it is tried on (most never are). */
  regex?: RegExp;
  keys: string[];
  score: number;
  order: number;
  /**
   * The pattern's segments of plain ASCII text (lower case: patterns match in any case) and their positions, up to a
   * splat: only a path with those texts at those positions can match (`/:dashboard/rvs`: `rvs` second).
   */
  anchors: [at: number, text: string][];
}

/** The paths an optional segment (`/:lang?`) stands for: without it, then with it (as React Router expands them). */
function expandOptionalSegments(path: string): string[] {
  const optional = /\/(:[^/?]+)\?(?=\/|$)/.exec(path);
  if (!optional) return [path];
  const before = path.slice(0, optional.index);
  const after = path.slice(optional.index + optional[0].length);
  return [...expandOptionalSegments(before + after || '/'), ...expandOptionalSegments(`${before}/${optional[1]}${after}`)];
}

/** A pattern's rank (React Router's computeScore: each empty segment 1), keys and anchors, in one pass. */
function compilePattern(entry: PatternEntry, path: string, order: number): CompiledPattern {
  const all = path.split('/');
  const segments = all.filter(Boolean);
  let score = 2 * all.length - segments.length;
  const keys: string[] = [];
  const anchors: CompiledPattern['anchors'] = [];
  segments.forEach((segment, at) => {
    if (segment === '*') {
      score -= 2;
      keys.push('*');
    } else if (segment[0] === ':') {
      score += 3;
      keys.push(segment.slice(1));
    } else {
      score += 10;
      // A splat is a pattern's last segment: every text segment comes before it.
      if (/^[\x20-\x7e]+$/.test(segment)) anchors.push([at, segment.toLowerCase()]);
    }
  });
  return { entry, segments, keys, anchors, score, order };
}

function regexOf({ segments }: CompiledPattern): RegExp {
  const body = segments
    .map((segment) =>
      segment === '*' ? '(?:/(.*))?' : segment[0] === ':' ? '/([^/]+)' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}/*$`, 'i');
}

// Each entry's variants (its optional segments expanded), compiled at the first path that may match them, in the
// table's order: by entry, then by variant (React Router's order among patterns of equal rank; table.test.ts checks
// that no entry has 64 variants).
const compiledEntries: CompiledPattern[][] = [];
const variantsOf = (index: number) =>
  (compiledEntries[index] ??= expandOptionalSegments(patternEntries[index].path).map((path, variant) =>
    compilePattern(patternEntries[index], path, index * 64 + variant),
  ));

/** How many of a path's first segments choose the patterns it may match (candidatesFor). */
const leading = 3;

/**
 * A pattern's fixed texts among its first `leading` segments, by position, up to an optional segment or a splat (the
 * variants place what follows at other positions): a path matches it only with those texts there, as its anchors
 * say (lower case; a parameter, or text a path may hold encoded, is none).
 */
function leadingTexts(path: string): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  for (const segment of path.split('/').filter(Boolean).slice(0, leading)) {
    if (segment === '*' || segment.endsWith('?')) break;
    texts.push(segment[0] === ':' || !/^[\x20-\x7e]+$/.test(segment) ? undefined : segment.toLowerCase());
  }
  return texts;
}

let entryTexts: (string | undefined)[][] | undefined;
let textsAt: Set<string | undefined>[] | undefined;
const rankedByKey = new Map<string, CompiledPattern[]>();

/**
 * The ranked patterns a path may match, given its (lower-case) segments: those whose leading texts (leadingTexts) it
 * holds, compiled and ranked at the first path that holds the same of the table's texts there, and kept for the
 * paths that do. The first path of a page compiled every pattern, 491 with their variants: 11 to 13 ms of one core at
 * full speed, 50 ms of the app's start at 4x CPU slowdown (issue 35). Grouped by the first segment alone, a page
 * compiled 140 of them (310 for a French page: the /fr patterns, the dashboard's among them, and those of a parameter
 * first); now 2 to 5, and the host calendar's first match took 15 ms of its start at 4x, against 30.
 */
function candidatesFor(segments: string[]): CompiledPattern[] {
  const texts = (entryTexts ??= patternEntries.map(({ path }) => leadingTexts(path)));
  textsAt ??= Array.from({ length: leading }, (_, at) => new Set(texts.map((leads) => leads[at])));
  // The path's segments where the table has texts: paths alike there may match the same patterns.
  const mine = Array.from({ length: leading }, (_, at) => (textsAt?.[at].has(segments[at + 1]) ? segments[at + 1] : undefined));
  const key = mine.join('/');
  let ranked = rankedByKey.get(key);
  if (!ranked) {
    ranked = patternEntries
      .flatMap((_, index) => (texts[index].every((text, at) => text === undefined || text === mine[at]) ? variantsOf(index) : []))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    rankedByKey.set(key, ranked);
  }
  return ranked;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// The last answers by pathname: the shell, the header and the page ask for the same path on every render, and a
// miss tries a few hundred patterns.
const recent = new Map<string, RouteMatch | null>();

/** Matches a pathname against the table with React Router's ranking (the same answer the router gives). */
export function matchRoute(pathname: string): RouteMatch | null {
  let match = recent.get(pathname);
  if (match === undefined) {
    match = findRoute(pathname);
    if (recent.size >= 32) recent.delete(recent.keys().next().value as string);
    recent.set(pathname, match);
  }
  return match && { ...match, params: { ...match.params } };
}

function findRoute(pathname: string): RouteMatch | null {
  // A page's links are a few dozen distinct paths, each tried against a few hundred patterns: compiling and running
  // each regular expression was 10 ms of the search page's hydration (issue 35). Patterns anchored on other text
  // are skipped unrun, in the same ranked order: a pattern matches only a path whose segments at its anchors'
  // positions (the texts between two slashes; each parameter before them matches one non-empty segment) are theirs.
  const segments = pathname.toLowerCase().split('/');
  for (const candidate of candidatesFor(segments)) {
    if (candidate.anchors.some(([at, text]) => segments[at + 1] !== text)) continue;
    candidate.regex ??= regexOf(candidate);
    const found = candidate.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    candidate.keys.forEach((key, i) => {
      params[key] = found[i + 1] === undefined ? (key === '*' ? '' : undefined) : decode(found[i + 1]);
    });
    return { route: candidate.entry.route, pathLocale: candidate.entry.pathLocale, params, pattern: candidate.entry.path };
  }
  return null;
}

/** Every pattern the router serves, with the locale it names (used to generate the React Router routes). */
export function routePatterns(): readonly PatternEntry[] {
  return patternEntries;
}

/** The same page in the other language: the translated path when it exists, else the same path (the locale cookie decides). */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const match = matchRoute(pathname);
  if (!match) return (target === 'fr' ? '/fr' : '/') + search;
  const { route, params } = match;
  if (!hasLocaleVariant(route, target)) return pathname + search;
  const splat = params['*'];
  const filled: RouteParams = { ...params, ...(splat ? { '*': splat } : {}) };
  return fillPattern(patternFor(route, target), filled, route.splatParam) + search;
}
