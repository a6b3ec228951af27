import { describe, expect, it } from 'vitest';
import { type BookingLedger, financialBreakdown } from './financial-breakdown.ts';
import { quoteTrip, type TripQuote } from './quote-trip.ts';
import { testListing, testTrip } from './test-listing.ts';

function quoted(...args: Parameters<typeof quoteTrip>): TripQuote {
  const result = quoteTrip(...args);
  if (!result.ok) throw new Error(result.error.code);
  return result.quote;
}

// Every field spec 001 section 3 lists for the financial breakdown, spelt as it spells them.
const specFields = [
  'BookingId',
  'Country',
  'Status',
  'PayLater',
  'PayLaterOn',
  'PayToReserve',
  'Payments',
  'AddOns',
  'InsuranceProtectionLevel',
  'Deductible',
  'Deductibles',
  'InsuranceRates',
  'StationaryDiscountRate',
  'RoadsideRates',
  'AmountDue',
  'DepositAmount',
  'Discount',
  'OwnerPayoutTotal',
  'OwnerReferralCredits',
  'OwnerSalesTaxAmounts',
  'OwnerTaxAmounts',
  'OwnerTotal',
  'PendingRenterRefund',
  'RenterDiscountedTotal',
  'RenterOutstandingBalance',
  'RenterTaxAmounts',
  'RenterTotal',
  'USTaxAmounts',
  'SecurityDeposit',
  'TotalAddOns',
  'TotalCleanings',
  'TotalCloseouts',
  'TotalDamages',
  'TotalDelivery',
  'TotalDeliveryFee',
  'TotalIncomeProtection',
  'TotalInsurances',
  'TotalNights',
  'TotalOwnerTaxes',
  'TotalRenterTaxes',
  'TotalOwnerServiceFees',
  'TotalRenterServiceFees',
  'TotalPaid',
  'TotalPayoutAmounts',
  'TotalPreDiscountRentalAmount',
  'TotalRentalAmount',
  'TotalRentalPaid',
  'TotalRoadsides',
  'TotalSecurityDepositItems',
  'TotalUSTaxes',
  'TotalCreditsToBeApplied',
  'TotalPromotionalDiscountAmount',
  'Midweekdays',
  'Monthly',
  'Weekly',
  'Nightly',
  'CreditsApplied',
  'CreditsToBeApplied',
  'CreditsToBeAppliedLater',
  'PromoCode',
];

