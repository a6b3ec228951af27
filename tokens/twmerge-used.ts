// The tailwind-merge config of the class groups Rove's sources use. tailwind-merge's default config describes every
// Tailwind utility (most of its weight in the browser, and ~50 ms to index on the first cn() call); the app needs the
// groups of the classes it writes. Classes must appear whole in the sources for Tailwind to generate their CSS, so the
// classes found in the sources are the ones cn() can meet. Keeping every group such a class belongs to (and their
// conflicts) merges those classes exactly as the full config does.
import { type Config, createTailwindMerge, getDefaultConfig, mergeConfigs, validators } from 'tailwind-merge';

type AnyConfig = Config<string, string>;
type Definition = string | ((value: string) => boolean) | { [key: string]: Definition[] };

/** Every whitespace-separated word inside a string or template literal of a source text. */
export function classTokens(source: string): Set<string> {
  const out = new Set<string>();
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
    for (const word of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (/^[!-]?[\w[@*&>.:-]/.test(word)) out.add(word);
  return out;
}

const merger = (config: AnyConfig) => createTailwindMerge(() => config);
/** Whether a merger knows the class (it drops the first of two copies of a class it knows). */
const knows = (merge: (classes: string) => string, token: string) => merge(`${token} ${token}`) === token;

/** The tokens the full config knows as classes (arbitrary properties apart). */
const knownTokens = (full: AnyConfig, tokens: Iterable<string>) => {
  const fullMerge = merger(full);
  return [...tokens].filter((token) => !token.startsWith('[') && knows(fullMerge, token));
};

/** A merger that knows one group alone, with these definitions (no conflicts). */
const groupAlone = (full: AnyConfig, id: string, definitions: Definition[]) =>
  merger({ ...full, classGroups: { [id]: definitions }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} } as AnyConfig);

/** The ids of the class groups that can hold the given classes (a class may count for more than one). */
export function usedClassGroups(full: AnyConfig, tokens: Iterable<string>): Set<string> {
  const known = knownTokens(full, tokens);
  const used = new Set<string>();
  for (const [id, definitions] of Object.entries(full.classGroups) as [string, Definition[]][]) {
    const one = groupAlone(full, id, definitions);
    if (known.some((token) => knows(one, token))) used.add(id);
  }
  return used;
}

/**
 * A theme scale without the plain words a validator of its own already accepts (any value, or any non-arbitrary one:
 * the tokens' colour names beside the default scale's `isAny`). They are named twice, and the validator places their
 * classes in the same groups (twmerge-used.heavy.test.ts merges the sources' classes as the full config does).
 */
function withoutShadowedWords(scale: Definition[]): Definition[] {
  const acceptsAnyWord = scale.some((definition) => definition === validators.isAny || definition === validators.isAnyNonArbitrary);
  return acceptsAnyWord ? scale.filter((definition) => typeof definition !== 'string' || definition.startsWith('[')) : scale;
}

/** The full config cut to `groups`: their definitions, the theme scales they read and the conflicts among them. */
export function reduceConfig(full: AnyConfig, groups: Set<string>): AnyConfig {
  const keep = <T>(record: Partial<Record<string, T>>, map: (value: T) => T = (v) => v) =>
    Object.fromEntries((Object.entries(record) as [string, T][]).filter(([id]) => groups.has(id)).map(([id, value]) => [id, map(value)]));
  const only = (ids: readonly string[]) => ids.filter((id) => groups.has(id));
  const themeKeys = new Set<string>();
  const visit = (definitions: readonly Definition[]) => {
    for (const definition of definitions) {
      if (typeof definition === 'function' && themeKeyOf(definition)) {
        const key = themeKeyOf(definition) as string;
        if (!themeKeys.has(key)) {
          themeKeys.add(key);
          visit((full.theme[key] ?? []) as Definition[]);
        }
      } else if (typeof definition === 'object') for (const nested of Object.values(definition)) visit(nested);
    }
  };
  for (const id of groups) visit((full.classGroups[id] ?? []) as Definition[]);
  return {
    ...full,
    theme: Object.fromEntries(
      Object.entries(full.theme)
        .filter(([key]) => themeKeys.has(key))
        .map(([key, scale]) => [key, withoutShadowedWords(scale as Definition[])]),
    ),
    classGroups: keep(full.classGroups),
    conflictingClassGroups: keep(full.conflictingClassGroups, only),
    conflictingClassGroupModifiers: keep(full.conflictingClassGroupModifiers, only),
  } as AnyConfig;
}

/**
 * The used groups' definitions cut to the literal values (a cursor's `pointer`, a display's `grid`) that one of the
 * classes found in the sources is: a class Tailwind generates appears whole in the sources, so the others never reach
 * cn() (the same reasoning as for whole groups). Validators and theme getters stay, whatever they match; so do the
 * theme's scales. A group keeps its literals in their order.
 */
export function trimDefinitions(full: AnyConfig, groups: Set<string>, tokens: Iterable<string>): AnyConfig {
  const known = knownTokens(full, tokens);
  const alone = (id: string, definitions: Definition[]) => groupAlone(full, id, definitions);
  const classGroups: Record<string, Definition[]> = {};
  for (const [id, definitions] of Object.entries(full.classGroups) as [string, Definition[]][]) {
    if (!groups.has(id)) {
      classGroups[id] = definitions;
      continue;
    }
    const whole = alone(id, definitions);
    const mine = known.filter((token) => knows(whole, token));
    // A definition list cut to what `mine` uses: `wrap` puts a candidate back where it stands (inside its objects).
    const cut = (list: Definition[], wrap: (inner: Definition[]) => Definition[]): Definition[] =>
      list.flatMap((definition): Definition[] => {
        if (typeof definition === 'string') {
          const merge = alone(id, wrap([definition]));
          return mine.some((token) => knows(merge, token)) ? [definition] : [];
        }
        if (typeof definition === 'function') return [definition];
        const object: { [key: string]: Definition[] } = {};
        for (const [key, inner] of Object.entries(definition)) {
          const kept = cut(inner, (candidate) => wrap([{ [key]: candidate }]));
          if (kept.length) object[key] = kept;
        }
        return Object.keys(object).length ? [object] : [];
      });
    classGroups[id] = cut(definitions, (candidate) => candidate);
  }
  return { ...full, classGroups } as AnyConfig;
}

/** The theme key a fromTheme() getter reads (it reads the theme object it is given). */
function themeKeyOf(fn: (value: never) => unknown): string | undefined {
  if (!(fn as { isThemeGetter?: boolean }).isThemeGetter) return undefined;
  let key: string | undefined;
  (fn as (theme: Record<string, unknown>) => unknown)(new Proxy({}, { get: (_target, property) => ((key = String(property)), []) }));
  return key;
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

function serialize(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'function') {
    const theme = themeKeyOf(value as (value: never) => unknown);
    if (theme) return `fromTheme(${JSON.stringify(theme)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`A tailwind-merge definition is neither a validator nor a theme getter: ${String(value)}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`)
      .join(',')}}`;
  throw new Error(`Cannot write ${String(value)} in a tailwind-merge config`);
}

/** The module of the used config, from the tokens' extension of the default config and the sources' texts. */
export function usedConfigModule(extension: Parameters<typeof mergeConfigs>[1], sources: Iterable<string>): string {
  const full = mergeConfigs(getDefaultConfig() as AnyConfig, extension as never) as AnyConfig;
  const tokens = new Set<string>();
  for (const source of sources) for (const token of classTokens(source)) tokens.add(token);
  const groups = usedClassGroups(full, tokens);
  const reduced = reduceConfig(trimDefinitions(full, groups, tokens), groups);
  return [
    '// Generated by tokens/build.ts from the class names in ui/src, app/src and stories (tokens/twmerge-used.ts).',
    "import { fromTheme, validators as v } from 'tailwind-merge';",
    `export const twMergeUsedConfig = ${serialize(reduced)};`,
    '',
  ].join('\n');
}
