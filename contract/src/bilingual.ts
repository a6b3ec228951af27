// The one shape of a bilingual catalogue entry ({ en, fr }: error sentences of the API and the forms) and the one
// way to pick its text in a language.

/** A text (or anything worded) in English and French. */
export interface Bilingual<T = string> {
  en: T;
  fr: T;
}

/** The entry in a language: French for 'fr' and its regional tags (fr-CA), English for anything else. */
export function inLanguage<T>(entry: Bilingual<T>, language: string): T {
  return language.startsWith('fr') ? entry.fr : entry.en;
}

/**
 * A catalogue of problem codes (`Name.required`, `MESSAGE_TOO_LONG`) whose sentences live in the locale files,
 * `locales/{en,fr}/forms.json` under `section` (issue 39: sentences in locales/, the contract holds keys). The
 * contract holds the codes and the values the sentences fill in (`{{nameMax}}`); the app words them with
 * react-i18next, the server with its loader of the same files (server/src/i18n/server-words.ts).
 */
export interface CodeWords<C extends string = string> {
  /** The section of forms.json that holds the sentences, one key per code (dots nest). */
  readonly section: string;
  readonly codes: readonly C[];
  /** The code whose sentence words an unknown one (none: an unknown code is its own words). */
  readonly fallback?: C;
  /** The values a code's sentence fills in, in a language (numbers already formatted as the language writes them). */
  readonly values: (code: string, locale: 'en' | 'fr') => Readonly<Record<string, string | number>>;
}

/** The namespace of the locale files that holds every CodeWords section. */
export const codeWordsNamespace = 'forms';

/** The key in forms.json of a code's sentence (an unknown code: the fallback's), or null for an unknown code without one. */
export function codeWordsKey(words: CodeWords, code: string): string | null {
  const known = (words.codes as readonly string[]).includes(code) ? code : words.fallback;
  return known === undefined ? null : `${words.section}.${known}`;
}

/** Numbers as a language writes them (5,000 or 5 000). */
export function localeNumber(value: number, locale: 'en' | 'fr'): string {
  return value.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US');
}
