// A page whose meta depends on its data (a blog post, a profile) refines the route's meta once the data is there:
// title, description and share tags. The route's PageMeta writes the route's meta when its code has loaded, which
// may be after the page's data: it then applies the page's override again, so the override always wins.
// On the server the render notes it instead (serverMetaOverride), for the head of the HTML it sends.
import { useEffect } from 'react';
import { jsonLdScriptText } from './structured-data.ts';
import type { MetaOverride } from './meta.ts';
import { pageOverrideOnScreen, serverMetaOverride } from './meta-override-state.ts';

function setMeta(key: 'name' | 'property', id: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${id}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(key, id);
    document.head.append(el);
  }
  el.content = content;
}

function noteOnServer(meta: MetaOverride | null) {
  const noted = meta ? serverMetaOverride.current() : undefined;
  if (noted) noted.current = meta;
}

export function usePageMetaOverride(meta: MetaOverride | null): void {
  noteOnServer(meta);
  const title = meta ? `${meta.title} | Rove` : null;
  const description = meta?.description;
  const image = meta?.image;
  const type = meta?.type;
  // A page passes the same function while its data is the same (useCallback), or the head is written again.
  const structuredData = meta?.structuredData;
  useEffect(() => {
    if (!title || description === undefined) return;
    const apply = () => {
      write(title, description, image, type);
      writeStructuredData(structuredData?.(window.location.origin) ?? []);
    };
    apply();
    pageOverrideOnScreen.apply = apply;
    return () => {
      if (pageOverrideOnScreen.apply === apply) pageOverrideOnScreen.apply = null;
    };
  }, [title, description, image, type, structuredData]);
}

/** The page's own JSON-LD scripts (data-page), after the route's (applyPageMeta writes those). */
function writeStructuredData(documents: object[]) {
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"][data-page]')) old.remove();
  for (const data of documents) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = '';
    script.text = jsonLdScriptText(data as Record<string, unknown>);
    document.head.append(script);
  }
}

function write(title: string, description: string, image: string | undefined, type: string | undefined) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  if (type) setMeta('property', 'og:type', type);
  if (image) {
    const absolute = new URL(image, window.location.origin).href;
    setMeta('property', 'og:image', absolute);
    setMeta('name', 'twitter:image', absolute);
  }
}
