import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '@rove/ui';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  // The click handler stops navigation so the test page stays put.
  args: { href: '#terms', children: 'Cancellation policy', onClick: fn((event) => event.preventDefault()) },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'muted', 'inherit', 'standalone'] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cancellation policy' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <p className="flex flex-col gap-2 text-sm">
      {(['default', 'muted', 'inherit', 'standalone'] as const).map((variant) => (
        <span key={variant}>
          Read the <Link {...args} variant={variant} /> ({variant})
        </span>
      ))}
    </p>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Politique d’annulation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Politique d’annulation' })).toHaveAttribute('data-slot', 'link');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
