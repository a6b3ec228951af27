import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@rove/ui';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Roadside assistance', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Roadside assistance' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Roadside assistance'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { defaultSelected: true, description: '24/7 help on the road, billed per night.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Roadside assistance' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('24/7 help on the road, billed per night.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Roadside assistance is required for this trip.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Roadside assistance' });
    await expect(toggle).toHaveAccessibleDescription('Roadside assistance is required for this trip.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Roadside assistance' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-4">
      <Switch>Off</Switch>
      <Switch defaultSelected>On</Switch>
      <Switch description="A description under the label">With description</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled, on
      </Switch>
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Assistance routière', description: 'Aide 24 h sur 24 sur la route.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Assistance routière' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
