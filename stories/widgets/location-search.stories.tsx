import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationSearch, type LocationSuggestion } from '@rove/ui';

const places: LocationSuggestion[] = [
  { placeId: 'ca-bc-kelowna', mainText: 'Kelowna', secondaryText: 'British Columbia, Canada' },
  { placeId: 'ca-ab-banff', mainText: 'Banff National Park', secondaryText: 'Alberta, Canada' },
  { placeId: 'ca-qc-montreal', mainText: 'Montréal', secondaryText: 'Québec, Canada' },
  { placeId: 'us-tx-austin', mainText: 'Austin', secondaryText: 'Texas, United States' },
  { placeId: 'us-ut-moab', mainText: 'Moab', secondaryText: 'Utah, United States' },
  { placeId: 'us-ca-joshua-tree', mainText: 'Joshua Tree National Park', secondaryText: 'California, United States' },
];

/** Stands in for the app's autocomplete call: matches on the main text, answers asynchronously. */
const loadSuggestions = fn(async (query: string) => {
  await Promise.resolve();
  const q = query.toLocaleLowerCase();
  return places.filter((place) => place.mainText.toLocaleLowerCase().includes(q));
});

const meta = {
  title: 'Widgets/LocationSearch',
  component: LocationSearch,
  args: { loadSuggestions, onSelect: fn(), onUseMyLocation: fn() },
  decorators: [(Story) => <div className="min-h-80 max-w-md">{Story()}</div>],
} satisfies Meta<typeof LocationSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const TypeAndChoose: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Where are you going?' });
    await userEvent.type(input, 'park');
    const listbox = await body().findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName(/Banff National Park.*Alberta, Canada/);
    // Keyboard: down to the second suggestion, Enter chooses it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(places[5]);
    await expect(input).toHaveValue('Joshua Tree National Park');
  },
};

export const NoMatchAndShortQueries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'z');
    // One character asks for nothing.
    await expect(args.loadSuggestions).not.toHaveBeenCalledWith('z', expect.anything());
    await userEvent.type(input, 'zz');
    // The list answers the whole text ("zzz"). Until it has, the list of "zz" may be on screen, and it is replaced.
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenLastCalledWith('zzz', expect.anything()));
    await waitFor(() => expect(within(body().getByRole('listbox')).getByText('No places match. Try a city or a park.')).toBeVisible());
    await expect(args.onSelect).not.toHaveBeenCalled();
    // Escape closes the list (react-aria hides the rest of the page from screen readers while it is open).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const UseMyLocationInFrench: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  render: (args) => {
    const [locating, setLocating] = useState(false);
    const [error, setError] = useState<string | null>(null);
    return (
      <LocationSearch
        {...args}
        locating={locating}
        locationError={error}
        onUseMyLocation={() => {
          args.onUseMyLocation?.();
          setLocating(true);
          // The browser refused: the app passes its words back.
          queueMicrotask(() => {
            setLocating(false);
            setError('Votre position n’est pas disponible. Entrez une ville.');
          });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Où allez-vous?' })).toHaveAttribute('placeholder', 'Ville, parc ou adresse');
    await userEvent.click(canvas.getByRole('button', { name: 'Utiliser ma position' }));
    await expect(args.onUseMyLocation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Votre position n’est pas disponible. Entrez une ville.'));
    await userEvent.type(canvas.getByRole('combobox'), 'mont');
    const option = await body().findByRole('option', { name: /Montréal/ });
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenLastCalledWith(places[2]);
  },
};
