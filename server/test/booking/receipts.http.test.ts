// The renter's receipts (issue 23): a mail for the request and one for each payment, in their language, with the
// breakdown whose lines add up to the total; and the breakdown lines for every state and province.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptLines } from '../../src/mail/receipt-mail.ts';
import { quoteTrip } from '../../src/pricing/quote-trip.ts';
import { canadianTaxes, usStateSalesTaxPercent } from '../../src/pricing/sales-taxes.ts';
import { testListing, testTrip } from '../../src/pricing/test-listing.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, payWithCard, renterDetails } from './fixtures.ts';

describe('receiptLines', () => {
  const regions = [
    ...Object.keys(canadianTaxes).map((region) => ['CA', region] as const),
    ...Object.keys(usStateSalesTaxPercent).map((region) => ['US', region] as const),
  ];
  it.each(regions)('%s %s: the lines add up to the total, every tax listed', (country, region) => {
    const result = quoteTrip(
      testListing({
        country,
        region,
        nightlyPrice: 19_933,
        weeklyPercent: 7,
        cleaningFee: 5_000,
        addOns: [{ id: 1, name: 'Bike rack', price: 1_050, daily: true, maxQuantity: 2 }],
        hostChargesFederalTax: true,
        hostChargesSalesTax: true,
      }),
      testTrip({ endDate: '2026-06-13', roadsideAssistance: true, addOns: [{ id: 1, quantity: 2 }] }),
    );
    if (!result.ok) throw new Error(result.error.code);
    for (const language of ['en', 'fr'] as const) {
      const lines = receiptLines(result.quote, language);
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.quote.renterDiscountedTotal);
      const taxes = lines.filter((line) => /%\)$/.test(line.label)).map((line) => line.label);
      expect(language === 'fr' && /\b(GST|HST|PST|QST|RST)\b/.test(taxes.join(' '))).toBe(false);
      expect(taxes.length > 0).toBe(country === 'CA' || (usStateSalesTaxPercent[region] ?? 0) > 0);
    }
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => new Date('2026-05-01T12:00:00Z') });
});
afterAll(() => t.close());

describe('receipt mails', () => {
  it('the renter gets a receipt for the request and one for the payment, in French, with the breakdown and the policy', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', renter.user.id).execute();
    const created = await t.json<{ Id: number; Financial: { RenterDiscountedTotal: number } }>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: listing.id, Estimate: { dateStart: '2026-05-25', dateEnd: '2026-05-28' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': 'receipt-1' },
      ),
    );
    expect(created.status).toBe(201);
    const mails = () => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', renter.user.email).orderBy('id').execute();
    const request = (await mails()).find((mail) => mail.kind === 'receipt-request');
    expect(request).toMatchObject({ language: 'fr' });
    expect(request?.subject).toMatch(/^Reçu\s: votre demande pour /);
    expect(request?.text_body).toContain('Total (');
    expect(request?.text_body).toContain('Politique d’annulation');
    expect(request?.text_body).toContain('Rien n’est débité maintenant');

    await t.json(`/api/bookings/${created.body.Id}/accept`, jsonInit('POST', {}, host.headers));
    const { confirmed } = await payWithCard(t, renter, `/api/bookings/${created.body.Id}/payment-intent`);
    expect(confirmed.body.Status).toBe('succeeded');
    const receipts = (await mails()).filter((mail) => mail.kind === 'receipt-payment');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/^Reçu de paiement\s: /);
    expect(receipts[0]?.text_body).toContain('Paiement reçu');
  });
});
