// The breakdown a renter reads adds up: for the server's own estimates of US RVs (every state) and Canadian RVs
// (every province and territory, host registered for taxes or not), the lines the PriceBreakdown shows sum to its
// total, every tax the total includes is listed, and French renters read TPS/TVH/TVP/TVQ.
import type { Country } from '@rove/contract';
import '@testing-library/jest-dom/vitest';
import { type FinancialBreakdown, PriceBreakdown, UiProvider } from '@rove/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { financialBreakdown } from '../server/src/pricing/financial-breakdown.ts';
import { quoteTrip } from '../server/src/pricing/quote-trip.ts';
import { canadianTaxes, usStateSalesTaxPercent } from '../server/src/pricing/sales-taxes.ts';
import { testListing, testTrip } from '../server/src/pricing/test-listing.ts';

// The server's pricing, imported as any module is (this folder may join packages: integration/README.md).
type Pricing = {
  estimate: (country: Country, region: string, options: { hostTaxes: boolean; payLaterTrip: boolean }) => FinancialBreakdown;
  usStates: string[];
  provinces: string[];
};
const pricing: Pricing = {
  usStates: Object.keys(usStateSalesTaxPercent),
  provinces: Object.keys(canadianTaxes),
  estimate(country, region, { hostTaxes, payLaterTrip }) {
    const listing = testListing({
      country,
      region,
      nightlyPrice: 19_933,
      weeklyPercent: 7,
      cleaningFee: 5_000,
      securityDeposit: 100_000,
      delivery: { freeRadius: 10, maxRadius: 100, pricePerUnit: 233 },
      addOns: [
        { id: 1, name: 'Bike rack', price: 1_050, daily: true, maxQuantity: 2 },
        { id: 2, name: 'Camp chairs', price: 999, daily: false },
      ],
      hostChargesFederalTax: hostTaxes,
      hostChargesSalesTax: hostTaxes,
    });
    const result = quoteTrip(
      listing,
      testTrip({
        startDate: payLaterTrip ? '2026-09-04' : '2026-06-05',
        endDate: payLaterTrip ? '2026-09-12' : '2026-06-13',
        roadsideAssistance: true,
        protectionLevel: 'Standard',
        rvUsage: 'Delivery',
        deliveryDistance: 37,
        addOns: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
      }),
    );
    if (!result.ok) throw new Error(result.error.code);
    return financialBreakdown(result.quote) as unknown as FinancialBreakdown;
  },
};

afterEach(cleanup);

function shown(breakdown: FinancialBreakdown, locale: 'en-US' | 'fr-CA') {
  const { container } = render(
    <UiProvider locale={locale}>
      <PriceBreakdown breakdown={breakdown} />
    </UiProvider>,
  );
  const lines = [...container.querySelectorAll<HTMLElement>('[data-line-amount]')];
  const cents = lines.reduce((total, line) => total + Math.round(Number(line.dataset.lineAmount) * 100), 0);
  const taxes = [...container.querySelectorAll('[data-slot="price-breakdown-tax"] dt')].map((term) => term.textContent ?? '');
  const total = container.querySelector('[data-slot="price-breakdown-total"] dd')?.textContent ?? '';
  return { cents, taxes, total, container };
}

describe('PriceBreakdown adds up for server estimates', () => {
  it('US RVs of every state: the lines sum to the total and the sales tax is listed', () => {
    for (const state of pricing.usStates) {
      for (const payLaterTrip of [false, true]) {
        const breakdown = pricing.estimate('US', state, { hostTaxes: false, payLaterTrip });
        const { cents, taxes, total } = shown(breakdown, 'en-US');
        expect(cents, `${state}`).toBe(Math.round(breakdown.RenterDiscountedTotal * 100));
        expect(total).toContain(breakdown.RenterDiscountedTotal.toLocaleString('en-US', { minimumFractionDigits: 2 }));
        expect(taxes.length, state).toBe(breakdown.TotalUSTaxes > 0 ? 1 : 0);
        expect(
          taxes.every((tax) => tax.startsWith('Sales tax (')),
          state,
        ).toBe(true);
        cleanup();
      }
    }
  });

  it('Canadian RVs of every province and territory, host registered or not, in both languages', () => {
    for (const province of pricing.provinces) {
      for (const hostTaxes of [false, true]) {
        const breakdown = pricing.estimate('CA', province, { hostTaxes, payLaterTrip: false });
        for (const locale of ['en-US', 'fr-CA'] as const) {
          const { cents, taxes } = shown(breakdown, locale);
          expect(cents, `${province} ${hostTaxes} ${locale}`).toBe(Math.round(breakdown.RenterDiscountedTotal * 100));
          expect(taxes.length, province).toBeGreaterThan(0);
          // English names in English (GST or HST always), French ones (TPS, TVH...) in French.
          expect(/\b(GST|HST|PST|QST|RST)\b/.test(taxes.join(' ')), `${province} ${locale}`).toBe(locale === 'en-US');
          cleanup();
        }
      }
    }
  });

  it('names Quebec taxes TPS and TVQ in French', () => {
    const { taxes } = shown(pricing.estimate('CA', 'QC', { hostTaxes: true, payLaterTrip: false }), 'fr-CA');
    expect(taxes[0]).toMatch(/^TPS \(5/);
    expect(taxes[1]).toMatch(/^TVQ \(9,975/);
  });

  it('never says "Due now" for a request the host has not answered: the amount is charged on acceptance', () => {
    const { container } = shown(pricing.estimate('US', 'CO', { hostTaxes: false, payLaterTrip: true }), 'en-US');
    const dueNow = container.querySelector('[data-slot="price-breakdown-due-now"]');
    expect(dueNow).toHaveTextContent('Charged when the host accepts');
    expect(dueNow).not.toHaveTextContent('Due now');
    expect(container.querySelector('[data-slot="price-breakdown-due-later"]')).toHaveTextContent(/Due on/);
    expect(container.querySelector('[data-slot="price-breakdown-security-deposit"]')).toHaveTextContent(/hold on your card on/);
  });
});
