import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakdown, UiProvider } from '@rove/ui';
import { canadianWeek, texasMidweek } from '../fixtures/breakdowns.ts';

/** A Canadian renter: English stories format money as en-CA, French ones as fr-CA. */
const inCanada: Decorator = (Story, context) => (
  <UiProvider locale={context.globals.locale === 'fr' ? 'fr-CA' : 'en-CA'}>{Story()}</UiProvider>
);

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
