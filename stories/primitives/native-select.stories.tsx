import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, TextField } from '@rove/ui';

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: { label: 'RV type', onChange: fn(), className: 'max-w-xs', children: null },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <NativeSelect {...args}>
      <option value="class-a">Class A</option>
      <option value="class-b">Class B</option>
      <option value="class-c">Class C</option>
      <option value="travel-trailer">Travel trailer</option>
      <option value="toy-hauler" disabled>
        Toy hauler
      </option>
    </NativeSelect>
  ),
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'RV type' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Class B');
    await expect(args.onChange).toHaveBeenLastCalledWith('class-b');
    await expect(within(select).getByRole('option', { name: 'Toy hauler' })).toBeDisabled();
  },
};

function ControlledSelect(args: ComponentProps<typeof NativeSelect>) {
  const [value, setValue] = useState('');
  return (
    <div className="flex flex-col gap-2">
      {meta.render({ ...args, value, onChange: setValue })}
      <output>{value || 'none'}</output>
    </div>
  );
}

/** Controlled, with nothing chosen yet: the placeholder shows until the user picks. */
export const Controlled: Story = {
  args: { placeholder: 'Choose a type' },
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'RV type' });
    await expect(select).toHaveDisplayValue('Choose a type');
    await userEvent.selectOptions(select, 'travel-trailer');
    await expect(canvas.getByRole('status')).toHaveTextContent('travel-trailer');
    await expect(select).toHaveDisplayValue('Travel trailer');
  },
};

export const WithDescription: Story = {
  args: { description: 'Drivable or towable.', defaultValue: 'class-c' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'RV type' });
    await expect(select).toHaveValue('class-c');
    await expect(select).toHaveAccessibleDescription('Drivable or towable.');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose an RV type.', value: '' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'RV type' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose an RV type.');
    await expect(select).toHaveDisplayValue('Select an item');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'class-a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'RV type' })).toBeDisabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Type de VR', value: '' },
  render: (args) => (
    <NativeSelect {...args}>
      <option value="class-a">Classe A</option>
      <option value="class-b">Classe B</option>
    </NativeSelect>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type de VR' });
    await expect(select).toHaveDisplayValue('Sélectionner un élément');
  },
};

/** Every size and state, each beside a TextField of the same size: the same height, frame and label. */
export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="grid max-w-xl grid-cols-2 items-start gap-4">
      {meta.render({ ...args, className: undefined, size: 'sm', label: 'Small', defaultValue: 'class-b' })}
      <TextField size="sm" label="Text field" defaultValue="Class B" />
      {meta.render({ ...args, className: undefined, label: 'With value', defaultValue: 'class-a', description: 'Drivable or towable.' })}
      <TextField label="Text field" defaultValue="Class A" description="Drivable or towable." />
      {meta.render({
        ...args,
        className: undefined,
        size: 'lg',
        label: 'Invalid',
        isRequired: true,
        isInvalid: true,
        errorMessage: 'Choose an RV type.',
        value: '',
      })}
      <TextField size="lg" label="Text field" isRequired isInvalid errorMessage="Enter a type." />
      {meta.render({ ...args, className: undefined, label: 'Disabled', isDisabled: true, defaultValue: 'class-c' })}
      <TextField label="Text field" isDisabled defaultValue="Class C" />
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
