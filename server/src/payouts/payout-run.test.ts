// The payout rule (issue 38): a due payout is paid to a payout method on file, held (once) while its host has none,
// and never moved before its day or once paid or cancelled.
import { describe, expect, it } from 'vitest';
import { type PayoutFacts, payoutStep } from './payout-run.ts';

const due: PayoutFacts = { status: 'scheduled', scheduledFor: '2026-05-05', heldAt: null };
const heldAt = new Date('2026-05-05T08:00:00Z');

describe('payoutStep', () => {
  it.each([
    ['a payout before its day waits, method or not', due, '2026-05-04', true, 'wait'],
    ['a payout before its day waits, method or not', due, '2026-05-04', false, 'wait'],
    ['a due payout is paid when the host has a payout method', due, '2026-05-05', true, 'pay'],
    ['a payout past its day is paid when the host has a payout method', due, '2026-06-01', true, 'pay'],
    ['a due payout is held when the host has no payout method', due, '2026-05-05', false, 'hold'],
    ['a held payout stays held (no new run) while there is no method', { ...due, heldAt }, '2026-05-09', false, 'keep'],
    ['a held payout is paid once a method exists', { ...due, heldAt }, '2026-05-09', true, 'pay'],
    ['a paid payout is left as it is', { ...due, status: 'paid' }, '2026-05-09', true, 'keep'],
    ['a cancelled payout is never paid', { ...due, status: 'canceled' }, '2026-05-09', true, 'keep'],
  ] as const)('%s', (_, payout, today, hasMethod, step) => {
    expect(payoutStep(payout, { today, hasMethod })).toBe(step);
  });
});
