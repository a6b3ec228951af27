import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type FinancialBreakdown, PriceBreakdown, UiProvider } from '@rove/ui';

/** A Canadian renter: English stories format money as en-CA, French ones as fr-CA. */
const inCanada: Decorator = (Story, context) => (
  <UiProvider locale={context.globals.locale === 'fr' ? 'fr-CA' : 'en-CA'}>{Story()}</UiProvider>
);

/** A week in an Ontario class C, paying 25 % now and the rest later. */
const canadianWeek: FinancialBreakdown = {
  BookingId: 48213,
  Country: 'CA',
  Currency: 'CAD',
  Status: 'AwaitingOwnerApproval',
  PayLater: true,
  PayLaterOn: '2026-06-03',
  PayToReserve: true,
  Payments: [],
  PaymentSchedule: [
    { Kind: 'DueNow', DueOn: null, Amount: 540.55 },
    { Kind: 'DueLater', DueOn: '2026-06-03', Amount: 1621.66 },
  ],
  StartDate: '2026-07-10',
  EndDate: '2026-07-17',
  RvUsage: 'Pickup',
  DistanceUnit: 'km',
  DeliveryDistance: null,
  AddOns: [
    { Id: 1, Name: 'Bike rack', AddOnType: 'RVAddOn', Daily: true, Price: 10, Quantity: 1, Total: 70 },
    { Id: 2, Name: 'Camping chairs', AddOnType: 'RVAddOn', Daily: false, Price: 12.5, Quantity: 2, Total: 25 },
  ],
  InsuranceProtectionLevel: 'Standard',
  RoadsideAssistance: true,
  Deductible: 1000,
  InsuranceNightlyRate: 35,
  RoadsideNightlyRate: 12,
  Deductibles: { Basic: 2500, Standard: 1000, Premium: 500, Stationary: 1000, StationaryPlus: 500 },
  InsuranceRates: { Basic: 25, Standard: 35, Premium: 50, Stationary: 20, StationaryPlus: 30 },
  RoadsideRates: { Basic: 12, Standard: 12, Premium: 12, Stationary: 0, StationaryPlus: 0 },
  StationaryDiscountRate: 0.125,
  AmountDue: 540.55,
  DepositAmount: 540.55,
  Discount: 132.3,
  OwnerPayoutTotal: 1071.63,
  OwnerReferralCredits: 0,
  OwnerSalesTaxAmounts: [],
  OwnerTaxAmounts: [],
  OwnerTotal: 1190.7,
  PendingRenterRefund: 0,
  RenterDiscountedTotal: 2162.21,
  RenterOutstandingBalance: 2162.21,
  RenterTaxAmounts: [{ Name: 'HST', Rate: 0.13, Percentage: 13, Amount: 248.75 }],
  RenterTotal: 2162.21,
  USTaxAmounts: [],
  SecurityDeposit: { Amount: 1000, Balance: 1000, Failed: false, On: '2026-07-08', Taken: 0 },
  TotalAddOns: 95,
  TotalCleanings: 120,
  TotalCloseouts: 0,
  TotalDamages: 0,
  TotalDelivery: 0,
  TotalDeliveryFee: 0,
  TotalIncomeProtection: 0,
  TotalInsurances: 245,
  TotalNights: 7,
  TotalDays: 8,
  TotalOwnerTaxes: 0,
  TotalRenterTaxes: 248.75,
  TotalOwnerServiceFees: 119.07,
  TotalRenterServiceFees: 178.76,
  TotalPaid: 0,
  TotalPayoutAmounts: 0,
  TotalPreDiscountRentalAmount: 1323,
  TotalRentalAmount: 1190.7,
  TotalRentalPaid: 0,
  TotalRoadsides: 84,
  TotalSecurityDepositItems: 0,
  TotalUSTaxes: 0,
  TotalCreditsToBeApplied: 0,
  TotalPromotionalDiscountAmount: 0,
  TotalProtection: 329,
  Midweekdays: null,
  Monthly: null,
  Weekly: { Percentage: 10, Amount: 132.3, Nights: 7 },
  Nightly: { Base: 189, Discounted: 170.1 },
  CreditsApplied: 0,
  CreditsToBeApplied: 0,
  CreditsToBeAppliedLater: 0,
  PromoCode: null,
  FreeDistance: 1600,
  ChargePerDistanceOver: 0.45,
  FreeGeneratorHours: null,
  ChargePerGeneratorHourOver: 0,
};

