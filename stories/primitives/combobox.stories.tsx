import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Combobox, type ComboboxOption, Dialog, DialogContent, DialogTrigger } from '@rove/ui';

const body = within(document.body);

const places: ComboboxOption[] = [
  { id: 'banff', label: 'Banff', description: 'Alberta, Canada' },
  { id: 'bangor', label: 'Bangor', description: 'Maine, United States' },
  { id: 'montreal', label: 'Montréal', description: 'Québec, Canada' },
  { id: 'moab', label: 'Moab', description: 'Utah, United States' },
  { id: 'vancouver', label: 'Vancouver', description: 'British Columbia, Canada' },
];

const search = (query: string) => places.filter((place) => place.label.toLowerCase().startsWith(query.toLowerCase()));

/** A geocoder stand-in whose answers the play function releases, so loading can be observed without timers. */
function deferredGeocoder() {
  const pending: Array<{ query: string; resolve: (options: ComboboxOption[]) => void; reject: (error: Error) => void }> = [];
  const load = fn(
    (query: string, _signal: AbortSignal) => new Promise<ComboboxOption[]>((resolve, reject) => pending.push({ query, resolve, reject })),
  );
  return {
    load,
    answerLatest: () => {
      const last = pending.at(-1);
      last?.resolve(search(last.query));
    },
    failLatest: () => pending.at(-1)?.reject(new Error('geocoder down')),
  };
}

const status = (root: HTMLElement) => root.querySelector('[data-slot="combobox-status"]');

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: { label: 'Where', placeholder: 'City, park or address', className: 'max-w-sm', onOptionSelect: fn(), options: places },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaticOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Where' });
    // Keyboard: type to filter, arrow to an option, Enter to choose.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ba');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BanffAlberta, Canada', 'BangorMaine, United States']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Bangor');
    await expect(args.onOptionSelect).toHaveBeenLastCalledWith(places[1]);
    // Pointer: the button opens every option; a click chooses.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show suggestions/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Vancouver British Columbia, Canada' }));
    await expect(input).toHaveValue('Vancouver');
    await expect(args.onOptionSelect).toHaveBeenLastCalledWith(places[4]);
  },
};

export const EmptyState: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Where' });
    await userEvent.type(input, 'zzz');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No results');
    await expect(listbox.querySelectorAll('[data-slot="list-box-item"]')).toHaveLength(0);
  },
};

const geocoder = deferredGeocoder();

export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: geocoder.load },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Where' });
    await expect(canvas.queryByRole('button', { name: /Show suggestions/ })).toBeNull();
    // Nothing is asked, or announced, before the person types.
    await expect(geocoder.load).not.toHaveBeenCalled();
    await expect(status(canvasElement)?.textContent).toBe('');
    await userEvent.type(input, 'mo');
    // Loading: the list says so, and so does the status for screen readers.
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('Loading…');
    await expect(status(canvasElement)).toHaveTextContent('Loading…');
    await expect(geocoder.load).toHaveBeenLastCalledWith('mo', expect.any(AbortSignal));
    // The previous query ('m') was aborted when 'mo' was typed.
    const firstSignal = geocoder.load.mock.calls.find(([query]) => query === 'm')?.[1];
    await expect(geocoder.load.mock.calls.map(([query]) => query)).toEqual(['m', 'mo']);
    await expect(firstSignal?.aborted).toBe(true);
    geocoder.answerLatest();
    await within(listbox).findByRole('option', { name: 'Montréal Québec, Canada' });
    const options = listbox.querySelectorAll('[data-slot="list-box-item"]');
    await expect([...options].map((option) => option.textContent)).toEqual(['MontréalQuébec, Canada', 'MoabUtah, United States']);
    await expect(status(canvasElement)).toHaveTextContent('2 results');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Moab Utah, United States' }));
    await expect(input).toHaveValue('Moab');
    await expect(args.onOptionSelect).toHaveBeenLastCalledWith(places[3]);
  },
};

const failing = deferredGeocoder();

export const AsyncError: Story = {
  args: { options: undefined, loadOptions: failing.load },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Where' });
    await userEvent.type(input, 'b');
    const listbox = await body.findByRole('listbox');
    failing.failLatest();
    await waitFor(() => expect(listbox).toHaveTextContent('Results could not be loaded. Try again.'));
    // Not stuck: typing again asks again.
    await userEvent.type(input, 'a');
    await expect(failing.load).toHaveBeenLastCalledWith('ba', expect.any(AbortSignal));
    failing.answerLatest();
    await within(listbox).findByRole('option', { name: 'Banff Alberta, Canada' });
    await expect(listbox.querySelectorAll('[data-slot="list-box-item"]')).toHaveLength(2);
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick a suggestion to search around it.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Where' });
    await expect(input).toHaveAccessibleDescription('Pick a suggestion to search around it.');
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a location from the list.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Where' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a location from the list.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'Banff' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Where' })).toBeDisabled();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Combobox {...args} label="Default" />
      <Combobox {...args} label="With value" defaultInputValue="Banff" description="Pick a suggestion." />
      <Combobox {...args} label="Invalid" isInvalid errorMessage="Choose a location from the list." size="lg" />
      <Combobox {...args} label="Disabled" isDisabled size="sm" />
    </div>
  ),
};

const frenchGeocoder = deferredGeocoder();

export const French: Story = {
  globals: { locale: 'fr' },
  args: { label: 'Destination', placeholder: 'Ville, parc ou adresse', options: undefined, loadOptions: frenchGeocoder.load },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'v');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('Chargement…');
    frenchGeocoder.answerLatest();
    await within(listbox).findByRole('option', { name: 'Vancouver British Columbia, Canada' });
    await expect(status(canvasElement)).toHaveTextContent('1 résultat');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Overview.render,
};

export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Where' }), 'ba');
    const listbox = await body.findByRole('listbox');
    const popover = listbox.closest('[data-slot="list-box-popover"]') as HTMLElement;
    await waitFor(() => expect(getComputedStyle(popover).opacity).toBe('1'));
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** react-aria's popover inside a Radix modal: picking a suggestion by pointer must not close the dialog. */
export const InDialog: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Change destination</Button>
      </DialogTrigger>
      <DialogContent title="Change destination">
        <Combobox {...args} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change destination' }));
    const dialog = await body.findByRole('dialog', { name: 'Change destination' });
    const input = within(dialog).getByRole('combobox', { name: 'Where' });
    await userEvent.type(input, 'mo');
    await userEvent.click(await body.findByRole('option', { name: 'Moab Utah, United States' }));
    await expect(input).toHaveValue('Moab');
    await expect(args.onOptionSelect).toHaveBeenLastCalledWith(places[3]);
    await expect(body.getByRole('dialog', { name: 'Change destination' })).toBeInTheDocument();
  },
};
