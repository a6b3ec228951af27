import type { Locale } from '@rove/contract/vocabulary';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { messages, type UiMessages } from './messages.ts';

/** Locales the ui package speaks. `en-CA` formats Canadian dates and currency in English. */
export type UiLocale = 'en-US' | 'en-CA' | 'fr-CA';

interface UiContextValue {
  locale: UiLocale;
  language: Locale;
  messages: UiMessages;
}

const UiContext = createContext<UiContextValue>({ locale: 'en-US', language: 'en', messages: messages.en });

export function languageOf(locale: string): Locale {
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Gives every ui component its locale: react-aria formatting and the built-in en/fr words. */
function UiProvider({ locale = 'en-US', children }: { locale?: UiLocale; children: ReactNode }) {
  // The same value while the locale holds: a provider re-rendered for another reason changes no context, so React
  // never has to render afresh a part of a server-rendered page that is still waiting to hydrate.
  const value = useMemo(() => {
    const language = languageOf(locale);
    return { locale, language, messages: messages[language] };
  }, [locale]);
  return (
    <UiContext.Provider value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </UiContext.Provider>
  );
}

/** The ui package's own words in the current language (close, loading, previous...). */
function useUiMessages(): UiMessages {
  return useContext(UiContext).messages;
}

function useUiLocale(): { locale: UiLocale; language: Locale } {
  const { locale, language } = useContext(UiContext);
  return { locale, language };
}

export { UiProvider, useUiLocale, useUiMessages };

/** A component's own en/fr words: `const t = useMessages(dialogMessages)`; both languages must hold the same keys. */
export function defineMessages<const T extends Record<string, string | ((...args: never[]) => string)>>(catalog: {
  en: T;
  fr: { [K in keyof T]: T[K] extends string ? string : T[K] };
}) {
  return catalog;
}

export function useMessages<T>(catalog: { en: T; fr: T }): T {
  return catalog[useContext(UiContext).language];
}