/** Four midweek nights in Texas with delivery, credits and a promo code, paid in full now. */
const texasMidweek: FinancialBreakdown = {
  ...canadianWeek,
  BookingId: 50117,
  Country: 'US',
  Currency: 'USD',
  Status: 'Confirmed',
  PayLater: false,
  PayLaterOn: null,
  PaymentSchedule: [{ Kind: 'DueNow', DueOn: null, Amount: 977.36 }],
  DistanceUnit: 'mi',
  RvUsage: 'Delivery',
  DeliveryDistance: 40,
  AddOns: [{ Id: 3, Name: 'Generator', AddOnType: 'RVAddOn', Daily: false, Price: 60, Quantity: 1, Total: 60 }],
  InsuranceProtectionLevel: 'Basic',
  AmountDue: 977.36,
  Discount: 90,
  RenterOutstandingBalance: 977.36,
  RenterDiscountedTotal: 1002.36,
  RenterTaxAmounts: [{ Name: 'Texas sales tax', Rate: 0.0825, Percentage: 8.25, Amount: 54.86 }],
  RenterTotal: 1032.36,
  SecurityDeposit: { Amount: 500, Balance: 500, Failed: false, On: null, Taken: 0 },
  TotalAddOns: 60,
  TotalCleanings: 95,
  TotalDelivery: 80,
  TotalInsurances: 100,
  TotalNights: 4,
  TotalDays: 5,
  TotalRenterTaxes: 54.86,
  TotalRenterServiceFees: 72.5,
  TotalPreDiscountRentalAmount: 600,
  TotalRentalAmount: 510,
  TotalRoadsides: 60,
  TotalPromotionalDiscountAmount: 30,
  TotalProtection: 160,
  Midweekdays: { Percentage: 15, Amount: 90, Nights: 4 },
  Monthly: null,
  Weekly: null,
  Nightly: { Base: 150, Discounted: 127.5 },
  CreditsApplied: 0,
  CreditsToBeApplied: 25,
  CreditsToBeAppliedLater: 0,
  PromoCode: 'SUMMER30',
};

const meta = {
  title: 'Widgets/PriceBreakdown',
  component: PriceBreakdown,
  args: { breakdown: canadianWeek },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PriceBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the amount a screen reader announces after a term. */
function amountOf(canvas: HTMLElement, term: string | RegExp) {
  const dt = within(canvas).getByText(term, { selector: 'dt, dt *' }).closest('dt');
  return dt?.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ');
}

export const CanadianWeekPayLater: Story = {
  tags: ['visual'],
  decorators: [inCanada],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Price details' })).toBeVisible();
    await expect(amountOf(canvasElement, '$189.00 × 7 nights')).toBe('$1,323.00');
    await expect(canvas.getByText('Discounted rate $170.10 per night')).toBeVisible();
    await expect(amountOf(canvasElement, 'Weekly discount (10%)')).toBe('-$132.30');
    await expect(amountOf(canvasElement, 'Standard protection')).toBe('$329.00');
    await expect(amountOf(canvasElement, 'HST (13%)')).toBe('$248.75');
    await expect(amountOf(canvasElement, 'Total (CAD)')).toBe('$2,162.21');
    // A request: nothing is "due now"; the first instalment is charged when the host accepts.
    await expect(amountOf(canvasElement, 'Charged when the host accepts')).toBe('$540.55');
    await expect(canvas.queryByText('Due now')).toBeNull();
    await expect(amountOf(canvasElement, 'Due on June 3, 2026')).toBe('$1,621.66');
    await expect(amountOf(canvasElement, 'Security deposit')).toBe('$1,000.00');
    await expect(canvas.getByText('$12.50 per trip × 2')).toBeVisible();
    await expect(canvas.getByText(/only authorised on your card; nothing is charged if the host declines/)).toBeVisible();
  },
};

