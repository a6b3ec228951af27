// The financial inputs of the trip-quote payload, read from the server's breakdown (money as the server computed it).
import type { FinancialBreakdown } from '@rove/contract';
import type { TripQuoteFinancial } from './trip-quote.ts';

export function tripQuoteFinancial(breakdown: FinancialBreakdown): TripQuoteFinancial {
  return {
    nightlyBase: breakdown.Nightly.Base,
    nightlyDiscounted: breakdown.Nightly.Discounted,
    weeklyDiscount: breakdown.Weekly?.Amount ?? 0,
    monthlyDiscount: breakdown.Monthly?.Amount ?? 0,
    totalRentalAmount: breakdown.TotalRentalAmount,
    roadside: breakdown.TotalRoadsides,
    insurance: breakdown.TotalInsurances,
    insuranceProtectionLevel: breakdown.InsuranceProtectionLevel,
    renterServiceFee: breakdown.TotalRenterServiceFees,
    cleaning: breakdown.TotalCleanings,
    securityDeposit: breakdown.SecurityDeposit.Amount,
    totalDays: breakdown.TotalDays,
    totalNights: breakdown.TotalNights,
    renterTotal: breakdown.RenterTotal,
    addOnsTotal: breakdown.TotalAddOns,
    country: breakdown.Country,
    deliveryTotal: breakdown.TotalDelivery,
    addOns: breakdown.AddOns.filter((a) => a.AddOnType === 'RVAddOn').map((a) => ({ name: a.Name, pricePerItem: a.Price, daily: a.Daily })),
  };
}
