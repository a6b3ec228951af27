// The identity provider's pages: plain, bilingual (en/fr) HTML with no script except the external logout helper.
import type { Locale } from '@rove/contract';
import { fill, sectionWords } from '../../i18n/server-words.ts';
import { escapeHtml as e } from '../../mail/html.ts';
import { providerNames } from '../../mail/templates.ts';
import type { ExternalProvider } from '../schema.ts';

export type PageLocale = Locale;

// The pages' words: locales/{en,fr}/server.json, section identityPages.
const pageKeys = [
  'title',
  'standIn',
  'how',
  'email',
  'sendCode',
  'codeSent',
  'code',
  'firstName',
  'lastName',
  'namesHint',
  'continue',
  'otherEmail',
  'cancel',
  'devOutbox',
  'openOutbox',
  'switchLanguage',
  'moreChoices',
  'invalidEmail',
  'invalidCode',
  'rateLimited',
  'errorTitle',
  'errorBody',
  'logoutTitle',
  'logoutQuestion',
  'logoutYes',
  'logoutNo',
  'loggedOut',
  'backToRove',
] as const;
type PageKey = (typeof pageKeys)[number];
const pageText = (locale: Locale): Record<PageKey, string> => sectionWords(locale, 'identityPages', pageKeys);

export type PageErrorKey = 'invalidEmail' | 'invalidCode' | 'rateLimited';

const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f5f2; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #d6d3cc; border-radius: 12px; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .notice { padding: .75rem 1rem; background: #fff7e0; border: 1px solid #8a6d00; border-radius: 8px; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; font: inherit; border: 1px solid #6b6b6b; border-radius: 8px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .hint { color: #4a4a4a; font-size: .9rem; margin: .25rem 0 0; }
  .error { color: #a4161a; font-weight: 600; }
  button { margin-top: 1.25rem; padding: .65rem 1.25rem; font: inherit; font-weight: 600; border-radius: 8px; border: 1px solid #1b4332; background: #1b4332; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1b4332; }
  a { color: #1d4ed8; }
  nav { margin-top: 1.5rem; display: flex; gap: 1rem 1.5rem; flex-wrap: wrap; align-items: center; }
  nav form, nav button { margin: 0; }
`;

function layout(locale: PageLocale, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${styles}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface InteractionPageInput {
  locale: PageLocale;
  uid: string;
  provider: ExternalProvider;
  step: 'email' | 'code';
  email?: string;
  firstName?: string;
  lastName?: string;
  error?: PageErrorKey;
  /** Link to the development outbox (never in production). */
  outboxUrl?: string;
}

export function interactionPage(input: InteractionPageInput): string {
  const t = pageText(input.locale);
  const provider = providerNames[input.provider];
  const base = `/oidc/interaction/${encodeURIComponent(input.uid)}`;
  const other = input.locale === 'en' ? 'fr' : 'en';
  const errorId = 'form-error';
  const error = input.error ? `<p id="${errorId}" class="error" role="alert">${e(t[input.error])}</p>` : '';
  const describedBy = input.error ? ` aria-describedby="${errorId}"` : '';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const hidden = `<input type="hidden" name="lang" value="${input.locale}">`;
  const form =
    input.step === 'email'
      ? `<form method="post" action="${base}/email" novalidate>
  ${hidden}
  <label for="email">${e(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${e(input.email ?? '')}"${describedBy}${invalid}>
  ${error}
  <button type="submit">${e(t.sendCode)}</button>
</form>`
      : `<p role="status">${e(fill(t.codeSent, { email: input.email ?? '' }))}</p>
${input.outboxUrl ? `<p class="hint">${e(t.devOutbox)} <a href="${e(input.outboxUrl)}" target="_blank" rel="noopener">${e(t.openOutbox)}</a></p>` : ''}
<form method="post" action="${base}/code" novalidate>
  ${hidden}
  <input type="hidden" name="email" value="${e(input.email ?? '')}">
  <label for="code">${e(t.code)}</label>
  <input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required autofocus${describedBy}${invalid}>
  ${error}
  <label for="firstName">${e(t.firstName)}</label>
  <input id="firstName" name="firstName" autocomplete="given-name" maxlength="50" value="${e(input.firstName ?? '')}" aria-describedby="names-hint">
  <label for="lastName">${e(t.lastName)}</label>
  <input id="lastName" name="lastName" autocomplete="family-name" maxlength="50" value="${e(input.lastName ?? '')}" aria-describedby="names-hint">
  <p id="names-hint" class="hint">${e(t.namesHint)}</p>
  <button type="submit">${e(t.continue)}</button>
</form>`;
  const otherEmail = input.step === 'code' ? `<a href="${base}?lang=${input.locale}">${e(t.otherEmail)}</a>` : '';
  return layout(
    input.locale,
    `${t.title} · ${provider}`,
    `<h1>${e(t.title)} · ${e(provider)}</h1>
<p class="notice">${e(fill(t.standIn, { provider }))}</p>
<p>${e(t.how)}</p>
${form}
<nav aria-label="${e(t.moreChoices)}">
  ${otherEmail}
  <a href="${base}?lang=${other}" lang="${other}" hreflang="${other}">${e(t.switchLanguage)}</a>
  <form method="post" action="${base}/abort">${hidden}<button type="submit" class="secondary">${e(t.cancel)}</button></form>
</nav>`,
  );
}

export function errorPage(locale: PageLocale, detail?: { error?: string; error_description?: string }): string {
  const t = pageText(locale);
  const code = detail?.error
    ? `<p class="hint"><code>${e(detail.error)}</code>${detail.error_description ? `: ${e(detail.error_description)}` : ''}</p>`
    : '';
  return layout(locale, t.errorTitle, `<h1>${e(t.errorTitle)}</h1><p role="alert">${e(t.errorBody)}</p>${code}`);
}

/** The end-session confirmation. With an id_token_hint the helper script submits it (silent sign-out). */
export function logoutPage(locale: PageLocale, form: string, autoSubmit: boolean): string {
  const t = pageText(locale);
  const head = autoSubmit ? '<script src="/oidc/assets/logout.js" defer></script>' : '';
  return layout(
    locale,
    t.logoutTitle,
    `<h1>${e(t.logoutTitle)}</h1>
${form}
<p>${e(t.logoutQuestion)}</p>
<nav>
  <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${e(t.logoutYes)}</button>
  <button type="submit" form="op.logoutForm" class="secondary">${e(t.logoutNo)}</button>
</nav>`,
    head,
  );
}

export function loggedOutPage(locale: PageLocale, appUrl: string): string {
  const t = pageText(locale);
  return layout(
    locale,
    t.logoutTitle,
    `<h1>${e(t.logoutTitle)}</h1><p role="status">${e(t.loggedOut)}</p><p><a href="${e(appUrl)}">${e(t.backToRove)}</a></p>`,
  );
}

/** Submits the logout form with logout=yes (the page is rendered for a client that proved itself with id_token_hint). */
export const logoutScript = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
});
`;
