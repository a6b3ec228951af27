// The listing wizard's 27 steps (spec 000 section 2, dashboard rvs/new/:step?/{step-name}) in the order a host
// answers them, which of them apply to an RV, what each needs before it counts as done, and what publishing needs.
// Pure functions: the server decides with them (resume step, out-of-order steps, publish), the app navigates with them.
import { isDrivable, type RvType, type RvWizardStep, rvWizardSteps } from './constants.ts';
import { phaseOfStep, type RvWizardPhase, rvWizardPhases } from './wizard-steps.ts';

export { phaseOfStep, type RvWizardPhase, rvWizardPhases, type RvWizardStep, rvWizardSteps };
import { minPublishPhotos, offersDelivery, type RentalType } from './rvs-vocabulary.ts';

export const isRvWizardStep = (value: unknown): value is RvWizardStep => (rvWizardSteps as readonly unknown[]).includes(value);

/** The facts the step rules read (a subset of the host's RV). */
export interface RvStepFacts {
  Type: RvType | null;
  Year: number | null;
  Brand: string | null;
  Model: string | null;
  Length: number | null;
  Weight: number | null;
  HitchSize: string | null;
  HitchWeight: number | null;
  Location: unknown | null;
  RentalType: RentalType | null;
  Sleeps: number | null;
  /** Seat belts: a drivable RV's renters ride in it, so it needs at least one (towables have none). */
  Seatbelts: number;
  Beds: readonly unknown[];
  Name: string | null;
  Description: { en: string; fr: string };
  PhotoCount: number;
  NightlyPrice: number | null;
  CleaningFee: number | null;
  SecurityDeposit: number | null;
  DeliveryRadius: number;
  ProtectionAcknowledged: boolean;
  HostAcceptanceAcknowledged: boolean;
}

/** The facts of an RV not started yet: nothing answered. */
export const emptyRvStepFacts: RvStepFacts = {
  Type: null,
  Year: null,
  Brand: null,
  Model: null,
  Length: null,
  Weight: null,
  HitchSize: null,
  HitchWeight: null,
  Location: null,
  RentalType: null,
  Sleeps: null,
  Seatbelts: 0,
  Beds: [],
  Name: null,
  Description: { en: '', fr: '' },
  PhotoCount: 0,
  NightlyPrice: null,
  CleaningFee: null,
  SecurityDeposit: null,
  DeliveryRadius: 0,
  ProtectionAcknowledged: false,
  HostAcceptanceAcknowledged: false,
};

const towable = (rv: Pick<RvStepFacts, 'Type'>) => rv.Type !== null && !isDrivable(rv.Type);

/**
 * Which steps apply: the hitch steps only to towables; campsite features only to RVs that are delivered;
 * mileage-and-delivery (the distance and generator allowances) to RVs that are driven away. How far the host
 * delivers is asked with the rental type, where delivery is chosen (issue 38: each question where it matters).
 * Before the type is known the hitch steps are left out (they join the list once a towable type is chosen).
 */
export function stepApplies(step: RvWizardStep, rv: Pick<RvStepFacts, 'Type' | 'RentalType'>): boolean {
  switch (step) {
    case 'hitch-size':
    case 'hitch-weight':
      return towable(rv);
    case 'park-amenities':
      return offersDelivery(rv.RentalType);
    case 'mileage-and-delivery':
      return rv.Type !== null && isDrivable(rv.Type);
    default:
      return true;
  }
}

/** The steps of this RV, in order. */
export function applicableSteps(rv: Pick<RvStepFacts, 'Type' | 'RentalType'>): RvWizardStep[] {
  return rvWizardSteps.filter((step) => stepApplies(step, rv));
}

const hasText = (value: string | null | undefined) => Boolean(value && value.trim());

