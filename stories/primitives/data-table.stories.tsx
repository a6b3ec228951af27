import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from '@rove/ui';

interface Month {
  month: string;
  paid: number;
  upcoming: number;
}

const months: Month[] = [
  { month: 'May 2026', paid: 1840, upcoming: 0 },
  { month: 'June 2026', paid: 2315.5, upcoming: 420 },
  { month: 'July 2026', paid: 0, upcoming: 3120.75 },
];
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const columns: DataTableColumn<Month>[] = [
  { key: 'month', header: 'Month', render: (m) => m.month },
  { key: 'paid', header: 'Paid', numeric: true, render: (m) => money(m.paid) },
  { key: 'upcoming', header: 'Upcoming', numeric: true, render: (m) => money(m.upcoming) },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Month>,
  args: { caption: 'Earnings by month (USD)', columns, rows: months, rowKey: (m: Month) => m.month },
} satisfies Meta<typeof DataTable<Month>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Caption as heading, column headers, and each row named by its month for screen readers. */
export const EarningsByMonth: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Earnings by month (USD)' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Paid', 'Upcoming']);
    await expect(within(table).getByRole('rowheader', { name: 'June 2026' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$3,120.75' })).toHaveClass('text-end');
  },
};

/** No rows: one full-width line says so, the headers stay. */
export const Empty: Story = {
  args: { rows: [], empty: 'No earnings yet this year.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No earnings yet this year.' })).toHaveAttribute('colspan', '3');
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** A hidden caption still names the table. */
export const HiddenCaption: Story = {
  args: { caption: 'Payout history', hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Payout history' })).toBeVisible();
  },
};

/**
 * In a box narrower than the table (a phone), the table scrolls sideways in its own box, which then takes the
 * keyboard's focus as a group named by the caption (not a landmark: the page's section often has the same name); a table
 * that fits has no extra stop.
 */
export const ScrollsOnNarrowScreens: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('group', { name: 'Earnings by month (USD)' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.closest('div[style]')?.setAttribute('style', 'width: 40rem');
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).not.toHaveAttribute('tabindex');
  },
};
