// The server's words in English and French come from the same catalogues as the app's, `locales/{en,fr}/*.json`,
// through this one loader (the server's own sentences in server.json; page titles in meta.json; the contract's codes
// in forms.json): each file read once, a key's words with i18next's `{{name}}` placeholders filled. A key missing
// from a catalogue throws: the tests that render each sentence in both languages catch it, and
// locales/locales.test.ts holds both files to the same keys.
import { readFileSync } from 'node:fs';
import { frenchDe } from '@rove/contract/french';
import { fileURLToPath } from 'node:url';
import { type CodeWords, codeWordsKey, codeWordsNamespace, type Locale } from '@rove/contract';

type Catalogue = { readonly [key: string]: string | Catalogue };
const read = new Map<string, Catalogue>();

/** A namespace's catalogue in a language, locales/{locale}/{namespace}.json, read once. */
export function catalogue(namespace: string, locale: Locale): Catalogue {
  const name = `${locale}/${namespace}`;
  let found = read.get(name);
  if (!found) {
    found = JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${name}.json`, import.meta.url)), 'utf8')) as Catalogue;
    read.set(name, found);
  }
  return found;
}

/**
 * Fills `{{name}}` placeholders (i18next's syntax, the app's catalogues' too), and `{{name, de}}` as the app's
 * formatter does (app/src/i18n/i18n.ts): in French "de" elided before the name ("d’Élodie", "du Huard"), else "of".
 */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}, locale: Locale = 'en'): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(de)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = String(values[name]);
    if (format !== 'de') return value;
    return locale === 'fr' ? frenchDe(value) : `of ${value}`;
  });
}

/** The words of a dotted key of locales/{locale}/{namespace}.json, placeholders filled. */
export function words(namespace: string, locale: Locale, key: string, values?: Readonly<Record<string, string | number>>): string {
  const found = key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      catalogue(namespace, locale),
    );
  if (typeof found !== 'string') throw new Error(`No words for "${key}" in locales/${locale}/${namespace}.json`);
  return fill(found, values, locale);
}

/** The words of a dotted key of locales/{locale}/server.json, placeholders filled. */
export function serverWords(locale: Locale, key: string, values?: Readonly<Record<string, string | number>>): string {
  return words('server', locale, key, values);
}

/**
 * A contract code's sentence (rvWords, hostWords, messageWords: locales/{locale}/forms.json), its values filled, then
 * `extra` (a wait the answer names); an unknown code without a fallback is its own words.
 */
export function codeWords(codes: CodeWords, code: string, locale: Locale, extra?: Readonly<Record<string, string | number>>): string {
  const key = codeWordsKey(codes, code);
  return key === null ? code : words(codeWordsNamespace, locale, key, { ...codes.values(code, locale), ...extra });
}

/** The words of a section of server.json by key, in a language (each key checked as serverWords checks it). */
export function sectionWords<K extends string>(locale: Locale, section: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, serverWords(locale, `${section}.${key}`)])) as Record<K, string>;
}
