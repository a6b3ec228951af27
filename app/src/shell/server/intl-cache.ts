// On the server, Intl's formatters are made once per language and options, then shared by every render: a page
// makes hundreds (money, dates, numbers, the date fields' segment names each make their own), and making one costs
// tens to hundreds of microseconds, the same work each time for the same arguments. A formatter is immutable, so
// sharing it changes nothing but the time: the constructors below return the one already made for the same
// arguments (arguments that are not plain data are not cached: they are made as before).
type Constructor = new (...args: never[]) => object;

const memoizable = (value: unknown): boolean =>
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string')) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(memoizable));

/**
 * A shared formatter's resolvedOptions() worked out once: the date fields ask for it at every render of every
 * segment, and V8 builds the object anew each time. Each call still gets its own copy (callers change it).
 */
export function withResolvedOptionsKept<F extends object>(formatter: F): F {
  const own = (formatter as { resolvedOptions?: () => Record<string, unknown> }).resolvedOptions;
  if (typeof own !== 'function') return formatter;
  let kept: Record<string, unknown> | undefined;
  Object.defineProperty(formatter, 'resolvedOptions', {
    value: () => {
      kept ??= own.call(formatter);
      const copy = { ...kept };
      for (const [key, value] of Object.entries(copy)) if (Array.isArray(value)) copy[key] = [...value];
      return copy;
    },
  });
  return formatter;
}

function memoized<C extends Constructor>(constructor: C, max = 1000): C {
  const made = new Map<string, object>();
  const make = (args: unknown[]) => {
    if (!args.every(memoizable)) return Reflect.construct(constructor, args);
    const key = JSON.stringify(args, (_key, value) => (value === undefined ? '\u0000undefined' : value));
    let formatter = made.get(key);
    if (!formatter) {
      formatter = withResolvedOptionsKept(Reflect.construct(constructor, args) as object);
      if (made.size >= max) made.clear();
      made.set(key, formatter);
    }
    return formatter;
  };
  return new Proxy(constructor, {
    construct: (_target, args) => make(args),
    // Called without `new` (allowed for these), the same.
    apply: (_target, _this, args) => make(args),
  });
}

let installed = false;

/** Installs the shared formatters (once, in the server process that renders pages). */
export function shareIntlFormatters(): void {
  if (installed || typeof document !== 'undefined') return;
  installed = true;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
    const original = Intl[name] as unknown as Constructor | undefined;
    if (original) Object.defineProperty(Intl, name, { value: memoized(original), writable: true, configurable: true });
  }
}
