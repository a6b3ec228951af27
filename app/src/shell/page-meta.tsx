// Sets the document title, description, share tags and alternate links for the page on screen.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reapplyPageMetaOverride } from '../i18n/meta-override-state.ts';
import { loadNamespaces } from '../i18n/i18n.ts';
import { afterFirstPage } from '../lib/app-ready.tsx';
import type { Locale } from '../routes/route-types.ts';

/** The location (React Router's key of the first entry) whose head the server wrote, while it is on screen. */
let serverHeadKey: string | undefined;

/** The page on screen was rendered by the server with its head: nothing is written (nor its code loaded) until the reader goes elsewhere. */
export function keepServerHead(): void {
  serverHeadKey = 'default';
}

export function PageMeta({ metaKey, fallback, alternateLinks = true }: { metaKey: string; fallback?: string; alternateLinks?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = i18n.language as Locale;
  useEffect(() => {
    let live = true;
    // The titles (meta.json) and the code that writes the head load with the first page that sets them, not with the
    // entry; a page the server rendered has its head already: they load with the next page. A page the browser renders
    // alone writes its head once it is shown whole (issue 35: about 5 KiB out of a signed-in page's first load).
    if (location.key === serverHeadKey) return;
    serverHeadKey = undefined;
    const load = () => Promise.all([import('../i18n/meta.ts'), loadNamespaces(['meta'])]);
    void afterFirstPage()
      .then(load)
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
  }, [metaKey, fallback, alternateLinks, locale, location.key, location.pathname, location.search, t]);
  return null;
}
