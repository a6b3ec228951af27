import { describe, expect, it } from 'vitest';
import { ageOn, luhnValid } from '@rove/contract';
import { rvClassOf } from '../../src/booking/listing-terms.ts';
import { cardOutcome, testCards } from '../../src/payments/test-cards.ts';
import { tripErrorCatalogues, tripErrorCodes, tripErrorMessage } from '../../src/pricing/trip-errors.ts';

describe('test cards', () => {
  it.each([
    [testCards.succeeds, 'succeeds'],
    ['4242 4242 4242 4242', 'succeeds'],
    [testCards.declined, 'declined'],
    [testCards.insufficientFunds, 'insufficient_funds'],
    [testCards.requiresAuthentication, 'requires_authentication'],
    ['5555555555554444', 'succeeds'],
    ['4242424242424241', 'invalid_number'],
    ['1234', 'invalid_number'],
  ])('%s -> %s', (number, outcome) => {
    expect(cardOutcome(number)).toBe(outcome);
  });
  it('checks numbers with Luhn', () => {
    expect([luhnValid('79927398713'), luhnValid('79927398710')]).toEqual([false, false]);
    expect(luhnValid('378282246310005')).toBe(true);
  });
});

describe('trip error messages', () => {
  it('exist in English and French for every code', () => {
    for (const code of tripErrorCodes) {
      expect(Object.keys(tripErrorCatalogues.fr)).toContain(code);
      const params = {
        minimumNights: 3,
        maxGuests: 4,
        protectionLevel: 'Basic',
        maxRadius: 50,
        unit: 'km',
        addOnId: 7,
        promoCode: 'X',
        minimumAge: 25,
      };
      expect(tripErrorMessage({ code, params }, 'en')).not.toBe(tripErrorMessage({ code, params }, 'fr'));
    }
  });
});

describe('renter rules', () => {
  it.each([
    ['1990-04-02', '2026-04-01', 35],
    ['1990-04-02', '2026-04-02', 36],
    ['2001-05-20', '2026-05-19', 24],
    ['2001-05-20', '2026-05-20', 25],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
  ])('born %s, on %s: %i years old', (born, day, age) => {
    expect(ageOn(born, day)).toBe(age);
  });

  it.each([
    ['TravelTrailer', 'trailer'],
    ['FifthWheel', 'trailer'],
    ['ToyHauler', 'trailer'],
    ['ClassA', 'motorhome'],
    ['Campervan', 'motorhome'],
    ['TruckCamper', 'motorhome'],
    ['Vintage', 'trailer'],
    ['MotorHome', 'motorhome'],
    ['MotoVintage', 'motorhome'],
    ['NotAType', 'motorhome'],
  ])('%s pays %s rates', (type, rvClass) => {
    expect(rvClassOf(type)).toBe(rvClass);
  });
});
