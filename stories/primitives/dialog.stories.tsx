import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, Popover, PopoverContent, PopoverTrigger } from '@rove/ui';
import { OverlayFrame } from './overlay-frame.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  args: { title: 'Cancel this booking?', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <p>Your host will be notified and the refund follows the cancellation policy.</p>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const KeyboardAndPointer: Story = {
  args: {
    description: 'The refund follows the cancellation policy.',
    footer: (
      <DialogClose asChild>
        <Button>Keep booking</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    // Keyboard: open with Enter, focus moves inside, Tab stays trapped, Escape closes and returns focus.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toHaveAccessibleDescription('The refund follows the cancellation policy.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Pointer: open by click, close with the labelled close button.
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Pointer: a click on the backdrop closes it.
    await userEvent.click(trigger);
    await body().findByRole('dialog');
    const backdrop = document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Controlled: Story = {
  args: { onOpenAutoFocus: fn() },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <p>Opened by the app (for example from the modal queue).</p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(args.onOpenAutoFocus).toHaveBeenCalled();
  },
};

export const HiddenTitle: Story = {
  args: { title: 'Photo gallery', hideTitle: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog', { name: 'Photo gallery' });
    await expect(within(dialog).getByText('Photo gallery')).toHaveClass('sr-only');
  },
};

/** A Radix popover opened inside the dialog: clicks in it keep the dialog open. */
export const NestedPopover: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">Cancellation policy</Button>
          </PopoverTrigger>
          <PopoverContent>
            <p>Full refund up to 30 days before the trip.</p>
            <Button size="sm" className="mt-2">
              Got it
            </Button>
          </PopoverContent>
        </Popover>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body().findByRole('button', { name: 'Cancellation policy' }));
    await userEvent.click(await body().findByRole('button', { name: 'Got it' }));
    await expect(body().getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByText('Full refund up to 30 days before the trip.')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
  },
};

/** Without a backdrop (modal={false}) the page stays usable and an outside click closes the dialog. */
export const NonModal: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Dialog modal={false}>
        <DialogTrigger asChild>
          <Button variant="outline">Open dialog</Button>
        </DialogTrigger>
        <DialogContent {...args}>
          <p>Side note</p>
        </DialogContent>
      </Dialog>
      <Button variant="ghost">Elsewhere</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await body().findByRole('dialog');
    await expect(document.querySelector('[data-modal-backdrop]')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Annuler cette réservation ?' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const close = await body().findByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Sizes: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-4">
      {(['sm', 'lg'] as const).map((size) => (
        <OverlayFrame key={size} height={280}>
          {(container) => (
            <Dialog open modal={false}>
              <DialogContent
                {...args}
                size={size}
                container={container}
                description={`Size ${size}`}
                footer={<Button>Confirm</Button>}
                onOpenAutoFocus={(e) => e.preventDefault()}
              >
                <p>Your host will be notified.</p>
              </DialogContent>
            </Dialog>
          )}
        </OverlayFrame>
      ))}
    </div>
  ),
};
