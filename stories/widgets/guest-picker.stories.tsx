import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuestPicker } from '@rove/ui';

const meta = {
  title: 'Widgets/GuestPicker',
  component: GuestPicker,
  args: { onChange: fn(), sleeps: 4 },
  decorators: [(Story) => <div className="min-h-96 max-w-md">{Story()}</div>],
} satisfies Meta<typeof GuestPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const FamilyTrip: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Guests.*1 adult/ });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Guests' });
    const inDialog = within(dialog);
    // At least one adult: the decrease button starts disabled.
    // The panel's steppers load when it first opens.
    await expect(await inDialog.findByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    await userEvent.click(inDialog.getByRole('button', { name: 'Increase Adults' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 2, children: 0, pets: false });
    // Keyboard: arrows step the children's count.
    await userEvent.click(inDialog.getByRole('textbox', { name: 'Children' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 2, children: 2, pets: false });
    // The RV sleeps 4: both counts stop there.
    await expect(inDialog.getByRole('button', { name: 'Increase Children' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Increase Adults' })).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByText('You have reached the number of people this RV sleeps.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Bringing pets' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ adults: 2, children: 2, pets: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAccessibleName(/2 adults, 2 children, pets/);
    await expect(trigger).toHaveFocus();
  },
};

export const PressAgainOrElsewhereCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Guests.*1 adult/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    // The summary button toggles the picker: a second press closes it, focus stays on the button.
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Guests' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Adults' })).toHaveFocus());
    await userEvent.click(trigger);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');
    await expect(trigger).toHaveFocus();
    // A press elsewhere closes it too.
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Guests' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const FrenchPlurals: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { defaultValue: { adults: 1, children: 1, pets: true }, sleeps: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Voyageurs.*1 adulte, 1 enfant, animaux/ });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Voyageurs' });
    await waitFor(() => expect(within(dialog).getByText('Ce VR compte 6 couchages.')).toBeVisible());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Augmenter Adultes' }));
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAccessibleName(/2 adultes, 1 enfant, animaux/);
  },
};

export const OverCapacityIsBroughtDown: Story = {
  args: { value: { adults: 5, children: 3, pets: false }, sleeps: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /4 adults/ })).toBeVisible();
  },
};
