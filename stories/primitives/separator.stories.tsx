import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Separator } from '@rove/ui';

const meta = {
  title: 'Primitives/Separator',
  component: Separator,
  render: (args) => (
    <div className="flex w-80 flex-col gap-3 text-sm">
      <p>Rental: $1,134</p>
      <Separator {...args} />
      <div className="flex h-6 items-center gap-3">
        <span>Trips</span>
        <Separator orientation="vertical" />
        <span>Messages</span>
      </div>
    </div>
  ),
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('separator')).toBeNull();
  },
};

export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
