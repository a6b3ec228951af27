// An RV's edit sections by route, and the wizard steps whose fields each section holds.
import { type HostRv, type RvFieldName, type RvWizardStep, stepApplies } from '@rove/contract';
import { stepFields } from '../rv-form.ts';

export const sections = ['root', 'details', 'photos', 'pricing', 'addons', 'earn-more', 'insurance', 'preferences'] as const;

export type Section = (typeof sections)[number];

export const routeOf = (section: Section | 'pre-booking-message') =>
  section === 'root' ? ('dashboard-rvs-rvId' as const) : (`dashboard-rvs-rvId-${section}` as const);

/** The fields of several steps that apply to the RV, in order. */
export const fieldsOf = (rv: HostRv, steps: RvWizardStep[]): RvFieldName[] =>
  steps.filter((step) => stepApplies(step, rv)).flatMap((step) => stepFields(step, rv));

/** Which edit section holds a wizard step's answers (for "what is missing" links). */
export function sectionOfStep(step: string): Section {
  if (step === 'rv-photos') return 'photos';
  if (['base-price', 'cleaning-fee', 'security-deposit', 'longer-stays', 'mileage-and-delivery', 'rental-type'].includes(step))
    return 'pricing';
  if (['calendar-settings', 'booking-preferences', 'host-acceptance-education'].includes(step)) return 'preferences';
  if (step === 'no-insurance') return 'insurance';
  if (step === 'earn-more') return 'earn-more';
  return 'details';
}
