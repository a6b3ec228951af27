import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, VisuallyHidden } from '@rove/ui';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  tags: ['visual'],
  render: () => (
    // Still (no spin) so that the screenshot is deterministic.
    <div className="flex items-center gap-4 text-primary [&_svg]:animate-none">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Loading RVs" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('status', { name: 'Loading RVs' })).toHaveAttribute('data-size', 'lg');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Chargement' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** VisuallyHidden: words for screen readers only. */
export const WithVisuallyHiddenText: Story = {
  render: () => (
    <p>
      <Spinner decorative size="sm" /> <VisuallyHidden>Searching RVs near Banff</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Searching RVs near Banff');
    await expect(text).toHaveClass('sr-only');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
