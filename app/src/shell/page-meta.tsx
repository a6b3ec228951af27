// Sets the document title, description, share tags and alternate links for the page on screen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reapplyPageMetaOverride } from '../i18n/meta-override-state.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { firstIntent } from '../lib/first-intent.ts';
import type { Locale } from '../routes/route-types.ts';

export function PageMeta({ metaKey, fallback, alternateLinks = true }: { metaKey: string; fallback?: string; alternateLinks?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = i18n.language as Locale;
  useEffect(() => {
    let live = true;
    // The titles (meta.json) and the code that writes the head load with the first page that sets them, not with the
    // entry; on a page the server rendered (whose head it wrote), at the reader's first intent.
    void firstIntent()
      .then(() => Promise.all([import('../i18n/meta.ts'), loadNamespaces(['meta'])]))
      .then(([{ applyPageMeta, pageMeta }]) => {
        if (!live) return;
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
        // A page that said what it is (a blog post's title) keeps its words over the route's.
        reapplyPageMetaOverride();
      });
    return () => {
      live = false;
    };
  }, [metaKey, fallback, alternateLinks, locale, location.pathname, location.search, t]);
  return null;
}
