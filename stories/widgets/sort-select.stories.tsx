import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SortOrder, SortSelect } from '@rove/ui';

const meta = {
  title: 'Widgets/SortSelect',
  component: SortSelect,
  args: { value: 'Recommended', onChange: fn() },
  render: (args) => {
    const [value, setValue] = useState<SortOrder>(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [(Story) => <div className="min-h-72 max-w-xs">{Story()}</div>],
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Recommended.*Sort by|Sort by.*Recommended/ });
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recommended', 'Price: low to high', 'Price: high to low', 'Distance: nearest first']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Price: low to high' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('PriceASC');
    // Focus returns to the trigger once the list has closed; then, by keyboard: Enter opens, move down, choose.
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('PriceDESC');
  },
};

export const FrenchDark: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { value: 'DistanceASC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Distance : les plus proches/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Trier par/ }));
    const option = await body().findByRole('option', { name: 'Prix : croissant' });
    // The list fades in: wait for the end of the transition rather than catching it half-way.
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};
