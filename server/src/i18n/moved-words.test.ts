// The server's refusals whose sentences moved from TypeScript tables to locales/{en,fr}/server.json (issue 39): each
// code worded in both languages, the waits counted with the language's plurals.
import { describe, expect, it } from 'vitest';
import { bookingError, bookingErrorCodes } from '../booking/booking-errors.ts';
import { invoiceWords, levelName } from '../booking/invoice.ts';
import { actionLimitMessage } from '../identity/action-limits.ts';
import { identityMessage, rateLimitedMessage, waitWords } from '../identity/messages.ts';

describe('words moved to server.json', () => {
  it('words every booking refusal in English and French (INVALID_PARAMETERS as the specification writes it)', () => {
    const words = bookingErrorCodes.map((code) => [code, bookingError(400, code, 'en').message, bookingError(400, code, 'fr').message]);
    expect(words.filter(([, en]) => !/\p{L}/u.test(en)).map(([code]) => code)).toEqual([]);
    expect(words.filter(([, en, fr]) => en === fr).map(([code]) => code)).toEqual(['INVALID_PARAMETERS']);
    expect(bookingError(400, 'INVALID_PARAMETERS', 'fr').message).toBe('Invalid parameters');
    expect(bookingError(404, 'BOOKING_NOT_FOUND', 'fr').message).toBe("Cette réservation n'existe pas.");
    expect(bookingError(409, 'RV_NOT_BOOKABLE', 'en').message).toMatch(/^This RV cannot be booked/);
  });

  it.each([
    ['en', 1, '1 second'],
    ['en', 2.2, '3 seconds'],
    ['en', 60, '1 minute'],
    ['en', 61, '2 minutes'],
    ['fr', 1, '1 seconde'],
    ['fr', 45, '45 secondes'],
    ['fr', 600, '10 minutes'],
  ] as const)('%s: a wait of %s s reads "%s"', (locale, seconds, text) => {
    expect(waitWords(locale, seconds)).toBe(text);
  });

  it('words the identity answers and the action limits with their wait', () => {
    expect(rateLimitedMessage('en', 30)).toBe('Too many attempts. Try again in 30 seconds.');
    expect(rateLimitedMessage('fr', 120)).toBe('Trop de tentatives. Réessayez dans 2 minutes.');
    expect(identityMessage('fr', 'invalidCredentials')).toBe('L’adresse courriel ou le mot de passe est incorrect.');
    expect(actionLimitMessage('uploadsPerUser', 'fr', 1)).toBe(
      'Vous avez téléversé beaucoup de photos en peu de temps. Réessayez dans 1 seconde.',
    );
  });

  it('words the invoice in both languages: nights counted, add-ons per night or per trip, the names of levels', () => {
    const [en, fr] = [invoiceWords('en'), invoiceWords('fr')];
    expect([en.rental(1, '$100.00'), en.rental(3, '$100.00')]).toEqual(['Rental: 1 night x $100.00', 'Rental: 3 nights x $100.00']);
    expect(fr.rental(2, '100,00 $')).toBe('Location\u00a0: 2 nuits x 100,00 $');
    expect([en.addOnDetail(2, true), fr.addOnDetail(1, false)]).toEqual(['2 x per night', '1 x par voyage']);
    expect([en.invoice, fr.statement, fr.onBehalf('Marc')]).toEqual(['Invoice', 'Relevé de versement', 'Au nom de Marc, hôte']);
    expect([levelName('fr', 'Basic'), levelName('en', 'StationaryPlus'), levelName('fr', 'Unknown')]).toEqual([
      'De base',
      'Stationary Plus',
      'Unknown',
    ]);
  });
});
