import type { Locale } from '@rove/contract';
import { sectionWords } from '../i18n/server-words.ts';

/** The page's words: locales/{en,fr}/server.json, section paymentSimulator. */
const copyKeys = ['title', 'body', 'approve', 'fail'] as const;
const copyOf = (locale: Locale) => sectionWords(locale, 'paymentSimulator', copyKeys);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small accessible page with two buttons: approve or fail the authentication step. */
export function simulatorAuthenticationPage({
  clientSecret,
  returnUrl,
  locale,
}: {
  clientSecret: string;
  returnUrl: string;
  locale: Locale;
}): string {
  const t = copyOf(locale);
  const hidden = `<input type="hidden" name="payment_intent_client_secret" value="${escapeHtml(clientSecret)}"><input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:2px solid #1a1a1a;background:#fff;cursor:pointer}button[value=approve]{background:#0b5d3b;border-color:#0b5d3b;color:#fff}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p>
<form method="post">${hidden}<button type="submit" name="outcome" value="approve">${t.approve}</button><button type="submit" name="outcome" value="fail">${t.fail}</button></form>
</main></body></html>`;
}