/** The fields a step still needs (empty: the step's answers are all there). Informational steps need nothing. */
export function stepMissingFields(step: RvWizardStep, rv: RvStepFacts): string[] {
  const need = (ok: boolean, field: string) => (ok ? [] : [field]);
  switch (step) {
    case 'rv-type':
      return need(rv.Type !== null, 'Type');
    case 'rv-year':
      return need(rv.Year !== null, 'Year');
    case 'rv-manufacturer':
      return need(hasText(rv.Brand), 'Brand');
    case 'rv-model':
      return need(hasText(rv.Model), 'Model');
    case 'rv-length':
      return need(rv.Length !== null, 'Length');
    case 'rv-weight':
      return need(rv.Weight !== null, 'Weight');
    case 'hitch-size':
      return need(hasText(rv.HitchSize), 'HitchSize');
    case 'hitch-weight':
      return need(rv.HitchWeight !== null, 'HitchWeight');
    case 'rv-location':
      return need(rv.Location !== null, 'Location');
    case 'rental-type':
      return [
        ...need(rv.RentalType !== null, 'RentalType'),
        ...need(!offersDelivery(rv.RentalType) || rv.DeliveryRadius > 0, 'DeliveryRadius'),
      ];
    case 'rv-sleeping-spots':
      return [
        ...need(rv.Sleeps !== null, 'Sleeps'),
        ...need(rv.Type === null || !isDrivable(rv.Type) || rv.Seatbelts > 0, 'Seatbelts'),
        ...need(rv.Beds.length > 0, 'Beds'),
      ];
    case 'rv-name':
      return need(hasText(rv.Name), 'Name');
    case 'rv-description':
      return need(hasText(rv.Description.en) || hasText(rv.Description.fr), 'Description');
    case 'rv-photos':
      return need(rv.PhotoCount >= minPublishPhotos, 'Photos');
    case 'base-price':
      return need(rv.NightlyPrice !== null, 'NightlyPrice');
    case 'cleaning-fee':
      return need(rv.CleaningFee !== null, 'CleaningFee');
    case 'security-deposit':
      return need(rv.SecurityDeposit !== null, 'SecurityDeposit');
    case 'no-insurance':
      return need(rv.ProtectionAcknowledged, 'ProtectionAcknowledged');
    case 'host-acceptance-education':
      return need(rv.HostAcceptanceAcknowledged, 'HostAcceptanceAcknowledged');
    default:
      return [];
  }
}

/** Steps whose answers may all be defaults (a count of 0, no amenities): done once the host went past them. */
const visitOnlySteps: readonly RvWizardStep[] = [
  'earn-more',
  'rv-slideouts',
  'rv-amenities',
  'park-amenities',
  'longer-stays',
  'mileage-and-delivery',
  'calendar-settings',
  'booking-preferences',
];

/** A step is done when it has everything it needs; steps made of defaults also need the host to have seen them. */
export function isStepDone(step: RvWizardStep, rv: RvStepFacts, visited: readonly string[]): boolean {
  if (stepMissingFields(step, rv).length) return false;
  return !visitOnlySteps.includes(step) || visited.includes(step);
}

/** Where "continue" takes the host: the first applicable step not done, else the last step (to publish). */
export function resumeStep(rv: RvStepFacts, visited: readonly string[]): RvWizardStep {
  const steps = applicableSteps(rv);
  return steps.find((step) => !isStepDone(step, rv, visited)) ?? steps[steps.length - 1];
}

export function nextStep(rv: Pick<RvStepFacts, 'Type' | 'RentalType'>, current: RvWizardStep): RvWizardStep | null {
  const steps = applicableSteps(rv);
  const after = rvWizardSteps.slice(rvWizardSteps.indexOf(current) + 1);
  return after.find((step) => steps.includes(step)) ?? null;
}

export function previousStep(rv: Pick<RvStepFacts, 'Type' | 'RentalType'>, current: RvWizardStep): RvWizardStep | null {
  const steps = applicableSteps(rv);
  const before = rvWizardSteps.slice(0, rvWizardSteps.indexOf(current)).reverse();
  return before.find((step) => steps.includes(step)) ?? null;
}

export type StepAccess = { kind: 'open' } | { kind: 'skip'; to: RvWizardStep } | { kind: 'locked'; to: RvWizardStep };

/**
 * Opening a step by its address: a step that does not apply to this RV sends the host on to the next one that does;
 * a step beyond the first one not done yet sends them back to it (steps are answered in order; earlier ones stay open).
 */
export function stepAccess(rv: RvStepFacts, visited: readonly string[], step: RvWizardStep): StepAccess {
  if (!stepApplies(step, rv)) return { kind: 'skip', to: nextStep(rv, step) ?? resumeStep(rv, visited) };
  const resume = resumeStep(rv, visited);
  return rvWizardSteps.indexOf(step) > rvWizardSteps.indexOf(resume) ? { kind: 'locked', to: resume } : { kind: 'open' };
}

/** What publishing still needs: each applicable step with missing fields (visit-only steps never block). */
export function missingForPublish(rv: RvStepFacts): { Step: RvWizardStep; Fields: string[] }[] {
  return applicableSteps(rv)
    .map((step) => ({ Step: step, Fields: stepMissingFields(step, rv) }))
    .filter((entry) => entry.Fields.length > 0);
}

/** Share of the applicable steps done, 0 to 100. */
export function completenessPercent(rv: RvStepFacts, visited: readonly string[]): number {
  const steps = applicableSteps(rv);
  const done = steps.filter((step) => isStepDone(step, rv, visited)).length;
  return Math.round((done / steps.length) * 100);
}

/** The step facts of a host's RV as the API answers it (contract/src/rvs.ts HostRv). */
export function hostRvFacts(
  rv: Omit<RvStepFacts, 'PhotoCount'> & { Photos: readonly unknown[]; GeneratedPhotoCount: number },
): RvStepFacts {
  return { ...rv, PhotoCount: rv.Photos.length || rv.GeneratedPhotoCount };
}
