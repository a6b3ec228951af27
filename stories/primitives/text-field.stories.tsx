import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@rove/ui';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn(), className: 'max-w-sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await userEvent.click(input);
    await userEvent.type(input, 'm');
    await expect(input).toHaveValue('Adam');
    await expect(args.onChange).toHaveBeenLastCalledWith('Adam');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send your booking confirmation here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your booking confirmation here.');
  },
};

export const Required: Story = {
  args: { label: 'Last name', isRequired: true, errorMessage: 'Enter your last name.' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex max-w-sm flex-col items-start gap-3">
      <TextField {...args} />
      <button type="submit" className="rounded-md border border-input px-3 py-1">
        Save
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Last name' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your last name.');
    await userEvent.type(input, 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { label: 'Promo code', defaultValue: 'SUMMER', isInvalid: true, errorMessage: 'This promo code has expired.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Promo code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This promo code has expired.');
  },
};

export const Disabled: Story = {
  args: { label: 'Account email', defaultValue: 'ada@example.com', isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Sizes: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <TextField {...args} size="sm" label="Small" placeholder="Placeholder" />
      <TextField {...args} size="md" label="Medium" description="With a description" />
      <TextField {...args} size="lg" label="Large" defaultValue="Filled" />
      <TextField {...args} label="Invalid" defaultValue="x" isInvalid errorMessage="Something is wrong." />
      <TextField {...args} label="Disabled" defaultValue="Read only" isDisabled />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Prénom', description: 'Tel qu’il figure sur votre permis.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveAccessibleDescription('Tel qu’il figure sur votre permis.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
};
