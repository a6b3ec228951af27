// The ui package's built-in words. Components take their copy as props; these are only defaults for
// the words every consumer would otherwise repeat. English and French must hold the same keys (a test checks).
import type { Locale } from '@rove/contract/vocabulary';
export const messages = {
  en: {
    close: 'Close',
    loading: 'Loading',
  },
  fr: {
    close: 'Fermer',
    loading: 'Chargement',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type UiMessages = { readonly [K in keyof (typeof messages)['en']]: string };
