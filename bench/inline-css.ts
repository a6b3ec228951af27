// The critical CSS inline in each server-rendered page (issue 35: one cached stylesheet, at most 14 KB inline): the
// pages' HTML as the running product sends it, its `<style>` elements' text measured as written and as sent (brotli,
// the server's encoding for pages to browsers without zstd; Chromium's zstd differs by a few bytes: 9,906 against
// 9,876 for the search page's). Pages the browser renders alone (signed-in pages) are the app's shell: not measured.
import { brotliCompressSync } from 'node:zlib';
import type { InlineCssWeight } from './budgets.ts';

/** The text of every `<style>` element of a page, in order. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
}

/** Each page's inline CSS on `origin`; a page that does not answer 200 throws (the figure cannot be measured). */
export async function measureInlineCss(origin: string, pages: readonly { name: string; path: string }[]): Promise<InlineCssWeight[]> {
  // The server's own settings for pages (its quality, text mode), so "as sent" is what it sends.
  const { brotliParams, textBrotliQuality } = await import(new URL('../server/src/http/compress.ts', import.meta.url).href);
  const weights: InlineCssWeight[] = [];
  for (const { name, path } of pages) {
    const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`inline CSS: ${path} answered ${res.status}`);
    const css = Buffer.from(inlineStyles(html));
    weights.push({
      page: name,
      raw: css.length,
      brotli: css.length ? brotliCompressSync(css, { params: brotliParams(textBrotliQuality, css.length) }).length : 0,
    });
  }
  return weights;
}
