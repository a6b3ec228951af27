import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ProtectionPlanOption, ProtectionSelector } from '@rove/ui';

const plans: ProtectionPlanOption[] = [
  { level: 'Basic', nightlyPrice: 25, deductible: 2500 },
  { level: 'Standard', nightlyPrice: 35, deductible: 1000 },
  { level: 'Premium', nightlyPrice: 49, deductible: 500 },
  { level: 'Stationary', nightlyPrice: 18, deductible: 1000 },
  { level: 'StationaryPlus', nightlyPrice: 26, deductible: 500 },
];

const meta = {
  title: 'Widgets/ProtectionSelector',
  component: ProtectionSelector,
  args: {
    usage: 'driving',
    plans,
    country: 'US',
    defaultValue: 'Standard',
    roadsideNightlyPrice: 12,
    onChange: fn(),
    onRoadsideAssistanceChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ProtectionSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrivingTrip: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Protection plan' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toHaveAccessibleDescription(/^Deductible \$1,000/);
    await expect(canvas.getByText('$49 / night')).toBeVisible();
    // Click a card, then move with the arrow keys as radios do.
    await userEvent.click(canvas.getByText('Premium'));
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Premium');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /Basic/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Basic');
    // Roadside assistance is on by default; the renter can turn it off.
    const roadside = canvas.getByRole('switch', { name: 'Roadside assistance' });
    await expect(roadside).toBeChecked();
    await userEvent.click(roadside);
    await expect(roadside).not.toBeChecked();
    await expect(args.onRoadsideAssistanceChange).toHaveBeenLastCalledWith(false);
  },
};

export const StationaryInCanadaFrench: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { usage: 'stationary', country: 'CA', defaultValue: null, stationaryDiscountRate: 0.125 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = within(canvas.getByRole('radiogroup', { name: 'Plan de protection' })).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios[0]).toHaveAccessibleName(/Stationnaire/);
    await expect(radios[1]).toHaveAccessibleName(/Stationnaire Plus/);
    await expect(canvas.getAllByText('Comprend le rabais stationnaire de 12,5 %.')).toHaveLength(2);
    await expect(canvas.getByText('26 $ / nuit')).toBeVisible();
    await userEvent.click(radios[1]);
    await expect(args.onChange).toHaveBeenLastCalledWith('StationaryPlus');
    await expect(canvas.getByRole('switch', { name: 'Assistance routière' })).toBeChecked();
  },
};

export const DrivingInEnglishCanada: Story = {
  args: { country: 'CA', defaultValue: 'Premium' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expect(within(canvasElement).getByText('CA$49 / night')).toBeVisible();
  },
};
