import { UiProvider } from '@rove/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLocale } from '../../i18n/i18n.ts';
import { guestsLine } from './change-history.tsx';
import { DifferenceSummary } from './change-parts.tsx';

const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => cleanup());

describe('the money difference the server gave, in the page language (the client displays, never computes)', () => {
  it.each([
    [
      'en',
      { CurrentTotal: 500, NewTotal: 720, Difference: 220, Paid: 500, ToCharge: 220, ToRefund: 0, When: 'on-approval' },
      [/The trip costs \$220\.00 more\./, /\$220\.00 will be charged once the change is approved \(paid from the booking page\)\./],
    ],
    [
      'en',
      { CurrentTotal: 500, NewTotal: 380, Difference: -120, Paid: 500, ToCharge: 0, ToRefund: 120, When: 'on-approval' },
      [/The trip costs \$120\.00 less\./, /\$120\.00 will be refunded to the card once the change is approved\./],
    ],
    [
      'fr',
      { CurrentTotal: 500, NewTotal: 380, Difference: -120, Paid: 500, ToCharge: 0, ToRefund: 120, When: 'on-approval' },
      [/Le voyage coûte 120,00 \$ US de moins\./, /120,00 \$ US sera remboursé sur la carte une fois la modification acceptée\./],
    ],
    [
      'fr',
      { CurrentTotal: 500, NewTotal: 600, Difference: 100, Paid: 0, ToCharge: 0, ToRefund: 0, When: 'with-schedule' },
      [/Le voyage coûte 100,00 \$ US de plus\./, /Le nouveau total est payé selon le calendrier de paiement\./],
    ],
  ] as const)('%s: %o', async (locale, difference, lines) => {
    await setLocale(locale);
    render(
      <UiProvider locale={locale === 'fr' ? 'fr-CA' : 'en-US'}>
        <DifferenceSummary difference={difference} currency="USD" />
      </UiProvider>,
    );
    const text = plain(screen.getByTestId('change-difference').textContent);
    for (const line of lines) expect(text).toMatch(line);
  });
});

describe('the guests of a trip, counted in the page language', () => {
  it.each([
    ['en', 1, 0, '1 adult'],
    ['en', 2, 1, '2 adults, 1 child'],
    ['fr', 1, 0, '1 adulte'],
    ['fr', 3, 2, '3 adultes, 2 enfants'],
  ] as const)('%s: %i adults, %i children → %s', async (locale, adults, children, text) => {
    await setLocale(locale);
    expect(guestsLine(i18n.getFixedT(locale, 'changes'), adults, children)).toBe(text);
  });
});
