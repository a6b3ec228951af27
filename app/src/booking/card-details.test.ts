import { describe, expect, it } from 'vitest';
import { checkCard, depositHoldDay, luhnValid, parseExpiry, scheduleLabelKey } from './card-details.ts';

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['4000002500003155', true],
    ['4242424242424241', false],
    ['4242', false],
    ['abcd', false],
  ])('luhn %s -> %s', (n, ok) => expect(luhnValid(n)).toBe(ok));

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1 / 2031', { month: 1, year: 2031 }],
    ['1230', { month: 12, year: 2030 }],
    ['13/30', null],
    ['00/30', null],
    ['soon', null],
  ])('expiry %s', (value, expected) => expect(parseExpiry(value)).toEqual(expected));

  it('gives the card to send, or error keys per field', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, '2026-11-22')).toEqual({
      errors: {},
      card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
    });
    expect(checkCard({ number: '', expiry: '', cvc: '' }, '2026-11-22').errors).toEqual({
      number: 'card.errors.required',
      expiry: 'card.errors.required',
      cvc: 'card.errors.required',
    });
    expect(checkCard({ number: '4242424242424241', expiry: '10/26', cvc: '12' }, '2026-11-22').errors).toEqual({
      number: 'card.errors.number',
      expiry: 'card.errors.expired',
      cvc: 'card.errors.cvc',
    });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, '2026-11-22').card).not.toBeNull();
  });
});

describe('depositHoldDay', () => {
  it.each([
    ['2027-07-04', '2027-07-01'],
    ['2027-03-02', '2027-02-27'],
    ['2027-01-01', '2026-12-29'],
  ])('trip from %s -> hold on %s', (start, hold) => expect(depositHoldDay(start)).toBe(hold));
});

describe('scheduleLabelKey: payments made are subtracted; what was paid is never shown as paid today', () => {
  it.each([
    ['a changed booking: what was paid', { Kind: 'Paid', DueOn: null }, false, 'complete.paid'],
    ['a changed booking: the balance due now', { Kind: 'DueNow', DueOn: null }, false, 'complete.dueNow'],
    ['while the host decides, due now is charged on acceptance', { Kind: 'DueNow', DueOn: null }, true, 'complete.onAcceptance'],
    ['a later instalment', { Kind: 'DueLater', DueOn: '2027-05-01' }, false, 'complete.dueOn'],
    ['an older answer without Kind, paid now', { DueOn: null }, false, 'complete.paidNow'],
  ] as const)('%s', (_case, payment, awaitingHost, key) => {
    expect(scheduleLabelKey(payment, awaitingHost)).toBe(key);
  });
});
