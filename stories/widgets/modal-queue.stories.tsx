import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  createModalQueueStore,
  defineMessages,
  ModalHost,
  type ModalComponentProps,
  ModalQueueProvider,
  type ModalQueueStore,
  type ModalRegistry,
  useMessages,
  useModalQueue,
} from '@rove/ui';

// Example modals: the real ones (book call, payment details, ...) are the app's; these only exercise the queue.
const copy = defineMessages({
  en: {
    bookCall: 'Book a call with our team',
    bookCallBody: 'A Rove travel advisor will call you within one business day to plan your trip.',
    payment: 'Payment details',
    paymentBody: 'Visa ending in 4242 will be charged $1,284.50 USD when your host accepts.',
    review: 'Report this review',
    reviewBody: 'Tell us what is wrong with the review of Wanderlust 24 ft Class C by Marie T.',
    app: 'Get the Rove app',
    appBody: 'Message your host and unlock your RV from your phone.',
    done: 'Done',
    openBooking: 'Open booking #48213',
    removed: 'Trip removed',
    removedBody: 'Your saved trip to Banff National Park was removed.',
  },
  fr: {
    bookCall: 'Planifier un appel avec notre équipe',
    bookCallBody: 'Un conseiller voyage Rove vous appellera d’ici un jour ouvrable pour planifier votre voyage.',
    payment: 'Détails du paiement',
    paymentBody: 'La carte Visa se terminant par 4242 sera débitée de 1 284,50 $ US lorsque votre hôte acceptera.',
    review: 'Signaler cet avis',
    reviewBody: 'Dites-nous ce qui ne va pas dans l’avis de Marie T. sur Wanderlust Classe C de 24 pi.',
    app: 'Téléchargez l’application Rove',
    appBody: 'Écrivez à votre hôte et déverrouillez votre VR depuis votre téléphone.',
    done: 'Terminé',
    openBooking: 'Ouvrir la réservation no 48213',
    removed: 'Voyage retiré',
    removedBody: 'Votre voyage enregistré au parc national Banff a été retiré.',
  },
});

function Body({ text, close, children }: { text: keyof (typeof copy)['en']; close: () => void; children?: React.ReactNode }) {
  const t = useMessages(copy);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t[text]}</p>
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <Button onClick={close}>{t.done}</Button>
      </div>
    </div>
  );
}

function PaymentDetails({ close, onNavigate }: ModalComponentProps<{ onNavigate?: () => void }>) {
  const t = useMessages(copy);
  return (
    <Body text="paymentBody" close={close}>
      <Button variant="outline" onClick={onNavigate}>
        {t.openBooking}
      </Button>
    </Body>
  );
}

const title = (key: keyof (typeof copy)['en']) => (_: unknown, language: 'en' | 'fr') => copy[language][key];

const registry: ModalRegistry = {
  bookCall: { title: title('bookCall'), component: ({ close }) => <Body text="bookCallBody" close={close} /> },
  bookingPaymentDetails: { title: title('payment'), component: PaymentDetails },
  bookingReviewsReport: { title: title('review'), size: 'sm', component: ({ close }) => <Body text="reviewBody" close={close} /> },
  appDownloadCritical: { title: title('app'), size: 'sm', component: ({ close }) => <Body text="appBody" close={close} /> },
  tripRemoved: { title: title('removed'), size: 'sm', component: ({ close }) => <Body text="removedBody" close={close} /> },
};

const pageCopy = defineMessages({
  en: {
    heading: 'Your trip to Banff',
    three: 'Show three modals',
    priority: 'Report a review (priority)',
    twice: 'Book a call twice',
    unknown: 'Show an unknown modal',
    page: (n: number) => `Page visit ${n}`,
    remove: 'Remove saved trip',
    saved: 'Saved trip: Banff National Park, Jul 4 to Jul 9',
  },
  fr: {
    heading: 'Votre voyage à Banff',
    three: 'Afficher trois fenêtres',
    priority: 'Signaler un avis (prioritaire)',
    twice: 'Planifier un appel deux fois',
    unknown: 'Afficher une fenêtre inconnue',
    page: (n: number) => `Visite de page ${n}`,
    remove: 'Retirer le voyage enregistré',
    saved: 'Voyage enregistré : parc national Banff, du 4 au 9 juillet',
  },
});

