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
