import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioCard, RadioGroup } from '@rove/ui';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Sort by', onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="Recommended">Recommended</Radio>
      <Radio value="PriceASC">Price: low to high</Radio>
      <Radio value="PriceDESC">Price: high to low</Radio>
      <Radio value="DistanceASC" description="From the searched location.">
        Distance
      </Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Sort by' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Recommended' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Price: low to high' })).toBeChecked();
    await userEvent.click(canvas.getByText('Distance'));
    await expect(canvas.getByRole('radio', { name: 'Distance' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Distance' })).toHaveAccessibleDescription('From the searched location.');
    await expect(args.onChange).toHaveBeenLastCalledWith('DistanceASC');
  },
};

export const WithDescription: Story = {
  args: { description: 'Applies to the list and the map.', defaultValue: 'Recommended', orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Sort by' });
    await expect(group).toHaveAccessibleDescription('Applies to the list and the map.');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a sort order.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Sort by' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a sort order.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'PriceASC' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

const protection = (args: Parameters<NonNullable<typeof meta.render>>[0]) => (
  <RadioGroup {...args} variant="card" className="max-w-lg">
    <RadioCard value="Basic" title="Basic" trailing="$25 / night" description="State minimum liability. $2,500 deductible." />
    <RadioCard value="Standard" title="Standard" trailing="$45 / night" description="Comprehensive and collision. $1,000 deductible." />
    <RadioCard value="Premium" title="Premium" trailing="$65 / night" description="Lowest deductible: $500." isDisabled />
  </RadioGroup>
);

export const Cards: Story = {
  args: { label: 'Protection', defaultValue: 'Standard' },
  render: protection,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standard = canvas.getByRole('radio', { name: 'Standard $45 / night' });
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleDescription('Comprehensive and collision. $1,000 deductible.');
    await userEvent.tab();
    await expect(standard).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Basic $25 / night' })).toBeChecked();
    // The label stretches over the whole card: the pointer hits it even over the description.
    const description = canvas.getByText('Comprehensive and collision. $1,000 deductible.').getBoundingClientRect();
    const hit = document.elementFromPoint(description.left + 8, description.top + description.height / 2);
    await expect(hit?.closest('[data-slot="radio-card"]')).toBe(standard.closest('[data-slot="radio-card"]'));
    await expect(hit).toHaveAttribute('data-slot', 'radio');
    await userEvent.click(hit as Element);
    await expect(standard).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Standard');
    await expect(canvas.getByRole('radio', { name: 'Premium $65 / night' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="grid gap-8 sm:grid-cols-2">
      <RadioGroup {...args} label="Sort by" description="Applies to the list and the map." defaultValue="PriceASC">
        <Radio value="Recommended">Recommended</Radio>
        <Radio value="PriceASC">Price: low to high</Radio>
        <Radio value="DistanceASC" isDisabled>
          Distance
        </Radio>
      </RadioGroup>
      {protection({ ...args, label: 'Protection', defaultValue: 'Standard', isInvalid: true, errorMessage: 'Choose a protection level.' })}
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Protection', defaultValue: 'Basic' },
  render: (args) => (
    <RadioGroup {...args} variant="card" className="max-w-lg">
      <RadioCard value="Basic" title="De base" trailing="25 $ / nuit" description="Responsabilité civile minimale." />
      <RadioCard value="Standard" title="Standard" trailing="45 $ / nuit" description="Tous risques, franchise de 1 000 $." />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('45 $ / nuit'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'De base 25 $ / nuit' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Standard 45 $ / nuit' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