export const CanadianWeekInFrench: Story = {
  globals: { locale: 'fr' },
  decorators: [inCanada],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Détail du prix' })).toBeVisible();
    await expect(amountOf(canvasElement, '189,00 $ × 7 nuits')).toBe('1 323,00 $');
    await expect(amountOf(canvasElement, 'Rabais hebdomadaire (10 %)')).toBe('-132,30 $');
    await expect(amountOf(canvasElement, 'Total (CAD)')).toBe('2 162,21 $');
    await expect(amountOf(canvasElement, 'À payer le 3 juin 2026')).toBe('1 621,66 $');
  },
};

/** A visitor who chose US dollars looks at a Canadian RV: the total in their currency, and the currency charged. */
export const CanadianWeekSeenInUsDollars: Story = {
  decorators: [inCanada],
  args: { displayTotal: { amount: 1578.41, currency: 'USD' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(amountOf(canvasElement, 'Total (CAD)')).toBe('$2,162.21');
    await expect(canvas.getByText('About US$1,578.41 in your currency. You are charged in CAD.')).toBeVisible();
  },
};

export const TexasMidweekWithPromoCode: Story = {
  tags: ['visual'],
  args: { breakdown: texasMidweek },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Midweek comes first among the discounts, even when a weekly one is present.
    await expect(amountOf(canvasElement, 'Midweek discount (15%)')).toBe('-$90.00');
    await expect(amountOf(canvasElement, 'Delivery')).toBe('$80.00');
    await expect(amountOf(canvasElement, 'Credits')).toBe('-$25.00');
    await expect(amountOf(canvasElement, 'Promo code SUMMER30')).toBe('-$30.00');
    await expect(amountOf(canvasElement, 'Total (USD)')).toBe('$1,002.36');
    await expect(amountOf(canvasElement, 'Due now')).toBe('$977.36');
    await expect(canvas.queryByText(/Due on/)).toBeNull();
    await expect(canvas.queryByText(/when the host accepts/)).toBeNull();
  },
};

export const TexasInFrench: Story = {
  args: { breakdown: texasMidweek },
  globals: { locale: 'fr', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Total (USD)')).toBe('1 002,36 $ US');
    await expect(amountOf(canvasElement, 'Code promo SUMMER30')).toBe('-30,00 $ US');
  },
};

/** The same Canadian week after the deposit was paid: what remains is due on the pay-later date, nothing now. */
export const CanadianWeekDepositPaid: Story = {
  decorators: [inCanada],
  args: {
    breakdown: {
      ...canadianWeek,
      Status: 'Confirmed',
      TotalPaid: 540.55,
      AmountDue: 1621.66,
      RenterOutstandingBalance: 1621.66,
      Payments: [{ Id: 1, Kind: 'charge', Amount: 540.55, Date: '2026-04-02T15:00:00Z', Status: 'succeeded' }],
      PaymentSchedule: [
        { Kind: 'Paid', DueOn: null, Amount: 540.55 },
        { Kind: 'DueLater', DueOn: '2026-06-03', Amount: 1621.66 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(amountOf(canvasElement, 'Paid')).toBe('$540.55');
    await expect(amountOf(canvasElement, 'Due on June 3, 2026')).toBe('$1,621.66');
    await expect(canvas.queryByText('Due now')).toBeNull();
    await expect(canvas.queryByText(/when the host accepts/)).toBeNull();
  },
};

/**
 * The lines and the total only (`payments={false}`): for a page that shows its own payment lines, such as a booking
 * whose schedule the server words for its viewer, or a proposed change charged once it is approved.
 */
export const WithoutPayments: Story = {
  decorators: [inCanada],
  args: { payments: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(amountOf(canvasElement, 'Total (CAD)')).toBe('$2,162.21');
    await expect(canvas.queryByText('Charged when the host accepts')).toBeNull();
    await expect(canvas.queryByText(/Due on/)).toBeNull();
    await expect(canvas.queryByText(/only authorised on your card/)).toBeNull();
    await expect(amountOf(canvasElement, 'Security deposit')).toBe('$1,000.00');
  },
};
