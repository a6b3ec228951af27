import type { FinancialBreakdown } from '@rove/contract';
import type { IsoDate } from './calendar.ts';
import { type Cents, sum, toDecimal } from './money.ts';
import { bookingPaymentSchedule } from './pay-later.ts';
import { type ProtectionLevel, protectionLevels, protectionPlans, stationaryDiscountRate } from './protection-plans.ts';
import type { TaxLine } from './sales-taxes.ts';
import type { TripQuote } from './quote-trip.ts';

/** What has happened to a booking's money so far; an estimate has none of it. */
export interface BookingLedger {
  bookingId: number;
  status: string;
  /** True when the renter pays when requesting (instant book) rather than after the host accepts. */
  payToReserve: boolean;
  payments: readonly LedgerPayment[];
  /** Credits already taken from the renter's account for this booking. */
  creditsApplied: Cents;
  pendingRenterRefund: Cents;
  payouts: Cents;
  securityDeposit: { taken: Cents; failed: boolean };
  closeouts: Cents;
  damages: Cents;
}

export interface LedgerPayment {
  id: number;
  kind: 'charge' | 'refund';
  amount: Cents;
  status: string;
  createdAt: string;
}

const round = toDecimal;

function taxAmounts(lines: readonly TaxLine[]) {
  // Rate as a fraction (0.13 for 13% HST), Percentage as shown (13).
  return lines.map((line) => ({
    Name: line.name,
    Rate: Math.round(line.percent * 1000) / 100_000,
    Percentage: line.percent,
    Amount: round(line.amount),
  }));
}

function taxTotal(lines: readonly TaxLine[]): Cents {
  return sum(lines.map((line) => line.amount));
}

export type { FinancialBreakdown };

/**
 * The financial breakdown of spec 001 section 3: PascalCase fields, amounts as decimal numbers in the
 * RV's currency. Pass the ledger of a booking, or nothing for an estimate.
 */
