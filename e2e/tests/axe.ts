// The one accessibility check of the journeys: axe on the page as the user sees it, once the app is running (a
// signed-in page the server rendered for a visitor is rendered again in the browser; checking in between would
// judge a page nobody sees).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appReady } from './app-ready.ts';

export async function axe(page: Page, where: string): Promise<void> {
  await appReady(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
