import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, CollectionsDialog, type FavouriteCollection } from '@rove/ui';

const RV_ID = 48213;
const initialCollections: FavouriteCollection[] = [
  {
    Id: 11,
    CollectionName: 'Summer in the Rockies',
    Items: [
      { Id: 901, RVId: 1201 },
      { Id: 902, RVId: 1877 },
      { Id: 903, RVId: 2290 },
    ],
  },
  { Id: 12, CollectionName: 'Road trip 2026', Items: [{ Id: 904, RVId: RV_ID }] },
  { Id: 13, CollectionName: 'Été au Québec', Items: [] },
];

let lastId = 1000;
const newId = () => ++lastId;

interface DemoProps {
  onChoose?: (id: number) => void;
  onRemove?: (id: number, itemId: number) => void;
  onCreate?: (name: string) => void;
  onRename?: (id: number, name: string) => void;
  onDelete?: (id: number) => void;
  /** Every call fails, as when the network is down. */
  failing?: boolean;
  defaultOpen?: boolean;
  inline?: boolean;
}

// An in-memory stand-in for the favourites calls, so the dialog can be used end to end.
function Demo({ onChoose, onRemove, onCreate, onRename, onDelete, failing = false, defaultOpen = false, inline = false }: DemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [collections, setCollections] = useState(initialCollections);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const call =
    <A extends unknown[]>(spy: ((...args: A) => void) | undefined, change: (...args: A) => void) =>
    async (...args: A) => {
      spy?.(...args);
      if (failing) throw new Error('Network request failed');
      change(...args);
    };
  const dialog = (
    <CollectionsDialog
      open={open}
      onOpenChange={setOpen}
      rvId={RV_ID}
      listingName="Wanderlust 24 ft Class C, Canmore AB"
      collections={collections}
      container={inline ? container : undefined}
      onChoose={call(onChoose, (id) =>
        setCollections((all) => all.map((c) => (c.Id === id ? { ...c, Items: [...c.Items, { Id: newId(), RVId: RV_ID }] } : c))),
      )}
      onRemove={call(onRemove, (id, itemId) =>
        setCollections((all) => all.map((c) => (c.Id === id ? { ...c, Items: c.Items.filter((i) => i.Id !== itemId) } : c))),
      )}
      onCreate={call(onCreate, (name) => setCollections((all) => [...all, { Id: newId(), CollectionName: name, Items: [] }]))}
      onRename={call(onRename, (id, name) => setCollections((all) => all.map((c) => (c.Id === id ? { ...c, CollectionName: name } : c))))}
      onDelete={call(onDelete, (id) => setCollections((all) => all.filter((c) => c.Id !== id)))}
    />
  );
  if (inline) {
    // Screenshot mode: a transformed box becomes the containing block of the dialog's fixed layers.
    return (
      <div ref={setContainer} className="relative h-[44rem] w-[32rem] overflow-hidden" style={{ transform: 'translateZ(0)' }}>
        {container ? dialog : null}
      </div>
    );
  }
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Save Wanderlust to a collection</Button>
      {dialog}
    </main>
  );
}

const meta = {
  title: 'Widgets/CollectionsDialog',
  component: Demo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { CollectionsDialog },
  args: { onChoose: fn(), onRemove: fn(), onCreate: fn(), onRename: fn(), onDelete: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, name = 'Save Wanderlust to a collection', title = 'Save to a collection') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog', { name: title }));
}

