// pathFor in the page's language: `const to = useLocalePath(); <Link to={to('blog-slug', { slug })}>`.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type RouteParams } from './path-for.ts';
import type { RouteName } from './table.ts';
import type { Locale } from './route-types.ts';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

export function useLocalePath(): (name: RouteName, params?: RouteParams) => string {
  const locale = useLocale();
  return useCallback((name: RouteName, params?: RouteParams) => pathFor(name, params, locale), [locale]);
}
