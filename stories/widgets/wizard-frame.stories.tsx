import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defineMessages, Radio, RadioGroup, TextField, useMessages, WizardFrame } from '@rove/ui';

// Four steps of the host listing wizard (rv-name, rv-type, rv-year, base-price), with their real questions.
const copy = defineMessages({
  en: {
    nameTitle: 'What do you call your RV?',
    nameDescription: 'Renters see this name first. Make it memorable: “Wanderlust”, “The Moose Mobile”.',
    name: 'RV name',
    typeTitle: 'What type of RV is it?',
    type: 'RV type',
    classC: 'Class C motorhome',
    travelTrailer: 'Travel trailer',
    campervan: 'Campervan',
    yearTitle: 'What year was it built?',
    year: 'Year',
    priceTitle: 'Set your nightly price',
    price: 'Nightly price (USD)',
    priceHelp: 'Similar RVs near Bozeman, MT rent for $150 to $210 a night.',
    theRv: 'The RV',
    money: 'Money',
  },
  fr: {
    nameTitle: 'Comment s’appelle votre VR?',
    nameDescription: 'C’est le premier nom que voient les locataires. Rendez-le mémorable : « Wanderlust », « L’Orignal mobile ».',
    name: 'Nom du VR',
    typeTitle: 'De quel type de VR s’agit-il?',
    type: 'Type de VR',
    classC: 'Autocaravane de classe C',
    travelTrailer: 'Caravane classique',
    campervan: 'Fourgonnette aménagée',
    yearTitle: 'En quelle année a-t-il été construit?',
    year: 'Année',
    priceTitle: 'Fixez votre prix par nuit',
    price: 'Prix par nuit (USD)',
    priceHelp: 'Des VR semblables près de Bozeman (Montana) se louent de 150 $ à 210 $ la nuit.',
    theRv: 'Le VR',
    money: 'L’argent',
  },
});

interface DemoProps {
  onSaveAndExit?: () => void;
  onPublish?: () => void;
  initialStep?: number;
  isSaving?: boolean;
  /** Count parts rather than steps: the first three steps are the RV, the last one money. */
  withPhases?: boolean;
}

function ListingWizardDemo({ onSaveAndExit, onPublish = () => {}, initialStep = 0, isSaving = false, withPhases = false }: DemoProps) {
  const t = useMessages(copy);
  const [step, setStep] = useState(initialStep);
  const [listing, setListing] = useState({ name: 'Wanderlust', type: 'ClassC', year: '2019', price: '185' });
  const set = (key: keyof typeof listing) => (value: string) => setListing((l) => ({ ...l, [key]: value }));
  const steps = [
    {
      title: t.nameTitle,
      description: t.nameDescription,
      body: <TextField label={t.name} value={listing.name} onChange={set('name')} isRequired />,
    },
    {
      title: t.typeTitle,
      body: (
        <RadioGroup label={t.type} value={listing.type} onChange={set('type')}>
          <Radio value="ClassC">{t.classC}</Radio>
          <Radio value="TravelTrailer">{t.travelTrailer}</Radio>
          <Radio value="Campervan">{t.campervan}</Radio>
        </RadioGroup>
      ),
    },
    { title: t.yearTitle, body: <TextField label={t.year} inputMode="numeric" value={listing.year} onChange={set('year')} /> },
    {
      title: t.priceTitle,
      body: <TextField label={t.price} description={t.priceHelp} inputMode="decimal" value={listing.price} onChange={set('price')} />,
    },
  ];
  const current = steps[step];
  return (
    <WizardFrame
      stepIndex={step}
      stepCount={steps.length}
      phase={withPhases ? (step < 3 ? { index: 0, count: 2, name: t.theRv } : { index: 1, count: 2, name: t.money }) : undefined}
      title={current.title}
      description={current.description}
      isNextDisabled={step === 0 && listing.name.trim() === ''}
      isSaving={isSaving}
      onBack={() => setStep((s) => s - 1)}
      onNext={() => (step === steps.length - 1 ? onPublish() : setStep((s) => s + 1))}
      onSaveAndExit={onSaveAndExit}
      className="min-h-[36rem]"
    >
      {current.body}
    </WizardFrame>
  );
}

const meta = {
  title: 'Widgets/WizardFrame',
  component: ListingWizardDemo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { WizardFrame },
  args: { onSaveAndExit: fn(), onPublish: fn() },
} satisfies Meta<typeof ListingWizardDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const announcer = (root: HTMLElement) => root.querySelector('[data-slot=wizard-announcer]') as HTMLElement;

export const KeyboardThroughTheSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Listing progress' });
    await expect((progress as HTMLProgressElement).value).toBe(1);
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(announcer(canvasElement)).toBeEmptyDOMElement();

    // Enter in the name field means Next.
    const name = canvas.getByRole('textbox', { name: /RV name/ });
    await userEvent.click(name);
    await userEvent.keyboard(' 2019{Enter}');
    const typeHeading = canvas.getByRole('heading', { level: 1, name: 'What type of RV is it?' });
    await waitFor(() => expect(typeHeading).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('Step 2 of 4: What type of RV is it?');
    await expect((progress as HTMLProgressElement).value).toBe(2);

    // Tab from the heading goes into the step, then on to the footer.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Class C motorhome' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Travel trailer' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'What year was it built?' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('Step 3 of 4: What year was it built?');

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'What type of RV is it?' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('Step 2 of 4: What type of RV is it?');
    await expect(canvas.getByRole('radio', { name: 'Travel trailer' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Save and exit' }));
    await expect(args.onSaveAndExit).toHaveBeenCalledOnce();
  },
};

export const LastStepPublishes: Story = {
  args: { initialStep: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect((canvas.getByRole('progressbar') as HTMLProgressElement).value).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish listing' }));
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

export const IncompleteStepHoldsNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /RV name/ }));
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1, name: 'What do you call your RV?' })).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { initialStep: 1, isSaving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'What type of RV is it?' })).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Save and exit' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveAndExit).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progression de l’annonce' })).toHaveAttribute('aria-valuetext', 'Étape 1 sur 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'De quel type de VR s’agit-il?' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('Étape 2 sur 4 : De quel type de VR s’agit-il?');
    await expect(canvas.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enregistrer et quitter' })).toBeInTheDocument();
  },
};

// The listing wizard counts its parts (their number never changes as answers make steps apply or not): three steps
// share "Step 1 of 2, The RV", with Back from the second one on.
export const CountingParts: Story = {
  args: { withPhases: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Listing progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2, The RV');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'What type of RV is it?' })).toHaveFocus());
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2, The RV');
    await expect(announcer(canvasElement)).toHaveTextContent('Step 1 of 2, The RV: What type of RV is it?');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 2, Money'));
    await expect((progress as HTMLProgressElement).value).toBe(2);
    await expect(canvas.getByRole('button', { name: 'Publish listing' })).toBeInTheDocument();
  },
};

export const Overview: Story = {
  tags: ['visual'],
  args: { initialStep: 2 },
};

export const OverviewFrenchDark: Story = {
  tags: ['visual'],
  globals: { locale: 'fr', theme: 'dark' },
  args: { initialStep: 3 },
};
