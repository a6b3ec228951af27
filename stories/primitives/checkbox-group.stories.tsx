import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@rove/ui';

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Amenities', onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="kitchen">Kitchen</Checkbox>
      <Checkbox value="shower">Shower</Checkbox>
      <Checkbox value="generator" description="Hours beyond the free allowance are billed.">
        Generator
      </Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Amenities' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Shower'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['kitchen', 'generator', 'shower']);
    await expect(canvas.getByRole('checkbox', { name: 'Generator' })).toHaveAccessibleDescription(
      'Hours beyond the free allowance are billed.',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Only RVs with every selected amenity are shown.', orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Amenities' });
    await expect(group).toHaveAccessibleDescription('Only RVs with every selected amenity are shown.');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Pick at least one amenity.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Amenities' });
    await expect(group).toHaveAttribute('data-invalid');
    await expect(group).toHaveAccessibleDescription('Pick at least one amenity.');
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['shower'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  args: { description: 'Select all that apply.', defaultValue: ['kitchen'], isInvalid: true, errorMessage: 'Pick at least one amenity.' },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Équipements', description: 'Cochez tout ce qui s’applique.' },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="kitchen">Cuisine</Checkbox>
      <Checkbox value="shower">Douche</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Douche' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['shower']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: Overview.args,
};
