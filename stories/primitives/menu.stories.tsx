import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  MoreIcon,
  type Selection,
} from '@rove/ui';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'Listing actions' },
  render: (args) => (
    <div className="min-h-72">
      <MenuTrigger>
        <Button variant="outline" aria-label="Listing actions">
          <MoreIcon />
        </Button>
        <Menu {...args}>
          <MenuItem id="edit">Edit listing</MenuItem>
          <MenuItem id="calendar">Calendar</MenuItem>
          <MenuItem id="archive" isDisabled>
            Archive
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" variant="destructive">
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const KeyboardAndPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Listing actions' });
    // Keyboard: Enter opens on the first item, arrows skip the disabled one, Enter acts, focus returns.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu', { name: 'Listing actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit listing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Pointer.
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('menuitem', { name: 'Calendar' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('calendar', undefined);
    await userEvent.click(trigger);
    await expect(await body().findByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

function SortMenu() {
  const [selected, setSelected] = useState<Selection>(new Set(['Recommended']));
  return (
    <div className="min-h-72">
      <MenuTrigger>
        <Button variant="outline">Trier</Button>
        <Menu aria-label="Trier" selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
          <MenuSection title="Ordre">
            <MenuItem id="Recommended">Recommandés</MenuItem>
            <MenuItem id="PriceASC">Prix croissant</MenuItem>
            <MenuItem id="PriceDESC">Prix décroissant</MenuItem>
            <MenuItem id="DistanceASC">Distance</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

export const SelectableFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <SortMenu />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Trier' }));
    await expect(await body().findByRole('menuitemradio', { name: 'Recommandés' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(body().getByRole('menuitemradio', { name: 'Prix croissant' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Trier' }));
    await expect(await body().findByRole('menuitemradio', { name: 'Prix croissant' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Listing actions' }));
    await expect(await body().findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** A react-aria menu inside our Radix dialog: its portal lives in the dialog, so clicks and focus stay inside. */
export const InsideDialog: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Manage listing</Button>
      </DialogTrigger>
      <DialogContent title="Manage listing">
        <MenuTrigger>
          <Button variant="outline" aria-label="Listing actions">
            <MoreIcon />
          </Button>
          <Menu {...args}>
            <MenuItem id="edit">Edit listing</MenuItem>
            <MenuItem id="calendar">Calendar</MenuItem>
          </Menu>
        </MenuTrigger>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage listing' }));
    const dialog = await body().findByRole('dialog', { name: 'Manage listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listing actions' }));
    const menu = await body().findByRole('menu');
    await expect(dialog.contains(menu)).toBe(true);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Calendar' }));
    await expect(args.onAction).toHaveBeenCalledWith('calendar', undefined);
    await expect(body().getByRole('dialog', { name: 'Manage listing' })).toBeInTheDocument();
    // Escape closes the menu first, then the dialog. The chosen item's menu is gone first (its exit outlasts a click
    // on a loaded machine: the menu found was that one, and Escape came before the new menu held the focus).
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listing actions' }));
    const reopened = await body().findByRole('menu');
    await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Manage listing' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Overview: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="min-h-64">
      <MenuTrigger defaultOpen>
        <Button variant="outline">Actions</Button>
        <Menu {...args} selectionMode="multiple" defaultSelectedKeys={['calendar']}>
          <MenuItem id="edit">Edit listing</MenuItem>
          <MenuItem id="calendar">Calendar</MenuItem>
          <MenuItem id="archive" isDisabled>
            Archive
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
};
