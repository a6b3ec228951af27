import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogContent, DialogTrigger, ListBoxItem, Select } from '@rove/ui';

const body = within(document.body);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'RV type', placeholder: 'Choose a type', onChange: fn(), className: 'max-w-xs', children: null },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="class-a" description="Bus-style motorhome">
        Class A
      </ListBoxItem>
      <ListBoxItem id="class-b">Class B</ListBoxItem>
      <ListBoxItem id="class-c">Class C</ListBoxItem>
      <ListBoxItem id="travel-trailer" description="Towable">
        Travel trailer
      </ListBoxItem>
      <ListBoxItem id="toy-hauler" isDisabled>
        Toy hauler
      </ListBoxItem>
    </Select>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /RV type/ });
    await expect(trigger).toHaveTextContent('Choose a type');
    // Keyboard: open with Enter, move with arrows, choose with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Class A Bus-style motorhome' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('class-b');
    await expect(trigger).toHaveTextContent('Class B');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // Focus goes back to the trigger.
    await waitFor(() => expect(trigger).toHaveFocus());
    // Pointer: open, pick an option; disabled options cannot be picked.
    await userEvent.click(trigger);
    await expect(body.getByRole('option', { name: 'Toy hauler' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('option', { name: 'Travel trailer Towable' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('travel-trailer');
    await expect(trigger).toHaveTextContent('Travel trailer');
    await expect(trigger).not.toHaveTextContent('Towable');
  },
};

export const WithDescription: Story = {
  args: { description: 'Drivable or towable.', defaultValue: 'class-c' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /RV type/ });
    await expect(trigger).toHaveTextContent('Class C');
    await expect(trigger).toHaveAccessibleDescription('Drivable or towable.');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose an RV type.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /RV type/ });
    await expect(trigger).toHaveAccessibleDescription('Choose an RV type.');
    await expect(canvasElement.querySelector('select')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'class-a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /RV type/ })).toBeDisabled();
  },
};

export const Dynamic: Story = {
  args: { label: 'Sort by', placeholder: undefined, defaultValue: 'Recommended' },
  render: (args) => (
    <Select
      {...args}
      items={[
        { id: 'Recommended', name: 'Recommended' },
        { id: 'PriceASC', name: 'Price: low to high' },
        { id: 'PriceDESC', name: 'Price: high to low' },
        { id: 'DistanceASC', name: 'Distance' },
      ]}
    >
      {(item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort by/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Distance' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('DistanceASC');
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-4">
      {meta.render({ ...args, size: 'sm', label: 'Small' })}
      {meta.render({ ...args, label: 'With value', defaultValue: 'class-a', description: 'Drivable or towable.' })}
      {meta.render({ ...args, size: 'lg', label: 'Invalid', isInvalid: true, errorMessage: 'Choose an RV type.' })}
      {meta.render({ ...args, label: 'Disabled', isDisabled: true })}
    </div>
  ),
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Type de VR', placeholder: 'Choisir un type' },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="class-a" description="Autocaravane de type autobus">
        Classe A
      </ListBoxItem>
      <ListBoxItem id="class-b">Classe B</ListBoxItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Type de VR/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Classe B' }));
    await expect(trigger).toHaveTextContent('Classe B');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'class-a' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /RV type/ }));
    const listbox = await body.findByRole('listbox');
    // Let the fade-in finish so the accessibility check sees final colours.
    const popover = listbox.closest('[data-slot="list-box-popover"]') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(popover).opacity).toBe('1'));
    await expect(within(listbox).getByRole('option', { name: 'Class A Bus-style motorhome' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** react-aria's popover inside a Radix modal: choosing an option must not close the dialog. */
export const InDialog: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit listing</Button>
      </DialogTrigger>
      <DialogContent title="Edit listing">{meta.render(args)}</DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit listing' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit listing' });
    const trigger = within(dialog).getByRole('button', { name: /RV type/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Class C' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('class-c');
    await expect(trigger).toHaveTextContent('Class C');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes the list first, then the dialog.
    await userEvent.click(trigger);
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getByRole('dialog', { name: 'Edit listing' })).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit listing' })).toBeNull());
  },
};