export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const summer = dialog.getByRole('button', { name: 'Summer in the Rockies' });
    await expect(summer).toHaveAttribute('aria-pressed', 'false');
    await expect(summer).toHaveAccessibleDescription('3 RVs');
    await userEvent.click(summer);
    await expect(args.onChoose).toHaveBeenCalledWith(11);
    await waitFor(() => expect(summer).toHaveAttribute('aria-pressed', 'true'));
    await expect(summer).toHaveAccessibleDescription('Saved · 4 RVs');
    // The RV was already in "Road trip 2026": pressing takes it out (by its favourite item id).
    const roadTrip = dialog.getByRole('button', { name: 'Road trip 2026' });
    roadTrip.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledWith(12, 904);
    await waitFor(() => expect(roadTrip).toHaveAttribute('aria-pressed', 'false'));
    await expect(dialog.getByRole('button', { name: 'Été au Québec' })).toHaveAccessibleDescription('No RVs yet');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const CreateWithValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'New collection' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await expect(field).toHaveAccessibleDescription(/Enter a name for the collection\./);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'A'.repeat(51));
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(/Use 50 characters or fewer\./);
    await userEvent.clear(field);
    await userEvent.type(field, '  summer in the ROCKIES {Enter}');
    await expect(field).toHaveAccessibleDescription(/You already have a collection with this name\./);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Family   weekend {Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Family weekend');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(dialog.getByRole('button', { name: 'Family weekend' })).toHaveAccessibleDescription('No RVs yet');
  },
};

export const RenameAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const body = within(document.body);
    await userEvent.click(dialog.getByRole('button', { name: 'Rename Road trip 2026' }));
    const rename = await dialog.findByRole('textbox', { name: 'New name for Road trip 2026' });
    await waitFor(() => expect(rename).toHaveFocus());
    await expect(rename).toHaveValue('Road trip 2026');
    // Escape backs out of the rename, not out of the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Road trip 2026' })).toHaveFocus());
    await expect(body.getByRole('dialog')).toBeInTheDocument();

    // Keyboard only: Tab to the row's Rename button, Enter, type, Enter.
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Rename Road trip 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await dialog.findByRole('textbox', { name: 'New name for Road trip 2026' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.clear(again);
    await userEvent.type(again, 'Été au québec{Enter}');
    await expect(again).toHaveAccessibleDescription(/You already have a collection with this name\./);
    await userEvent.clear(again);
    await userEvent.type(again, 'Road trip 2027{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(12, 'Road trip 2027');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Road trip 2027' })).toHaveFocus());

    await userEvent.click(dialog.getByRole('button', { name: 'Delete Summer in the Rockies' }));
    await expect(dialog.getByText('Delete “Summer in the Rockies” and the 3 RVs saved in it?')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Summer in the Rockies' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Summer in the Rockies' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(11);
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Summer in the Rockies' })).toBeNull());
    // Focus does not fall to the dialog: it lands on the first collection left.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Road trip 2027' })).toHaveFocus());
  },
};

export const FailedCallKeepsTheText: Story = {
  args: { failing: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'New collection' });
    await userEvent.type(field, 'Banff long weekend{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Banff long weekend');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('That did not work. Check your connection and try again.');
    await expect(field).toHaveValue('Banff long weekend');
    await userEvent.click(dialog.getByRole('button', { name: 'Summer in the Rockies' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Summer in the Rockies' })).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Save Wanderlust to a collection', 'Enregistrer dans une collection');
    await expect(dialog.getByRole('button', { name: 'Summer in the Rockies' })).toHaveAccessibleDescription('3 VR');
    await expect(dialog.getByRole('button', { name: 'Road trip 2026' })).toHaveAccessibleDescription('Enregistré · 1 VR');
    const field = dialog.getByRole('textbox', { name: 'Nouvelle collection' });
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    await expect(field).toHaveAccessibleDescription(/Entrez un nom pour la collection\./);
    await userEvent.type(field, 'x'.repeat(60));
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(/Utilisez 50 caractères ou moins\./);
    await userEvent.clear(field);
    await userEvent.type(field, 'ÉTÉ AU QUÉBEC{Enter}');
    await expect(field).toHaveAccessibleDescription(/Vous avez déjà une collection portant ce nom\./);
  },
};

export const Overview: Story = {
  tags: ['visual'],
  args: { defaultOpen: true, inline: true },
};

export const OverviewFrenchDark: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { defaultOpen: true, inline: true },
};
