// The one parse of the answers that carry money or state: a whole answer passes (its type the contract's), one the
// contract refuses is reported and refused, and a field the contract does not know is not kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from './test-booking.ts';
import { setErrorReporter } from '../lib/report-error.ts';
import { AnswerShapeError, parseAnswer } from './parse-answer.ts';

afterEach(() => setErrorReporter(() => {}));

describe('parseAnswer', () => {
  it('answers a booking the contract accepts', async () => {
    const booking = await parseAnswer('booking', testBooking({ RvName: 'Big Sky' }), 'GET /api/bookings/7');
    expect(booking.RvName).toBe('Big Sky');
    expect(booking.Financial.RenterDiscountedTotal).toBe(690);
  });

  it('refuses and reports a booking whose money is not a number', async () => {
    const reports: unknown[] = [];
    setErrorReporter((report) => reports.push(report.error));
    const broken = testBooking();
    const answer = { ...broken, Financial: { ...broken.Financial, RenterTotal: '690' } };
    await expect(parseAnswer('booking', answer, 'GET /api/bookings/7')).rejects.toBeInstanceOf(AnswerShapeError);
    expect(reports).toHaveLength(1);
    expect((reports[0] as AnswerShapeError).issues[0].path).toEqual(['Financial', 'RenterTotal']);
  });

  it('refuses a status the contract does not know', async () => {
    setErrorReporter(vi.fn());
    await expect(parseAnswer('booking', testBooking({ Status: 'Teleported' as never }), 'x')).rejects.toThrow(/does not match/);
  });

  it('answers an accepted booking without the schemas (its guard), and hands any other to them', async () => {
    vi.resetModules();
    let parsed = 0;
    vi.doMock('@rove/contract/answers', () => ({
      answerSchemas: {
        booking: {
          safeParse: () => {
            parsed++;
            return { success: true, data: 'parsed by the schema' };
          },
        },
      },
    }));
    try {
      const fresh = await import('./parse-answer.ts');
      await expect(fresh.parseAnswer('booking', testBooking({ RvName: 'Big Sky' }), 'x')).resolves.toMatchObject({ RvName: 'Big Sky' });
      expect(parsed).toBe(0);
      await expect(fresh.parseAnswer('booking', { ...testBooking(), Extra: 1 }, 'x')).resolves.toBe('parsed by the schema');
      expect(parsed).toBe(1);
    } finally {
      vi.doUnmock('@rove/contract/answers');
      vi.resetModules();
    }
  });

  it('keeps only the fields the contract names', async () => {
    const parsed = await parseAnswer('payouts', { Items: [], Secret: 'x' }, 'GET /api/payouts');
    expect(parsed).toEqual({ Items: [] });
  });
});
