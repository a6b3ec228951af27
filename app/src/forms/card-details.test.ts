import { CardInputSchema } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { cardBody, cardProblems, depositHoldDay, parseExpiry, scheduleLabelKey } from './card-details.ts';

describe('card checks: the contract’s CardInputSchema, then the expiry', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1 / 2031', { month: 1, year: 2031 }],
    ['1230', { month: 12, year: 2030 }],
    ['13/30', null],
    ['00/30', null],
    ['soon', null],
  ])('expiry %s', (value, expected) => expect(parseExpiry(value)).toEqual(expected));

  it('the card to send', () => {
    expect(cardBody({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: ' 123 ' })).toEqual({
      Number: '4242424242424242',
      ExpMonth: 12,
      ExpYear: 2030,
      Cvc: '123',
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, '2026-11-22', CardInputSchema)).toEqual({});
    expect(cardProblems({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, '2026-11-22', CardInputSchema)).toEqual({});
  });

  it('problems by field, with stable codes', () => {
    expect(cardProblems({ number: '', expiry: '', cvc: '' }, '2026-11-22', CardInputSchema)).toMatchObject({
      number: { code: 'required' },
      expiry: { code: 'required' },
      cvc: { code: 'required' },
    });
    expect(cardProblems({ number: '4242424242424241', expiry: '10/26', cvc: '12' }, '2026-11-22', CardInputSchema)).toMatchObject({
      number: { code: 'invalid' },
      expiry: { code: 'expired' },
      cvc: { code: 'format' },
    });
    expect(cardProblems({ number: '4000000000000002', expiry: '13/30', cvc: '1234' }, '2026-11-22', CardInputSchema)).toEqual({
      expiry: { code: 'invalid', contractCode: 'CardExpiry.past' },
    });
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
