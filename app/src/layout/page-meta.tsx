// Sets the document title, description, share tags and alternate links for the page on screen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applyPageMeta, pageMeta } from '../i18n/meta.ts';
import type { Locale } from '../routes/route-types.ts';

export function PageMeta({ metaKey, fallback, alternateLinks = true }: { metaKey: string; fallback?: string; alternateLinks?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = i18n.language as Locale;
  useEffect(() => {
    const meta = pageMeta(
      {
        metaKey,
        fallback: fallback ?? metaKey,
        locale,
        origin: window.location.origin,
        pathname: location.pathname,
        search: location.search,
        alternateLinks,
      },
      (key, options) => t(key, options),
    );
    applyPageMeta(meta, locale);
  }, [metaKey, fallback, alternateLinks, locale, location.pathname, location.search, t]);
  return null;
}
