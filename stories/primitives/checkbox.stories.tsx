import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@rove/ui';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Pet friendly', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Pet friendly' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Pet friendly'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const WithDescription: Story = {
  args: { children: 'Instant Book', description: 'Book without waiting for the host to approve.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Instant Book' });
    await expect(checkbox).toHaveAccessibleDescription('Book without waiting for the host to approve.');
  },
};

export const Indeterminate: Story = {
  args: { children: 'All amenities', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All amenities' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const RequiredInvalid: Story = {
  args: {
    children: 'I accept the rental agreement',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Accept the rental agreement to continue.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the rental agreement' });
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the rental agreement to continue.');
  },
};

export const Disabled: Story = {
  args: { children: 'Delivery only', isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Delivery only' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Delivery only'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-3">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="A description under the label">With description</Checkbox>
      <Checkbox isInvalid errorMessage="This box is required.">
        Invalid
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled, checked
      </Checkbox>
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Animaux acceptés', description: 'Chiens et chats bienvenus.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Animaux acceptés' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Chiens et chats bienvenus.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
