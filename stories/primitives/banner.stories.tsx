import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner, Link } from '@rove/ui';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Midweek deals in Canada', children: 'Save 15% on trips from Monday to Thursday.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    layout: { control: 'inline-radio', options: ['inline', 'page'] },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-3">
      <Banner {...args} tone="info" />
      <Banner {...args} tone="success" title="Booking confirmed">
        Your host has accepted your request.
      </Banner>
      <Banner {...args} tone="warning" title="Payment due">
        Pay within 48 hours to keep your booking.
      </Banner>
      <Banner {...args} tone="danger" title="Payment failed" onDismiss={() => {}}>
        Your card was declined.
      </Banner>
      <Banner {...args} layout="page" title={undefined} action={<Link href="#canadian">Learn more</Link>}>
        Proudly Canadian-owned.
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Danger interrupts (alert); the others are polite (status).
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
  },
};

function Dismissible({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Banner
      tone="warning"
      title="Thanksgiving weekend"
      onDismiss={() => {
        onDismiss();
        setOpen(false);
      }}
    >
      Book early: RVs go fast.
    </Banner>
  ) : (
    <p>Dismissed</p>
  );
}

export const DismissibleByKeyboardAndPointer: Story = {
  args: { onDismiss: fn() },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Dismissible onDismiss={args.onDismiss as () => void} />
      <Dismissible onDismiss={args.onDismiss as () => void} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(second);
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await expect(canvas.getAllByText('Dismissed')).toHaveLength(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Offres en semaine au Canada', children: 'Économisez 15 % du lundi au jeudi.', onDismiss: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fermer l’avis' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