describe('financialBreakdown', () => {
  const listing = testListing({
    region: 'BC',
    cleaningFee: 12_550,
    securityDeposit: 75_000,
    weeklyPercent: 10,
    addOns: [{ id: 1, name: 'Kitchen kit', price: 1_500, daily: true }],
    hostChargesFederalTax: true,
  });
  const trip = testTrip({
    endDate: '2026-06-12',
    roadsideAssistance: true,
    addOns: [{ id: 1, quantity: 1 }],
    promotion: { code: 'SUMMER', kind: 'amount', value: 2_000 },
  });
  const breakdown = financialBreakdown(quoted(listing, trip));

  it('has every field of spec 001 section 3', () => {
    for (const field of specFields) expect(breakdown, field).toHaveProperty(field);
    expect(Object.keys(breakdown.SecurityDeposit).sort()).toEqual(['Amount', 'Balance', 'Failed', 'On', 'Taken']);
    for (const perLevel of [breakdown.Deductibles, breakdown.InsuranceRates, breakdown.RoadsideRates]) {
      expect(Object.keys(perLevel)).toEqual(['Basic', 'Standard', 'Premium', 'Stationary', 'StationaryPlus']);
    }
    expect(Object.keys(breakdown.Nightly).sort()).toEqual(['Base', 'Discounted']);
    expect(breakdown.AddOns[0]).toMatchObject({ Id: 1, AddOnType: 'RVAddOn', Price: 15, Daily: true, Quantity: 1, Total: 105 });
  });

  it('answers amounts as decimals in the currency', () => {
    expect(breakdown).toMatchObject({
      Country: 'CA',
      Currency: 'CAD',
      TotalNights: 7,
      TotalDays: 8,
      TotalPreDiscountRentalAmount: 700,
      TotalRentalAmount: 630,
      Discount: 70,
      Weekly: { Percentage: 10, Amount: 70, Nights: 7 },
      Monthly: null,
      Midweekdays: null,
      Deductible: 2500,
      Deductibles: { Basic: 2500, Standard: 1500, Premium: 500, Stationary: 1500, StationaryPlus: 500 },
      InsuranceRates: { Basic: 25, Standard: 35, Premium: 49, Stationary: 21.88, StationaryPlus: 30.63 },
      RoadsideRates: { Basic: 10, Standard: 8, Premium: 6, Stationary: 0, StationaryPlus: 0 },
      Nightly: { Base: 100, Discounted: 90 },
      TotalCleanings: 125.5,
      TotalAddOns: 105,
      InsuranceProtectionLevel: 'Basic',
      TotalInsurances: 175,
      TotalRoadsides: 70,
      TotalProtection: 245,
      PromoCode: 'SUMMER',
      TotalPromotionalDiscountAmount: 20,
      SecurityDeposit: { Amount: 750, Balance: 750, Failed: false, On: '2026-06-02', Taken: 0 },
      StationaryDiscountRate: 0.375,
    });
    // Service fee: 10% of 630 + 125.50 + 105 + 70 = 93.05, under the 7 x 15 minimum; GST on the host's 860.50 = 43.03
    expect(breakdown.TotalRenterServiceFees).toBe(105);
    expect(breakdown.OwnerTaxAmounts).toEqual([{ Name: 'GST', Rate: 0.05, Percentage: 5, Amount: 43.03 }]);
    expect(breakdown.RenterTaxAmounts).toEqual([
      { Name: 'GST', Rate: 0.05, Percentage: 5, Amount: 8.75 },
      { Name: 'PST', Rate: 0.07, Percentage: 7, Amount: 12.25 },
    ]);
    expect(breakdown.RenterTotal).toBe(1274.53); // 860.50 + 175 + 70 + 105 + 43.03 + 8.75 + 12.25
    expect(breakdown.RenterDiscountedTotal).toBeCloseTo(breakdown.RenterTotal - 20, 2);
    expect(breakdown.AmountDue).toBe(breakdown.RenterDiscountedTotal);
    expect(breakdown.PayLater).toBe(false);
    expect(breakdown.OwnerTotal).toBe(903.53);
    expect(breakdown.TotalOwnerServiceFees).toBe(147);
    expect(breakdown.OwnerPayoutTotal).toBe(756.53);
  });

  it('is an estimate until a ledger is given', () => {
    expect(breakdown).toMatchObject({ BookingId: null, Status: null, Payments: [], TotalPaid: 0, CreditsApplied: 0 });
  });

  it('reads payments, credits, refunds and payouts from the ledger', () => {
    const quote = quoted(testListing(), testTrip({ today: '2026-04-01', creditsAvailable: 5_000 }));
    expect(quote.schedule.payLater).toBe(true);
    const ledger: BookingLedger = {
      bookingId: 1,
      status: 'Confirmed',
      payToReserve: true,
      payments: [{ id: 7, kind: 'charge', amount: quote.amountDueNow, status: 'succeeded', createdAt: '2026-04-01T10:00:00Z' }],
      creditsApplied: quote.credits.now,
      pendingRenterRefund: 0,
      payouts: 0,
      securityDeposit: { taken: 0, failed: false },
      closeouts: 0,
      damages: 0,
    };
    const paid = financialBreakdown(quote, ledger);
    const dueLater = quote.schedule.dueLater - quote.credits.later;
    expect(paid).toMatchObject({ BookingId: 1, Status: 'Confirmed', PayToReserve: true, PayLater: true, PayLaterOn: '2026-04-29' });
    expect(paid.TotalPaid).toBe(quote.amountDueNow / 100);
    expect(paid.CreditsApplied).toBe(quote.credits.now / 100);
    expect(paid.RenterOutstandingBalance).toBe(dueLater / 100);
    expect(paid.AmountDue).toBe(dueLater / 100);
    expect(paid.Payments).toEqual([
      { Id: 7, Kind: 'charge', Amount: quote.amountDueNow / 100, Status: 'succeeded', Date: '2026-04-01T10:00:00Z' },
    ]);
  });
});
