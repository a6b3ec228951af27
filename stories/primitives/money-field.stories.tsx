import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField } from '@rove/ui';

const meta = {
  title: 'Primitives/MoneyField',
  component: MoneyField,
  args: { label: 'Nightly price', currency: 'USD', defaultValue: 150, wholeUnits: true, onChange: fn(), className: 'max-w-sm' },
  argTypes: { currency: { control: 'inline-radio', options: ['USD', 'CAD'] } },
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NightlyPriceInUsd: Story = {
  tags: ['visual'],
  args: { description: 'Similar RVs near Bozeman rent for $140 to $190.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nightly price' });
    await expect(input).toHaveValue('$150');
    await expect(input).toHaveAccessibleDescription(/In US dollars \(USD\)\./);
    // Keyboard: arrows step by a dollar; typing is parsed on blur in the page's locale.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(152);
    await userEvent.clear(input);
    await userEvent.type(input, '1,250');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,250');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
  },
};

export const EmptyIsNull: Story = {
  args: { defaultValue: null, currency: 'CAD', label: 'Cleaning fee', wholeUnits: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Cleaning fee' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, '75.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$75.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(75.5);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

function Controlled() {
  const [value, setValue] = useState<number | null>(1000);
  return (
    <MoneyField
      label="Dépôt de garantie"
      currency="CAD"
      wholeUnits
      value={value}
      onChange={setValue}
      isInvalid={value !== null && value > 10000}
      errorMessage="Fixez un dépôt de 0 à 10 000."
      className="max-w-sm"
    />
  );
}

export const FrenchCadDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Dépôt de garantie' });
    // fr-CA groups with a narrow no-break space.
    await expect((input as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1 000 $');
    await expect(input).toHaveAccessibleDescription('En dollars canadiens (CAD).');
    await userEvent.clear(input);
    await userEvent.type(input, '12000');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fixez un dépôt de 0 à 10 000.')).toBeVisible();
  },
};
