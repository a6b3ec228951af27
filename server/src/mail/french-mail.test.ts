// French mails read as French (issue 38): elision and contraction before names, no-break spaces before high
// punctuation, the French home page in the welcome.
import { describe, expect, it } from 'vitest';
import { templateFor } from './booking-mail.ts';
import { mailTemplates } from './templates.ts';

const facts = {
  first: 'Marc',
  other: 'Élodie',
  rv: 'Le Huard voyageur 523',
  start: '1er décembre 2026',
  end: '5 décembre 2026',
  bookingId: 2,
  amount: '136,32 $',
  reason: '',
  day: (iso: string) => iso,
  money: (amount: number) => `${amount} $`,
};

describe('French mails', () => {
  it('say "d’Élodie" and "à bord du Huard", never "de Élodie" or "en Le Huard"', () => {
    const request = templateFor('change-requested', 'owner')?.fr(facts, {});
    const text = [request?.subject, ...(request?.paragraphs ?? [])].join(' ');
    expect(text).toContain('à bord du Huard voyageur 523');
    expect(text).not.toMatch(/ en Le Huard|de Le Huard|de Élodie/);
    const expired = templateFor('expire', 'owner')?.fr(facts, {});
    expect(expired?.paragraphs.join(' ')).toContain('La demande d’Élodie du 1er décembre 2026');
  });

  it('link the French welcome to the French home page, with French spacing', () => {
    const fr = mailTemplates.welcome('a@example.com', 'fr', { firstName: 'Élodie', appUrl: 'https://rove.example/', asHost: false });
    expect(fr.text).toContain('Ouvrir Rove\u00a0: https://rove.example/fr');
    expect(fr.html).toContain('href="https://rove.example/fr"');
    const en = mailTemplates.welcome('a@example.com', 'en', { appUrl: 'https://rove.example', asHost: false });
    expect(en.text).toContain('Open Rove: https://rove.example');
    const code = mailTemplates.signUpCode('a@example.com', 'fr', { code: '123456', minutes: 15 });
    expect(code.subject).toBe('Votre code d’inscription Rove\u00a0: 123456');
  });
});
