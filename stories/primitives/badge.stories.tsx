import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '@rove/ui';

const variants = ['neutral', 'info', 'success', 'warning', 'danger', 'superhost', 'instantBook', 'deliveryOnly', 'featured'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: { variant: { control: 'select', options: variants } },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {['neutral', 'info', 'success', 'warning', 'danger'].includes(variant) ? variant : undefined}
        </Badge>
      ))}
    </div>
  ),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllVariants: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Superhost', 'Instant Book', 'Delivery only', 'Featured', 'warning']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('Superhost').closest('[data-slot="badge"]')).toHaveAttribute('data-variant', 'superhost');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Superhôte', 'Réservation instantanée', 'Livraison seulement', 'En vedette']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const CustomWords: Story = {
  render: () => <Badge variant="superhost">Top host</Badge>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Top host')).toBeVisible();
  },
};
