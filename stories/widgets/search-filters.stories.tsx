import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrowScreen } from './narrow-screen.ts';
import { defaultSearchFilters, SearchFilters, type SearchFiltersProps, type SearchFiltersValue } from '@rove/ui';

// A fixed year: the year range is 2007 to 2028 in every run.
const currentYear = 2027;
const brands = ['Airstream', 'Coachmen', 'Forest River', 'Jayco', 'Keystone', 'Thor', 'Winnebago'];

function Stateful(props: SearchFiltersProps) {
  const [value, setValue] = useState<SearchFiltersValue>(props.value);
  return (
    <SearchFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/SearchFilters',
  component: SearchFilters,
  args: {
    value: defaultSearchFilters(currentYear),
    onChange: fn(),
    currentYear,
    country: 'US',
    brands,
    layout: 'bar',
    resultCount: 42,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="min-h-[36rem]">{Story()}</div>],
} satisfies Meta<typeof SearchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const lastValue = (onChange: unknown) => (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as SearchFiltersValue;

export const WideScreenPopovers: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No filters')).toBeVisible();
    // Types: a drivable and a towable one.
    await userEvent.click(canvas.getByRole('button', { name: 'RV type' }));
    const types = await body().findByRole('dialog', { name: 'RV type' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Class C motorhome' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Toy hauler' }));
    await expect(lastValue(args.onChange)).toMatchObject({ drivableTypes: ['ClassC'], towableTypes: ['ToyHauler'] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /RV type.*2 selected/ })).toHaveFocus();
    // Price: the maximum thumb, moved with the keyboard (steps of 5).
    await userEvent.click(canvas.getByRole('button', { name: 'Price per night' }));
    const price = await body().findByRole('dialog', { name: 'Price per night' });
    const maximum = within(price).getByRole('slider', { name: /Maximum/ });
    await userEvent.click(maximum);
    maximum.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(lastValue(args.onChange).rvPrice).toEqual({ min: 0, max: 490 });
    await userEvent.keyboard('{Escape}');
    // More: options and brand.
    await userEvent.click(canvas.getByRole('button', { name: 'More filters' }));
    const more = await body().findByRole('dialog', { name: 'More filters' });
    await userEvent.click(within(more).getByRole('switch', { name: 'Delivery' }));
    await userEvent.click(within(more).getByRole('switch', { name: 'Superhost' }));
    await expect(lastValue(args.onChange)).toMatchObject({ delivery: true, superhost: true });
    // The brand list is a popover inside the popover: choosing in it keeps the filters open.
    await userEvent.click(within(more).getByRole('button', { name: /Brand/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Jayco' }));
    await expect(lastValue(args.onChange)).toMatchObject({ rvBrand: 'Jayco' });
    await expect(body().getByRole('dialog', { name: 'More filters' })).toBeVisible();
    // Weight, length and year: the year runs from current - 20 to current + 1.
    const sliders = within(more).getAllByRole('slider');
    await expect(sliders).toHaveLength(6);
    await expect(sliders.some((slider) => slider.getAttribute('min') === '2007')).toBe(true);
    await expect(sliders.some((slider) => slider.getAttribute('max') === '2028')).toBe(true);
    await expect(sliders.some((slider) => slider.getAttribute('max') === '20000')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('6 filters on')).toBeVisible();
    // Clear all brings every range back to its full default: no filter.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(lastValue(args.onChange)).toEqual(defaultSearchFilters(currentYear));
    await expect(canvas.getByText('No filters')).toBeVisible();
  },
};

export const AmenitiesInFrench: Story = {
  globals: { locale: 'fr' },
  args: { country: 'CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Commodités' }));
    const dialog = await body().findByRole('dialog', { name: 'Commodités' });
    const group = within(dialog).getByRole('group', { name: 'Commodités' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Climatisation' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Adapté aux familles' }));
    await expect(lastValue(args.onChange).amenities).toEqual(['AirConditioner', 'Family_kidfriendly']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('2 filtres actifs')).toBeVisible();
  },
};

export const NarrowScreenSheet: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: {
    layout: 'sheet',
    country: 'CA',
    value: { ...defaultSearchFilters(currentYear), drivableTypes: ['Campervan'], petFriendly: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres (2)' }));
    const sheet = await body().findByRole('dialog', { name: 'Filtres' });
    await expect(within(sheet).getByRole('checkbox', { name: 'Fourgonnette de camping' })).toBeChecked();
    await expect(within(sheet).getByRole('switch', { name: 'Animaux acceptés' })).toBeChecked();
    // Four ranges (price, weight, length, year), two thumbs each.
    await expect(within(sheet).getAllByRole('slider')).toHaveLength(8);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tout effacer' }));
    await expect(lastValue(args.onChange)).toEqual(defaultSearchFilters(currentYear));
    await expect(within(sheet).getByRole('switch', { name: 'Animaux acceptés' })).not.toBeChecked();
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Livraison' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Voir 42 VR' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
  },
};

/** layout 'auto' on a phone: one Filters button opening the sheet, no popover bar. */
export const AutoLayoutOnAPhone: Story = {
  args: { layout: 'auto' },
  beforeEach: narrowScreen,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'RV type' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = await body().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};
