import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { listen } from './listen.ts';

// The stand-in provider's page in a real browser: keyboard use, both languages, and axe at every step.

let ctx: TestContext;
let closeServer: () => Promise<void>;
let base: string;
let browser: Browser;
const axeSource = readFileSync(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  ({ base, close: closeServer } = await listen(ctx));
  browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
});

afterAll(async () => {
  await browser?.close();
  await closeServer();
  await ctx.close();
});

// The server project type-checks without DOM types: reach the page's globals through globalThis.
type PageGlobals = {
  document: { activeElement: { id: string; textContent: string | null } | null };
  axe: { run(): Promise<{ violations: Array<{ id: string }> }> };
};
const focusedId = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id);
const focusedText = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.textContent);

async function axeViolations(page: Page): Promise<string[]> {
  // Injected by the test harness, outside the page's CSP (the page itself runs no script).
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = globalThis as unknown as PageGlobals;
    return (await axe.run()).violations.map((violation) => violation.id);
  });
}

function authorizeUrl(lang: string, provider = 'apple') {
  const redirect = `${base}/callback-oauth`;
  return `${base}/oidc/auth?${new URLSearchParams({
    client_id: 'rove-web',
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    asch: provider,
    lang,
  })}`;
}

describe('the interaction page', () => {
  it.each([
    ['en', 'Rove identity provider · Apple', 'It stands in for Apple', 'Send me a code', 'This code is not valid or has expired.'],
    ['fr', 'Fournisseur d’identité Rove · Apple', 'Il remplace Apple', 'M’envoyer un code', 'Ce code n’est pas valide ou a expiré.'],
  ])('in %s: says what it is and works by keyboard (axe on the English pages)', async (lang, heading, standIn, send, invalid) => {
    const page = await browser.newPage({ bypassCSP: true });
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await page.goto(authorizeUrl(lang));
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.textContent('h1')).toBe(heading);
    expect(await page.textContent('.notice')).toContain(standIn);
    // The browser focuses the autofocus field at its next rendering after the page has loaded: waited for.
    await expect.poll(() => focusedId(page)).toBe('email');
    // Both languages share the markup: axe runs on the English pages only (it is slow to inject).
    const checkAxe = lang === 'en';
    expect(checkAxe ? await axeViolations(page) : []).toEqual([]);

    await page.keyboard.type(`page-${lang}@example.test`);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(send);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#code');
    await expect.poll(() => focusedId(page)).toBe('code');

    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role=alert]');
    expect(await page.textContent('[role=alert]')).toBe(invalid);
    expect(await page.getAttribute('#code', 'aria-invalid')).toBe('true');
    expect(checkAxe ? await axeViolations(page) : []).toEqual([]);
    expect(scriptErrors).toEqual([]);
    await page.close();
  });
});
