import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '@rove/ui';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message to the host', onChange: fn(), className: 'max-w-md' },
  argTypes: { resize: { control: 'inline-radio', options: ['none', 'vertical'] } },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to the host' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Hello!{Enter}We arrive Friday.');
    await expect(textarea).toHaveValue('Hello!\nWe arrive Friday.');
    await userEvent.click(textarea);
    await userEvent.type(textarea, ' Thanks');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello!\nWe arrive Friday. Thanks');
  },
};

export const WithDescription: Story = {
  args: { description: 'Tell the host about your trip.', rows: 3 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to the host' });
    await expect(textarea).toHaveAccessibleDescription('Tell the host about your trip.');
    await expect(textarea).toHaveAttribute('rows', '3');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Write a message to the host.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to the host' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Write a message to the host.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message to the host' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <TextArea {...args} placeholder="Say hello" description="Tell the host about your trip." />
      <TextArea {...args} label="Invalid" defaultValue="?" isInvalid errorMessage="Too short." resize="none" />
      <TextArea {...args} label="Disabled" defaultValue="Sent." isDisabled />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Message à l’hôte', description: 'Parlez de votre voyage à l’hôte.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message à l’hôte' });
    await expect(textarea).toHaveAccessibleDescription('Parlez de votre voyage à l’hôte.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
