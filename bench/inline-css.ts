// The critical CSS inline in each server-rendered page (issue 35: one cached stylesheet, at most 14 KB inline): the
// pages' HTML as the running product sends it, its `<style>` elements' text measured as written and as sent: encoded
// as the server encodes pages, in zstd (Chromium, Firefox) and in brotli (Safari), the larger of the two (they differ
// by a few bytes: 9,906 and 9,876 for the search page's). Pages the browser renders alone (signed-in pages) are the
// app's shell: not measured.
import type { InlineCssWeight } from './budgets.ts';

/** The text of every `<style>` element of a page, in order. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
}

/** Each page's inline CSS on `origin`; a page that does not answer 200 throws (the figure cannot be measured). */
export async function measureInlineCss(origin: string, pages: readonly { name: string; path: string }[]): Promise<InlineCssWeight[]> {
  // The server's own encoder (its levels and settings for a text of this size), so "as sent" is what it sends. The
  // CSS is encoded alone: within its page, it is compressed with what surrounds it.
  const { encodeText } = await import(new URL('../server/src/http/compress.ts', import.meta.url).href);
  const weights: InlineCssWeight[] = [];
  for (const { name, path } of pages) {
    const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`inline CSS: ${path} answered ${res.status}`);
    const css = Buffer.from(inlineStyles(html));
    weights.push({
      page: name,
      raw: css.length,
      sent: css.length ? Math.max(encodeText(css, 'zstd').length, encodeText(css, 'br').length) : 0,
    });
  }
  return weights;
}
