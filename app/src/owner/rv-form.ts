// The form rules of the wizard's steps and the edit sections, as pure functions: which fields a step (or a group of
// fields) edits, its starting values from the RV, the body sent to the server, and the checks made before sending
// (the contract's field schemas and the step's required answers; the server checks the same again).
import type { rvUpdateSchema } from '@rove/contract';
import type { Locale } from '@rove/contract/vocabulary';
import {
  emptyRvStepFacts,
  type HostRv,
  hostRvFacts,
  isDrivable,
  missingForPublish,
  type RvFieldName,
  type RvStepFacts,
  type RvUpdate,
  type RvWizardStep,
  rvWords,
  stepMissingFields,
} from '@rove/contract';
import { codeText, type FieldProblems, type Translate, validateWith } from '../forms/contract-form.ts';

/** What a form holds: the fields being edited (null = not answered), the location as chosen in the form. */
export type RvFormValues = Partial<Record<RvFieldName, unknown>> & {
  Location?: { PlaceId?: string; Address?: string; Street?: string; PostalCode?: string; Label?: string } | null;
};

type Facts = Pick<HostRv, 'Type' | 'RentalType'>;

/** The fields of each step, for this RV (seat belts, fuel, distance and generator allowances for drivables). */
export function stepFields(step: RvWizardStep, rv: Facts | null): RvFieldName[] {
  const drivable = rv?.Type ? isDrivable(rv.Type) : false;
  switch (step) {
    case 'rv-type':
      return ['Type'];
    case 'rv-year':
      return ['Year'];
    case 'rv-manufacturer':
      return ['Brand'];
    case 'rv-model':
      return drivable ? ['Model', 'Fuel'] : ['Model'];
    case 'rv-length':
      return ['Length'];
    case 'rv-weight':
      return ['Weight'];
    case 'hitch-size':
      return ['HitchSize'];
    case 'hitch-weight':
      return ['HitchWeight'];
    case 'rv-location':
      return ['Location'];
    case 'rental-type':
      // How far the host delivers is asked where delivery is chosen (the fields show once it is).
      return ['RentalType', 'DeliveryRadius', 'DeliveryPricePerUnit', 'DeliveryFreeRadius'];
    case 'rv-sleeping-spots':
      return drivable ? ['Sleeps', 'Seatbelts', 'Beds'] : ['Sleeps', 'Beds'];
    case 'rv-slideouts':
      return ['Slideouts'];
    case 'rv-amenities':
      return ['Amenities'];
    case 'park-amenities':
      return ['ParkAmenities'];
    case 'rv-name':
      return ['Name'];
    case 'rv-description':
      return ['Description'];
    case 'base-price':
      return ['NightlyPrice'];
    case 'cleaning-fee':
      return ['CleaningFee'];
    case 'security-deposit':
      return ['SecurityDeposit'];
    case 'longer-stays':
      return ['WeeklyDiscountPercent', 'MonthlyDiscountPercent', 'MidweekDiscountPercent'];
    case 'mileage-and-delivery':
      return drivable ? ['MileageIncludedPerDay', 'MileageOveragePrice', 'GeneratorHoursIncludedPerDay', 'GeneratorOveragePrice'] : [];
    case 'calendar-settings':
      return ['MinimumNights', 'PickupTime', 'DropoffTime'];
    case 'booking-preferences':
      return ['InstantBook', 'CancellationPolicy', 'PetsAllowed', 'SmokingAllowed', 'FestivalFriendly', 'ExperienceRequired'];
    case 'no-insurance':
      return ['ProtectionAcknowledged'];
    case 'host-acceptance-education':
      return ['HostAcceptanceAcknowledged'];
    default:
      return [];
  }
}

/** Fields where null is an answer (unlimited allowances, no fuel given); elsewhere null means "not answered". */
const nullable: readonly RvFieldName[] = ['MileageIncludedPerDay', 'GeneratorHoursIncludedPerDay', 'Fuel'];

/** The starting values of the fields, from the RV (or empty for a new one). */
export function initialValues(fields: readonly RvFieldName[], rv: HostRv | null): RvFormValues {
  const out: RvFormValues = {};
  for (const field of fields) {
    if (field === 'Location') {
      out.Location = rv?.Location
        ? { Street: rv.Location.Street, PostalCode: rv.Location.PostalCode, Label: `${rv.Location.City}, ${rv.Location.RegionName}` }
        : null;
      continue;
    }
    // Counts that must be above 0 start empty rather than at the stored 0, so the host answers them.
    if (field === 'DeliveryRadius' || field === 'Seatbelts') {
      out[field] = rv && rv[field] > 0 ? rv[field] : null;
      continue;
    }
    const value = rv ? (rv as unknown as Record<string, unknown>)[field] : undefined;
    out[field] = value === undefined ? null : value;
  }
  if (fields.includes('Amenities')) out.Amenities ??= [];
  if (fields.includes('ParkAmenities')) out.ParkAmenities ??= [];
  if (fields.includes('Beds')) out.Beds ??= [];
  return out;
}

