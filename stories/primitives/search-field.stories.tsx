import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '@rove/ui';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search messages', placeholder: 'Name or trip', onSubmit: fn(), onClear: fn(), onChange: fn(), className: 'max-w-sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search messages' });
    // Keyboard: type, Enter submits, Escape clears.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Banff{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Banff');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Pointer: the clear button empties the field and gives focus back to it.
    await userEvent.type(input, 'Moab');
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { description: 'Searches host names and trip titles.', defaultValue: 'Jasper' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search messages' });
    await expect(input).toHaveAccessibleDescription('Searches host names and trip titles.');
    await expect(input).toHaveValue('Jasper');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Type at least two letters.', defaultValue: 'a' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search messages' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type at least two letters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search messages' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <SearchField {...args} size="sm" label="Empty" />
      <SearchField {...args} label="Filled" defaultValue="Banff" description="Searches host names and trip titles." />
      <SearchField {...args} size="lg" label="Invalid" defaultValue="a" isInvalid errorMessage="Type at least two letters." />
      <SearchField {...args} label="Disabled" isDisabled />
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Rechercher', defaultValue: 'Québec' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la recherche' }));
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};