export function financialBreakdown(quote: TripQuote, ledger: BookingLedger | null = null, payToReserve = false): FinancialBreakdown {
  const charges = ledger?.payments.filter((payment) => payment.kind === 'charge' && payment.status === 'succeeded') ?? [];
  const refunds = ledger?.payments.filter((payment) => payment.kind === 'refund' && payment.status === 'succeeded') ?? [];
  const paid = sum(charges.map((payment) => payment.amount)) - sum(refunds.map((payment) => payment.amount));
  const creditsApplied = ledger?.creditsApplied ?? 0;
  const creditsPlanned = quote.credits.now + quote.credits.later;
  const creditsToBeApplied = creditsApplied > 0 ? 0 : quote.credits.now;
  const creditsToBeAppliedLater = Math.max(0, creditsPlanned - creditsApplied - creditsToBeApplied);
  // Post-trip charges (closeouts) are owed on top of the trip.
  const outstanding = Math.max(0, quote.renterDiscountedTotal + (ledger?.closeouts ?? 0) - creditsPlanned - paid);
  const amountDue = paid === 0 && creditsApplied === 0 ? quote.amountDueNow : outstanding;
  const rentalPaid =
    quote.renterDiscountedTotal > 0
      ? Math.round((quote.rental.rentalAmount * Math.max(0, paid + creditsApplied)) / quote.renterDiscountedTotal)
      : 0;
  const depositTaken = ledger?.securityDeposit.taken ?? 0;
  const perLevel = (value: (level: ProtectionLevel) => Cents) =>
    Object.fromEntries(protectionLevels.map((level) => [level, round(value(level))])) as Record<ProtectionLevel, number>;
  const discount = quote.rental.discount;
  const discountEntry = (kind: 'Midweekdays' | 'Monthly' | 'Weekly') =>
    discount?.kind === kind ? { Percentage: discount.percent, Amount: round(quote.rental.discountAmount), Nights: discount.nights } : null;
  // A booking's schedule counts what was paid (charges less refunds, credits taken) against its current total, so
  // after a change it never shows the new total as paid; an estimate's is the quote's own.
  const schedule = ledger
    ? bookingPaymentSchedule(quote.renterDiscountedTotal, quote.schedule.payLaterOn, {
        charged: sum(charges.map((payment) => payment.amount)),
        refunded: sum(refunds.map((payment) => payment.amount)),
        credits: creditsApplied,
      })
    : quote.schedule;
  const nothingPaidYet = schedule.paid <= 0;
  // Once something is paid, what is due now is the schedule's part due now (a pay-later trip's first instalment
  // topped up after a change), else the whole outstanding balance: the amount the next payment charges.
  const amountDueNow = !nothingPaidYet && schedule.payLater && schedule.dueNow > 0 ? Math.min(schedule.dueNow, outstanding) : amountDue;
  const schedulePayments: { Kind: 'Paid' | 'DueNow' | 'DueLater'; DueOn: IsoDate | null; Amount: number }[] = [];
  if (!nothingPaidYet) schedulePayments.push({ Kind: 'Paid', DueOn: null, Amount: round(schedule.paid) });
  if (nothingPaidYet || schedule.dueNow > 0) schedulePayments.push({ Kind: 'DueNow', DueOn: null, Amount: round(schedule.dueNow) });
  if (schedule.payLater && (nothingPaidYet || schedule.dueLater > 0))
    schedulePayments.push({ Kind: 'DueLater', DueOn: schedule.payLaterOn, Amount: round(schedule.dueLater) });

  return {
    BookingId: ledger?.bookingId ?? null,
    Country: quote.country,
    Currency: quote.currency,
    Status: ledger?.status ?? null,
    PayLater: quote.schedule.payLater,
    PayLaterOn: quote.schedule.payLaterOn,
    PayToReserve: ledger?.payToReserve ?? payToReserve,
    Payments: ledger
      ? ledger.payments.map((payment) => ({
          Id: payment.id,
          Kind: payment.kind,
          Amount: round(payment.amount),
          Status: payment.status,
          Date: payment.createdAt,
        }))
      : [],
    PaymentSchedule: schedulePayments,
    StartDate: quote.startDate,
    EndDate: quote.endDate,
    RvUsage: quote.rvUsage,
    DistanceUnit: quote.distanceUnit,
    DeliveryDistance: quote.delivery?.distance ?? null,
    AddOns: quote.addOns.map((addOn) => ({
      Id: addOn.id,
      Name: addOn.name,
      AddOnType: 'RVAddOn' as const,
      Price: round(addOn.price),
      Daily: addOn.daily,
      Quantity: addOn.quantity,
      Total: round(addOn.total),
    })),
    InsuranceProtectionLevel: quote.protection.level,
    RoadsideAssistance: quote.protection.roadsideTotal > 0,
    Deductible: round(quote.protection.deductible),
    InsuranceNightlyRate: round(quote.protection.insuranceNightly),
    RoadsideNightlyRate: round(quote.protection.roadsideNightly),
    Deductibles: perLevel((level) => protectionPlans[level].deductible),
    InsuranceRates: perLevel((level) => protectionPlans[level].nightly[quote.rvClass]),
    RoadsideRates: perLevel((level) => protectionPlans[level].roadsideNightly),
    StationaryDiscountRate: stationaryDiscountRate,
    AmountDue: round(ledger ? amountDueNow : amountDue),
    DepositAmount: round(quote.amountDueNow),
    Discount: round(quote.rental.discountAmount),
    OwnerPayoutTotal: round(quote.ownerPayout),
    OwnerReferralCredits: 0,
    OwnerSalesTaxAmounts: taxAmounts(quote.ownerSalesTaxes),
    OwnerTaxAmounts: taxAmounts(quote.ownerTaxes),
    OwnerTotal: round(quote.ownerTotal),
    PendingRenterRefund: round(ledger?.pendingRenterRefund ?? 0),
    RenterDiscountedTotal: round(quote.renterDiscountedTotal),
    RenterOutstandingBalance: round(outstanding),
    RenterTaxAmounts: taxAmounts(quote.renterTaxes),
    RenterTotal: round(quote.renterTotal),
    USTaxAmounts: taxAmounts(quote.usTaxes),
    SecurityDeposit: {
      Amount: round(quote.securityDeposit.amount),
      Balance: round(quote.securityDeposit.amount - depositTaken),
      Failed: ledger?.securityDeposit.failed ?? false,
      On: quote.securityDeposit.on as IsoDate,
      Taken: round(depositTaken),
    },
    TotalAddOns: round(quote.addOnsTotal),
    TotalCleanings: round(quote.cleaning),
    TotalCloseouts: round(ledger?.closeouts ?? 0),
    TotalDamages: round(ledger?.damages ?? 0),
    TotalDelivery: round(quote.delivery?.amount ?? 0),
    TotalDeliveryFee: round(quote.deliveryPricePerUnit),
    TotalIncomeProtection: 0,
    TotalInsurances: round(quote.protection.insuranceTotal),
    TotalNights: quote.nights,
    TotalDays: quote.totalDays,
    TotalOwnerTaxes: round(taxTotal(quote.ownerTaxes) + taxTotal(quote.ownerSalesTaxes)),
    TotalRenterTaxes: round(taxTotal(quote.renterTaxes)),
    TotalOwnerServiceFees: round(quote.ownerServiceFee),
    TotalRenterServiceFees: round(quote.renterServiceFee),
    TotalPaid: round(paid),
    TotalPayoutAmounts: round(ledger?.payouts ?? 0),
    TotalPreDiscountRentalAmount: round(quote.rental.preDiscountAmount),
    TotalRentalAmount: round(quote.rental.rentalAmount),
    TotalRentalPaid: round(rentalPaid),
    TotalRoadsides: round(quote.protection.roadsideTotal),
    TotalSecurityDepositItems: round(depositTaken),
    TotalUSTaxes: round(taxTotal(quote.usTaxes)),
    TotalCreditsToBeApplied: round(creditsToBeApplied + creditsToBeAppliedLater),
    TotalPromotionalDiscountAmount: round(quote.promotion?.amount ?? 0),
    TotalProtection: round(quote.protection.insuranceTotal + quote.protection.roadsideTotal),
    // Discounts: only the one applied is present (the others are null).
    Midweekdays: discountEntry('Midweekdays'),
    Monthly: discountEntry('Monthly'),
    Weekly: discountEntry('Weekly'),
    Nightly: { Base: round(quote.rental.nightlyBase), Discounted: round(quote.rental.nightlyDiscounted) },
    CreditsApplied: round(creditsApplied),
    CreditsToBeApplied: round(creditsToBeApplied),
    CreditsToBeAppliedLater: round(creditsToBeAppliedLater),
    PromoCode: quote.promotion?.code ?? null,
    FreeDistance: quote.allowances.freeDistance,
    ChargePerDistanceOver: round(quote.allowances.chargePerDistanceOver),
    FreeGeneratorHours: quote.allowances.freeGeneratorHours,
    ChargePerGeneratorHourOver: round(quote.allowances.chargePerGeneratorHourOver),
  };
}
