// The RV wizard's steps (spec 000 section 9), a module of their own: the app's route table names a route per step and
// needs nothing else of the vocabulary on every page.
/** The spec's 27 step names, in the wizard's order: the RV itself, where it is, how it sleeps, the listing, money, rules. */
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
