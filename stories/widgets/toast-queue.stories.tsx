import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  createManualClock,
  createToastQueue,
  defineMessages,
  loadToastList,
  type ToastQueue,
  ToastQueueProvider,
  ToastRegion,
  useMessages,
  useToastQueue,
} from '@rove/ui';

// Each story drives its own queue on a manual clock: the play functions move time instead of waiting for it.
function storyQueue(maxVisible = 3) {
  const clock = createManualClock();
  return { clock, queue: createToastQueue({ clock, maxVisible }) };
}

const copy = defineMessages({
  en: {
    save: 'Save to favourites',
    saved: 'Saved to “Summer in the Rockies”',
    savedBody: 'Wanderlust 24 ft Class C, Calgary AB',
    remove: 'Remove from favourites',
    removed: 'Removed from favourites',
    undo: 'Undo',
    fail: 'Send message',
    failed: 'Your message could not be sent',
    failedBody: 'Check your connection and try again.',
  },
  fr: {
    save: 'Ajouter aux favoris',
    saved: 'Ajouté à « Été dans les Rocheuses »',
    savedBody: 'Wanderlust Classe C de 24 pi, Calgary (Alb.)',
    remove: 'Retirer des favoris',
    removed: 'Retiré des favoris',
    undo: 'Annuler',
    fail: 'Envoyer le message',
    failed: 'Votre message n’a pas pu être envoyé',
    failedBody: 'Vérifiez votre connexion et réessayez.',
  },
});

function Page({ onUndo }: { onUndo: () => void }) {
  const t = useMessages(copy);
  const toasts = useToastQueue();
  return (
    <main className="flex flex-wrap gap-2">
      <Button onClick={() => toasts.add({ title: t.saved, description: t.savedBody, tone: 'success' })}>{t.save}</Button>
      <Button variant="outline" onClick={() => toasts.add({ title: t.removed, action: { label: t.undo, onAction: onUndo } })}>
        {t.remove}
      </Button>
      <Button variant="outline" onClick={() => toasts.add({ title: t.failed, description: t.failedBody, tone: 'danger' })}>
        {t.fail}
      </Button>
    </main>
  );
}

function Demo({ queue, onUndo = () => {} }: { queue: ToastQueue; onUndo?: () => void }) {
  return (
    <ToastQueueProvider queue={queue}>
      <Page onUndo={onUndo} />
    </ToastQueueProvider>
  );
}

const meta = {
  title: 'Widgets/ToastQueue',
  component: Demo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { ToastQueueProvider, ToastRegion },
  args: { onUndo: fn(), queue: storyQueue().queue },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: 'Notifications' });

const leaves = storyQueue();
export const LeavesOnItsOwn: Story = {
  render: (args) => <Demo {...args} queue={leaves.queue} />,
  play: async ({ canvasElement }) => {
    leaves.queue.clear();
    // The live region is in the page before the first toast, so the first announcement is not lost.
    await expect(region()).toHaveAttribute('aria-live', 'polite');
    await expect(region()).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save to favourites' }));
    // The toasts' code loads with the first one (the region itself was already there).
    await expect(await within(region()).findByText('Saved to “Summer in the Rockies”')).toBeInTheDocument();
    leaves.clock.advance(5999);
    await expect(within(region()).getByText('Saved to “Summer in the Rockies”')).toBeInTheDocument();
    leaves.clock.advance(1);
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  },
};

const queued = storyQueue(2);
export const QueuedAndPausedOnHover: Story = {
  render: (args) => <Demo {...args} queue={queued.queue} />,
  play: async ({ canvasElement }) => {
    queued.queue.clear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to favourites' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to favourites' }));
    // Two at a time: the third waits for room.
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(2));
    const message = within(region()).getByText('Your message could not be sent');
    await userEvent.hover(message);
    queued.clock.advance(60_000);
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.unhover(message);
    queued.clock.advance(6000);
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(1));
    queued.clock.advance(6000);
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  },
};

const focused = storyQueue();
export const PausedWhileFocusedAndDismissedByKeyboard: Story = {
  render: (args) => <Demo {...args} queue={focused.queue} />,
  play: async ({ canvasElement }) => {
    focused.queue.clear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Send message' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dismiss = await within(region()).findByRole('button', { name: 'Dismiss notification' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    focused.clock.advance(60_000);
    await expect(dismiss).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
    // Focus goes back where it was before it entered the toasts.
    await expect(trigger).toHaveFocus();
  },
};

const action = storyQueue();
export const WithActionStaysUntilUsed: Story = {
  render: (args) => <Demo {...args} queue={action.queue} />,
  play: async ({ canvasElement, args }) => {
    action.queue.clear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove from favourites' }));
    action.clock.advance(3_600_000);
    const undo = await within(region()).findByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  },
};

const french = storyQueue();
export const French: Story = {
  globals: { locale: 'fr' },
  render: (args) => <Demo {...args} queue={french.queue} />,
  play: async ({ canvasElement }) => {
    french.queue.clear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retirer des favoris' }));
    const notifications = within(document.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(notifications).findByText('Retiré des favoris')).toBeInTheDocument();
    await userEvent.click(within(notifications).getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(notifications).toBeEmptyDOMElement());
  },
};

const dark = storyQueue();
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <Demo {...args} queue={dark.queue} />,
  play: async ({ canvasElement }) => {
    dark.queue.clear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send message' }));
    await expect(await within(region()).findByText('Check your connection and try again.')).toBeInTheDocument();
  },
};

// The region as it looks with one toast of each kind, laid out in the flow (not fixed) for the screenshot.
const overview = storyQueue(4);
overview.queue.add({ title: 'Saved to “Summer in the Rockies”', description: 'Wanderlust 24 ft Class C, Calgary AB', tone: 'success' });
overview.queue.add({ title: 'Removed from favourites', action: { label: 'Undo', onAction: () => {} } });
overview.queue.add({ title: 'Your message could not be sent', description: 'Check your connection and try again.', tone: 'danger' });
overview.queue.add({ title: 'Your host has not answered yet', description: 'Requests expire after 48 hours.', tone: 'warning' });

export const Overview: Story = {
  tags: ['visual'],
  // The toasts' code loads with the first toast: here before the story renders, for the screenshot.
  loaders: [loadToastList],
  render: () => <ToastRegion queue={overview.queue} className="static w-96" />,
};
