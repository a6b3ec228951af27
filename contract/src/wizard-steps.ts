// The RV wizard's steps (spec 000 section 9), a module of their own: the app's route table names a route per step and
// needs nothing else of the vocabulary on every page.
/** The spec's 27 step names, in the wizard's order: the RV, where it is, how it sleeps, the listing, money, rules. */
export const rvWizardSteps = [
  'rv-type',
  'rv-year',
  'rv-manufacturer',
  'rv-model',
  'rv-length',
  'rv-weight',
  'hitch-size',
  'hitch-weight',
  'rv-location',
  'earn-more',
  'rental-type',
  'rv-sleeping-spots',
  'rv-slideouts',
  'rv-amenities',
  'park-amenities',
  'rv-name',
  'rv-description',
  'rv-photos',
  'base-price',
  'cleaning-fee',
  'security-deposit',
  'longer-stays',
  'mileage-and-delivery',
  'calendar-settings',
  'booking-preferences',
  'no-insurance',
  'host-acceptance-education',
] as const;
export type RvWizardStep = (typeof rvWizardSteps)[number];

/**
 * The wizard's six phases, each named by its first step (the steps between two phases' first steps are the
 * earlier phase's). The host's progress counts phases: their number never changes as answers make steps apply
 * or not (issue 38: "Step 1 of 23", then "Step 3 of 24", then "Step 16 of 25").
 */
export const rvWizardPhases = [
  { name: 'vehicle', first: 'rv-type' },
  { name: 'place', first: 'rv-location' },
  { name: 'sleeping', first: 'rv-sleeping-spots' },
  { name: 'listing', first: 'rv-name' },
  { name: 'money', first: 'base-price' },
  { name: 'rules', first: 'calendar-settings' },
] as const satisfies readonly { name: string; first: RvWizardStep }[];
export type RvWizardPhase = (typeof rvWizardPhases)[number]['name'];

/** The phase a step belongs to: its 0-based index among the six, its name, and how many phases there are. */
export function phaseOfStep(step: RvWizardStep): { index: number; name: RvWizardPhase; count: number } {
  const at = rvWizardSteps.indexOf(step);
  let index = 0;
  rvWizardPhases.forEach((phase, i) => {
    if (rvWizardSteps.indexOf(phase.first) <= at) index = i;
  });
  return { index, name: rvWizardPhases[index].name, count: rvWizardPhases.length };
}