function Page({ onNavigate }: { onNavigate: () => void }) {
  const t = useMessages(pageCopy);
  const modals = useModalQueue();
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(true);
  return (
    <main className="flex max-w-xl flex-col gap-3">
      <h1 className="font-display text-2xl font-semibold">{t.heading}</h1>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            modals.show('bookCall');
            modals.show({ name: 'bookingPaymentDetails', props: { onNavigate } });
            modals.show({ name: 'appDownloadCritical', persistent: true });
          }}
        >
          {t.three}
        </Button>
        <Button variant="outline" onClick={() => modals.show({ name: 'bookingReviewsReport', priority: true })}>
          {t.priority}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            modals.show('bookCall');
            modals.show('bookCall');
          }}
        >
          {t.twice}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            try {
              modals.show('signUpWizard');
            } catch (e) {
              setError((e as Error).message);
            }
          }}
        >
          {t.unknown}
        </Button>
      </div>
      {saved ? (
        <p className="flex items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
          {t.saved}
          <Button
            size="sm"
            variant="destructive"
            onClick={() => {
              // The trigger disappears with its row: focus must still land somewhere sensible.
              setSaved(false);
              modals.show('tripRemoved');
            }}
          >
            {t.remove}
          </Button>
        </p>
      ) : null}
      <p role="alert" className="text-sm text-danger-foreground">
        {error}
      </p>
    </main>
  );
}

function Demo({ onNavigate = () => {}, store: given }: { onNavigate?: () => void; store?: ModalQueueStore }) {
  const [visit, setVisit] = useState(1);
  const [store] = useState(() => given ?? createModalQueueStore(Object.keys(registry)));
  const t = useMessages(pageCopy);
  return (
    <ModalQueueProvider registry={registry} store={store} locationKey={visit}>
      <p className="mb-2 text-xs text-muted-foreground" data-testid="visit">
        {t.page(visit)}
      </p>
      <Page
        onNavigate={() => {
          onNavigate();
          setVisit((v) => v + 1);
        }}
      />
      <ModalHost />
    </ModalQueueProvider>
  );
}

const meta = {
  title: 'Widgets/ModalQueue',
  component: Demo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { ModalQueueProvider, ModalHost },
  args: { onNavigate: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogNamed = (name: string) => body().findByRole('dialog', { name });

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show three modals' });
    await userEvent.click(trigger);
    await dialogNamed('Book a call with our team');
    await expect(body().getAllByRole('dialog')).toHaveLength(1);
    // Escape closes the first; the second follows.
    await userEvent.keyboard('{Escape}');
    const payment = await dialogNamed('Payment details');
    await expect(body().getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(payment).getByRole('button', { name: 'Done' }));
    const app = await dialogNamed('Get the Rove app');
    await userEvent.click(within(app).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

// A priority modal usually comes from code (a push message, a failed change request), not from the page behind.
const pushStore = createModalQueueStore(Object.keys(registry));

export const PriorityGoesToTheFront: Story = {
  render: (args) => <Demo {...args} store={pushStore} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show three modals' }));
    await dialogNamed('Book a call with our team');
    pushStore.show({ name: 'bookingReviewsReport', priority: true });
    // The open modal stays; the priority one is next, ahead of those that were waiting.
    await expect(await dialogNamed('Book a call with our team')).toBeInTheDocument();
    await expect(body().getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await dialogNamed('Report this review');
    await userEvent.keyboard('{Escape}');
    await dialogNamed('Payment details');
    await userEvent.keyboard('{Escape}');
    await dialogNamed('Get the Rove app');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DuplicatesAreRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a call twice' }));
    const dialog = await dialogNamed('Book a call with our team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const NavigationKeepsOnlyPersistentEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show three modals' }));
    await userEvent.keyboard('{Escape}');
    const payment = await dialogNamed('Payment details');
    await userEvent.click(within(payment).getByRole('button', { name: 'Open booking #48213' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(canvas.getByTestId('visit')).toHaveTextContent('Page visit 2');
    // The payment details were not persistent; the app-download modal was, and it survives.
    await dialogNamed('Get the Rove app');
    await expect(body().queryByRole('dialog', { name: 'Payment details' })).toBeNull();
  },
};

export const UnknownNameThrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show an unknown modal' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Modal component not found in component registry$/);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const FocusWhenTheTriggerIsGone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove saved trip' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed('Trip removed');
    await expect(remove).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher trois fenêtres' }));
    const dialog = await dialogNamed('Planifier un appel avec notre équipe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await dialogNamed('Détails du paiement');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report a review (priority)' }));
    const dialog = await dialogNamed('Report this review');
    await expect(dialog).toHaveTextContent('Wanderlust 24 ft Class C');
    await userEvent.keyboard('{Escape}');
  },
};

// Screenshot: a modal already queued, drawn inside a transformed box (the containing block of its fixed layers).
function OverviewDemo() {
  const [store] = useState(() => {
    const queued = createModalQueueStore(Object.keys(registry));
    queued.show('bookingPaymentDetails');
    queued.show('bookCall');
    return queued;
  });
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <ModalQueueProvider registry={registry} store={store}>
      <div ref={setContainer} className="relative h-[26rem] w-[36rem] overflow-hidden" style={{ transform: 'translateZ(0)' }}>
        {container ? <ModalHost container={container} /> : null}
      </div>
    </ModalQueueProvider>
  );
}

export const Overview: Story = {
  tags: ['visual'],
  render: () => <OverviewDemo />,
};
