// The public content's words (locales/{en,fr}/content.json and legal.json) load with the content pages only, not
// with every page: the hook adds the page language's bundle to i18next on first use and renders once it is there.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSlot } from '../lib/server-render-scope.ts';

export type ContentNamespace = 'content' | 'legal';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/{content,legal}.json', { import: 'default' });

/** The content namespaces a server render read (shell/server/entry-server.tsx inlines their words for hydration). */
export const serverReadNamespaces = serverSlot(() => new Set<ContentNamespace>());

/** Adds inlined words (a server-rendered page's) before the first render, so hydration sees what the server saw. */
export function addContentBundles(
  i18n: { addResourceBundle: (lng: string, ns: string, bundle: object, deep?: boolean, overwrite?: boolean) => unknown },
  locale: string,
  bundles: Record<string, object>,
): void {
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(locale, ns, bundle, true, true);
}

/** True once every namespace is loaded in the page's language (a language switch loads the other one). */
export function useContentNamespaces(namespaces: readonly ContentNamespace[]): boolean {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const noted = serverReadNamespaces.current();
  if (noted) for (const ns of namespaces) noted.add(ns);
  const ready = () => namespaces.every((ns) => i18n.hasResourceBundle(locale, ns));
  const [, setLoaded] = useState(0);
  const key = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the namespaces
  useEffect(() => {
    let live = true;
    const missing = key.split(',').filter((ns) => !i18n.hasResourceBundle(locale, ns));
    if (missing.length === 0) return;
    Promise.all(
      missing.map(async (ns) => {
        const load = files[`../../../locales/${locale}/${ns}.json`];
        if (!load) throw new Error(`Missing catalogue locales/${locale}/${ns}.json`);
        i18n.addResourceBundle(locale, ns, await load(), true, true);
      }),
    ).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [i18n, locale, key]);
  return ready();
}