/**
 * The body to send: the fields answered. A location is sent only when a new place was chosen (or its street or
 * postal code changed); an unanswered field is left out (the step's check says it is missing).
 */
export function toPayload(values: RvFormValues, rv: HostRv | null): RvUpdate {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'Location') {
      const location = value as RvFormValues['Location'];
      if (!location) continue;
      const changedPlace = Boolean(location.PlaceId || location.Address);
      const changedDetails =
        rv?.Location && ((location.Street ?? '') !== rv.Location.Street || (location.PostalCode ?? '') !== rv.Location.PostalCode);
      if (changedPlace)
        body.Location = {
          PlaceId: location.PlaceId,
          Address: location.Address,
          Street: location.Street ?? '',
          PostalCode: location.PostalCode ?? '',
        };
      else if (changedDetails && rv?.Location)
        body.Location = {
          Address: `${rv.Location.City}, ${rv.Location.Region}`,
          Street: location.Street ?? '',
          PostalCode: location.PostalCode ?? '',
        };
      continue;
    }
    if (value === undefined) continue;
    if (value === null && !nullable.includes(field as RvFieldName)) continue;
    if ((field === 'ProtectionAcknowledged' || field === 'HostAcceptanceAcknowledged') && value !== true) continue;
    body[field] = typeof value === 'string' && field !== 'PickupTime' && field !== 'DropoffTime' ? value.trim() : value;
  }
  return body as RvUpdate;
}

/** The RV's step facts with the form's answers laid over them. */
export function mergedFacts(rv: HostRv | null, values: RvFormValues): RvStepFacts {
  const base: RvStepFacts = rv ? hostRvFacts(rv) : emptyRvStepFacts;
  const merged = { ...base } as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(values)) {
    if (field === 'Location') {
      const location = value as RvFormValues['Location'];
      merged.Location = location && (location.PlaceId || location.Address) ? location : base.Location;
    } else if (field === 'DeliveryRadius' || field === 'Seatbelts') merged[field] = typeof value === 'number' ? value : 0;
    else if (field === 'Description') merged.Description = value ?? base.Description;
    else if (field === 'Beds') merged.Beds = value ?? [];
    else if (field === 'ProtectionAcknowledged' || field === 'HostAcceptanceAcknowledged')
      merged[field] = value === true || base[field as 'ProtectionAcknowledged'];
    else merged[field] = value;
  }
  return merged as unknown as RvStepFacts;
}

export type FormErrors = Record<string, string>;

/**
 * What the steps need beyond each field's schema (a wizard step's required answers; for a listed RV, everything
 * publishing needs), as the contract's codes by field (`Name.required`), worded by rvWords.
 */
export function missingProblems(values: RvFormValues, context: { rv: HostRv | null; steps?: readonly RvWizardStep[] }): FieldProblems {
  const { rv } = context;
  const steps = context.steps ?? [];
  const listed = rv && (rv.Status === 'published' || rv.Status === 'unpublished') && !steps.length;
  if (!listed && !steps.length) return {};
  const facts = mergedFacts(rv, values);
  const missing = listed ? missingForPublish(facts).flatMap((m) => m.Fields) : steps.flatMap((step) => stepMissingFields(step, facts));
  return Object.fromEntries(missing.map((field) => [field, { code: 'required', contractCode: `${field}.required` }]));
}

/** The form's field of a body path (a location's street is the location's). */
export const rvFieldOf = (path: string) => path.split('.')[0] as keyof RvFormValues & string;

/**
 * The forms' checks as one pure function (what useContractForm runs for the wizard and the edit sections): each field
 * against the contract's rvUpdateSchema, then what the steps need. Messages in the page's language (`t` words them).
 */
export function checkValues(
  values: RvFormValues,
  context: { rv: HostRv | null; currentYear: number; locale: Locale; t: Translate; steps?: readonly RvWizardStep[] },
  schemaFor: typeof rvUpdateSchema,
): FormErrors {
  const { rv, locale } = context;
  const schema = schemaFor({ currentYear: context.currentYear, current: { Weight: rv?.Weight, DeliveryRadius: rv?.DeliveryRadius } });
  const checked = validateWith(schema, toPayload(values, rv), rvFieldOf, values);
  const problems = { ...missingProblems(values, context), ...(checked.ok ? {} : checked.problems) };
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      codeText(context.t, rvWords, problem?.contractCode ?? 'Field.invalid', locale),
    ]),
  );
}
