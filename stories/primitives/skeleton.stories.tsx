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
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Without the pulse, so that the screenshot is deterministic. */
export const Still: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex w-72 flex-col gap-3">
      <Skeleton className="aspect-video w-full rounded-lg motion-safe:animate-none" />
      <Skeleton className="h-5 w-3/4 motion-safe:animate-none" />
    </div>
  ),
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
