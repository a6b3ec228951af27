import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EarningsEstimate } from '@rove/ui';

const nights = [3, 3, 4, 4, 11, 18, 19, 19, 11, 11, 4, 4];
const months = nights.map((n, i) => ({ month: i + 1, nights: n, earnings: Math.round(n * 165 * 0.8) }));

const meta = {
  title: 'Widgets/EarningsEstimate',
  component: EarningsEstimate,
  args: {
    currency: 'USD',
    month: 7,
    monthEarnings: months[6].earnings,
    monthNights: 19,
    yearEarnings: months.reduce((s, m) => s + m.earnings, 0),
    nightlyPrice: { low: 140, typical: 165, high: 210 },
    ownerFeePercent: 20,
    months,
    basis: 'From 42 similar Class C motorhomes in Colorado.',
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof EarningsEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const July: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You could earn in July' })).toBeVisible();
    await expect(canvas.getByText('$2,508')).toBeVisible();
    await expect(canvas.getByText(/19 nights booked · About \$/)).toBeVisible();
    await expect(canvas.getByText('Typical nightly price $165 (similar RVs: $140 to $210)')).toBeVisible();
    // Each bar's value is in its accessible text.
    await expect(canvas.getByText('January: $396')).toBeInTheDocument();
    await expect(canvas.getByText('After Rove’s 20% host fee.')).toBeVisible();
  },
};

export const FrenchCadDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  args: { currency: 'CAD', month: 1, monthEarnings: 396, monthNights: 3, basis: 'D’après 12 autocaravanes semblables en Alberta.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vous pourriez gagner en janvier' })).toBeVisible();
    await expect(canvas.getByText('396 $')).toBeVisible();
    await expect(canvas.getByText(/3 nuits réservées/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, months: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Estimating…');
  },
};
