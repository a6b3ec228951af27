import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, GridItem, type GridColumns } from '@rove/ui';

const Cell = ({ children }: { children: string }) => (
  <div className="rounded-md bg-primary-soft px-2 py-3 text-center text-sm text-primary-soft-foreground">{children}</div>
);

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  render: (args) => (
    <Grid {...args} className="w-[720px]">
      {([12, 6, 6, 4, 4, 4, 3, 9, 1, 11] as GridColumns[]).map((span, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list.
        <GridItem key={i} span={span}>
          <Cell>{`span ${span}`}</Cell>
        </GridItem>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveColumns: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = canvas.getByText('span 12').parentElement as HTMLElement;
    const half = canvas.getAllByText('span 6')[0].parentElement as HTMLElement;
    await expect(full).toHaveClass('col-span-12');
    // Two halves plus the gap make the full width.
    await expect(Math.round(half.getBoundingClientRect().width * 2 + 16)).toBe(Math.round(full.getBoundingClientRect().width));
  },
};

export const Responsive: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 12 }} className="w-full">
      <GridItem span={{ base: 1, md: 8 }}>
        <Cell>Listing details</Cell>
      </GridItem>
      <GridItem span={{ base: 1, md: 4 }}>
        <Cell>Booking widget</Cell>
      </GridItem>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Booking widget').parentElement).toHaveClass('md:col-span-4');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
