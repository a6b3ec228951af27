import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from '@rove/ui';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', onChange: fn(), onCountryCodeChange: fn(), className: 'max-w-sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('combobox', { name: 'Country code' });
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(code).toHaveValue('+1');
    await expect(canvas.getByRole('option', { name: 'Canada or United States (+1)', selected: true })).toBeInTheDocument();
    await expect(input).toHaveAttribute('type', 'tel');
    // Keyboard: the code comes first, then the number.
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('514 555 0199');
    await expect(args.onChange).toHaveBeenLastCalledWith('514 555 0199');
    // Pointer: choose another code.
    await userEvent.selectOptions(code, 'France (+33)');
    await expect(code).toHaveValue('+33');
    await expect(args.onCountryCodeChange).toHaveBeenLastCalledWith('+33');
    await expect(canvasElement.querySelector('[data-slot="phone-field-country"]')).toHaveTextContent('+33');
  },
};

export const WithDescription: Story = {
  args: { description: 'Your host texts you on the day of pickup.', name: 'PhoneNumber', countryCodeName: 'CountryPhoneCode' },
  render: (args) => (
    <form aria-label="Contact" onSubmit={(event) => event.preventDefault()}>
      <PhoneField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('Your host texts you on the day of pickup.');
    await userEvent.type(input, '2065550142');
    const data = new FormData(canvas.getByRole('form', { name: 'Contact' }) as HTMLFormElement);
    await expect(Object.fromEntries(data)).toEqual({ CountryPhoneCode: '+1', PhoneNumber: '2065550142' });
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Enter a phone number.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a phone number.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2065550142' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <PhoneField {...args} placeholder="555 555 0100" />
      <PhoneField
        {...args}
        label="With code"
        defaultCountryCode="+44"
        defaultValue="20 7946 0018"
        description="We text you about your trip."
      />
      <PhoneField {...args} label="Invalid" isInvalid errorMessage="Enter a phone number." size="lg" />
      <PhoneField {...args} label="Disabled" isDisabled size="sm" />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Numéro de téléphone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('combobox', { name: 'Indicatif du pays' });
    await expect(canvas.getByRole('option', { name: 'Canada ou États-Unis (+1)' })).toBeInTheDocument();
    await userEvent.selectOptions(code, 'Mexique (+52)');
    await expect(code).toHaveValue('+52');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
