import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '@rove/ui';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Sleeping spots', defaultValue: 4, minValue: 1, maxValue: 12, onChange: fn(), className: 'max-w-xs' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'stepper'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Sleeping spots' });
    // Keyboard: arrows step; the buttons are skipped by Tab.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('6');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('12');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Increase/ })).not.toHaveFocus();
    // Pointer: the buttons step; the top one is disabled at the maximum.
    await expect(canvas.getByRole('button', { name: /^Increase/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Decrease/ }));
    await expect(input).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
  },
};

export const Stepper: Story = {
  args: { label: 'Adults', variant: 'stepper', defaultValue: 1, minValue: 1, maxValue: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Adults' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Adults' });
    const increase = canvas.getByRole('button', { name: 'Increase Adults' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    // Typing is parsed on blur and clamped to the range.
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.tab();
    await expect(input).toHaveValue('8');
  },
};

export const Currency: Story = {
  args: {
    label: 'Nightly price',
    defaultValue: 150,
    minValue: 0,
    maxValue: 1000,
    step: 5,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    description: 'Before fees and discounts.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nightly price' });
    await expect(input).toHaveValue('$150');
    await expect(input).toHaveAccessibleDescription('Before fees and discounts.');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('$145');
  },
};

export const RequiredInvalid: Story = {
  args: { defaultValue: undefined, isRequired: true, isInvalid: true, errorMessage: 'Enter the number of sleeping spots.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sleeping spots' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the number of sleeping spots.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Sleeping spots' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Increase/ })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      <NumberField {...args} />
      <NumberField {...args} label="Children" variant="stepper" defaultValue={0} minValue={0} description="Ages 2 to 12" />
      <NumberField {...args} label="Invalid" isInvalid errorMessage="Too many." size="lg" />
      <NumberField {...args} label="Disabled" isDisabled variant="stepper" />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Adultes', variant: 'stepper', defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter Adultes' }));
    await expect(canvas.getByRole('textbox', { name: 'Adultes' })).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: 'Diminuer Adultes' })).toBeEnabled();
  },
};

export const FrenchCurrency: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Prix par nuit', defaultValue: 1250, formatOptions: { style: 'currency', currency: 'CAD' }, maxValue: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prix par nuit' });
    await expect((input as HTMLInputElement).value.replace(/\s/gu, ' ')).toBe('1 250,00 $');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
