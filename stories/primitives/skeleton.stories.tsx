import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '@rove/ui';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  render: () => (
    <section className="flex w-72 flex-col gap-3" aria-busy="true" aria-label="Loading listing">
      <Skeleton className="aspect-video w-full rounded-lg" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </section>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListingCard: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
