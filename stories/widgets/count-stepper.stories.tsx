import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountStepper } from '@rove/ui';

const meta = {
  title: 'Widgets/CountStepper',
  component: CountStepper,
  args: { label: 'Sleeps', description: 'People who can sleep in the RV', defaultValue: 4, minValue: 1, maxValue: 8, onChange: fn() },
  decorators: [(Story) => <div className="max-w-md divide-y divide-border">{Story()}</div>],
} satisfies Meta<typeof CountStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndPointer: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Sleeps' });
    const increase = canvas.getByRole('button', { name: 'Increase Sleeps' });
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Sleeps' }));
    await expect(input).toHaveValue('4');
    // The keyboard path: Tab reaches the value; arrows, Home and End step it.
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('8');
    await expect(increase).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await userEvent.tab();
    await expect(input).toHaveValue('8');
  },
};

export const FrenchDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  args: { label: 'Extensions', description: 'Sections qui s’ouvrent à l’arrêt', defaultValue: 0, minValue: 0, maxValue: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Diminuer Extensions' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter Extensions' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const WithError: Story = {
  args: {
    label: 'Queen beds',
    description: undefined,
    defaultValue: 0,
    minValue: 0,
    isInvalid: true,
    errorMessage: 'Add at least one bed.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Queen beds' });
    await expect(input).toHaveAccessibleDescription('Add at least one bed.');
  },
};
