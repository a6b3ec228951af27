import { describe, expect, it } from 'vitest';
import {
  applicableSteps,
  completenessPercent,
  isStepDone,
  missingForPublish,
  nextStep,
  previousStep,
  resumeStep,
  emptyRvStepFacts,
  phaseOfStep,
  type RvStepFacts,
  rvWizardPhases,
  rvWizardSteps,
  stepAccess,
  stepApplies,
} from './rv-wizard.ts';

const empty = emptyRvStepFacts;

const complete: RvStepFacts = {
  ...empty,
  Type: 'ClassC',
  Year: 2020,
  Brand: 'Winnebago',
  Model: 'Minnie',
  Length: 25,
  Weight: 9000,
  Location: { City: 'Calgary' },
  RentalType: 'PickupOnly',
  Sleeps: 4,
  Seatbelts: 4,
  Beds: [{ Type: 'BedQueen', Count: 1 }],
  Name: 'The Moose Mobile',
  Description: { en: 'A cosy Class C that sleeps four, close to the Rockies.', fr: '' },
  PhotoCount: 3,
  NightlyPrice: 150,
  CleaningFee: 50,
  SecurityDeposit: 500,
  ProtectionAcknowledged: true,
  HostAcceptanceAcknowledged: true,
};
const allVisited = [...rvWizardSteps];

describe('the 27 steps of the listing wizard (spec 000 section 2: rvs/new/:step?/{step-name})', () => {
  it('holds exactly the 27 step names of the specification, each once', () => {
    const spec =
      'rv-name, rv-type, rv-year, rv-model, earn-more, rv-length, rv-photos, rv-weight, base-price, hitch-size, rental-type, rv-location, cleaning-fee, hitch-weight, longer-stays, no-insurance, rv-amenities, rv-slideouts, park-amenities, rv-description, rv-manufacturer, security-deposit, calendar-settings, rv-sleeping-spots, booking-preferences, mileage-and-delivery, host-acceptance-education';
    expect([...rvWizardSteps].sort()).toEqual(spec.split(', ').sort());
    expect(new Set(rvWizardSteps).size).toBe(27);
  });

  it('asks about the RV first and ends with the host-acceptance education before publishing', () => {
    expect(rvWizardSteps[0]).toBe('rv-type');
    expect(rvWizardSteps.at(-1)).toBe('host-acceptance-education');
    // Earnings come once type, size and place are known; prices after the listing is described.
    expect(rvWizardSteps.indexOf('earn-more')).toBeGreaterThan(rvWizardSteps.indexOf('rv-location'));
    expect(rvWizardSteps.indexOf('earn-more')).toBeGreaterThan(rvWizardSteps.indexOf('rv-length'));
    expect(rvWizardSteps.indexOf('base-price')).toBeGreaterThan(rvWizardSteps.indexOf('rv-photos'));
  });
});

describe('steps that do not apply are skipped', () => {
  it.each([
    // step, type, rental type, applies
    ['hitch-size', 'TravelTrailer', 'PickupOnly', true],
    ['hitch-size', 'FifthWheel', 'PickupOnly', true],
    ['hitch-size', 'Vintage', 'PickupOnly', true],
    ['hitch-size', 'ClassC', 'PickupOnly', false],
    ['hitch-weight', 'MotorHome', 'PickupAndDelivery', false],
    ['hitch-weight', 'ToyHauler', 'DeliveryOnly', true],
    ['hitch-size', null, null, false],
    ['park-amenities', 'ClassA', 'PickupOnly', false],
    ['park-amenities', 'ClassA', 'PickupAndDelivery', true],
    ['park-amenities', 'TentTrailer', 'DeliveryOnly', true],
    ['mileage-and-delivery', 'TravelTrailer', 'PickupOnly', false],
    // A towable has no distance or generator allowance; how far it is delivered is asked with the rental type.
    ['mileage-and-delivery', 'TravelTrailer', 'DeliveryOnly', false],
    ['mileage-and-delivery', 'Campervan', 'PickupOnly', true],
    ['mileage-and-delivery', 'ClassA', 'PickupAndDelivery', true],
    ['rv-name', 'Campervan', 'PickupOnly', true],
    ['earn-more', null, null, true],
  ] as const)('%s for a %s rented %s: %s', (step, type, rental, applies) => {
    expect(stepApplies(step, { Type: type, RentalType: rental })).toBe(applies);
  });

  it('a motorhome picked up has 24 steps, a delivered trailer 26, a trailer picked up 25', () => {
    expect(applicableSteps({ Type: 'ClassC', RentalType: 'PickupOnly' })).toHaveLength(24);
    expect(applicableSteps({ Type: 'TravelTrailer', RentalType: 'PickupAndDelivery' })).toHaveLength(26);
    expect(applicableSteps({ Type: 'TravelTrailer', RentalType: 'PickupOnly' })).toHaveLength(25);
  });

  it('Next and Back jump over the steps that do not apply', () => {
    const motorhome = { Type: 'ClassC', RentalType: 'PickupOnly' } as const;
    expect(nextStep(motorhome, 'rv-weight')).toBe('rv-location');
    expect(previousStep(motorhome, 'rv-location')).toBe('rv-weight');
    expect(nextStep(motorhome, 'rv-amenities')).toBe('rv-name');
    const trailer = { Type: 'TravelTrailer', RentalType: 'PickupOnly' } as const;
    expect(nextStep(trailer, 'rv-weight')).toBe('hitch-size');
    expect(nextStep(trailer, 'longer-stays')).toBe('calendar-settings');
    expect(previousStep(trailer, 'rv-type')).toBeNull();
    expect(nextStep(trailer, 'host-acceptance-education')).toBeNull();
  });
});

describe('leaving and coming back resumes where the host stopped', () => {
  it.each([
    ['a new draft starts at the type', empty, [], 'rv-type'],
    ['type and year given: the make is next', { ...empty, Type: 'ClassC', Year: 2019 }, ['rv-type', 'rv-year'], 'rv-manufacturer'],
    [
      'earn-more is done once seen',
      { ...complete, RentalType: null },
      ['rv-type', 'rv-year', 'rv-manufacturer', 'rv-model', 'rv-length', 'rv-weight', 'rv-location'],
      'earn-more',
    ],
    ['a missing photo sends back to the photos', { ...complete, PhotoCount: 2 }, allVisited, 'rv-photos'],
    ['everything done: the last step, to publish', complete, allVisited, 'host-acceptance-education'],
  ] as const)('%s', (_name, rv, visited, step) => {
    expect(resumeStep(rv as RvStepFacts, visited)).toBe(step);
  });

  it('a count or amenity step is done only once the host went past it', () => {
    expect(isStepDone('rv-slideouts', complete, [])).toBe(false);
    expect(isStepDone('rv-slideouts', complete, ['rv-slideouts'])).toBe(true);
    expect(isStepDone('rv-name', complete, [])).toBe(true);
  });
});

describe('a step opened out of order', () => {
  const partial: RvStepFacts = { ...empty, Type: 'ClassC', Year: 2019 };
  it.each([
    ['an earlier step stays open', 'rv-type', { kind: 'open' }],
    ['the current step is open', 'rv-manufacturer', { kind: 'open' }],
    ['a later step sends back to the first one not done', 'base-price', { kind: 'locked', to: 'rv-manufacturer' }],
    ['a step that does not apply moves on to the next that does', 'hitch-size', { kind: 'skip', to: 'rv-location' }],
  ] as const)('%s', (_name, step, access) => {
    expect(stepAccess(partial, ['rv-type', 'rv-year'], step)).toEqual(access);
  });
});

describe('publishing requires the fields a listing needs and lists what is missing', () => {
  it('a complete RV misses nothing', () => {
    expect(missingForPublish(complete)).toEqual([]);
    expect(completenessPercent(complete, allVisited)).toBe(100);
  });

  it('an empty draft misses name, type, year, make and model, sleeps, location, photos, prices, deposit and policies', () => {
    const fields = missingForPublish(empty).flatMap((m) => m.Fields);
    for (const field of ['Name', 'Type', 'Year', 'Brand', 'Model', 'Sleeps', 'Location', 'Photos', 'NightlyPrice', 'SecurityDeposit'])
      expect(fields).toContain(field);
    expect(fields).toContain('ProtectionAcknowledged');
    expect(fields).toContain('HostAcceptanceAcknowledged');
    expect(completenessPercent(empty, [])).toBe(0);
    expect(completenessPercent(complete, [])).toBeLessThan(100);
  });

  it('a drivable RV needs its seat belts (renters ride in it); a towable has none to give', () => {
    expect(missingForPublish({ ...complete, Seatbelts: 0 })).toEqual([{ Step: 'rv-sleeping-spots', Fields: ['Seatbelts'] }]);
    const trailer = { ...complete, Type: 'TravelTrailer' as const, Seatbelts: 0, HitchSize: '2 in ball', HitchWeight: 600 };
    expect(missingForPublish(trailer)).toEqual([]);
  });

  it('a towable needs its hitch; a delivered RV needs its delivery distance', () => {
    const trailer = { ...complete, Type: 'TravelTrailer' as const };
    expect(missingForPublish(trailer)).toEqual([
      { Step: 'hitch-size', Fields: ['HitchSize'] },
      { Step: 'hitch-weight', Fields: ['HitchWeight'] },
    ]);
    // Asked where delivery is chosen (the rental type), not steps later.
    expect(missingForPublish({ ...complete, RentalType: 'DeliveryOnly' })).toEqual([{ Step: 'rental-type', Fields: ['DeliveryRadius'] }]);
    expect(missingForPublish({ ...complete, RentalType: 'DeliveryOnly', DeliveryRadius: 50 })).toEqual([]);
  });
});

describe('the wizard counts phases, so the count never changes as answers do (issue 38)', () => {
  it('has six phases in the order of the steps, the first at the first step', () => {
    expect(rvWizardPhases.map((phase) => phase.name)).toEqual(['vehicle', 'place', 'sleeping', 'listing', 'money', 'rules']);
    expect(rvWizardPhases[0].first).toBe(rvWizardSteps[0]);
    const firsts = rvWizardPhases.map((phase) => rvWizardSteps.indexOf(phase.first));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });

  it.each([
    ['rv-type', 0, 'vehicle'],
    ['hitch-weight', 0, 'vehicle'],
    ['rv-location', 1, 'place'],
    ['rental-type', 1, 'place'],
    ['park-amenities', 2, 'sleeping'],
    ['rv-photos', 3, 'listing'],
    ['mileage-and-delivery', 4, 'money'],
    ['host-acceptance-education', 5, 'rules'],
  ] as const)('%s is in phase %i (%s) of 6', (step, index, name) => {
    expect(phaseOfStep(step)).toEqual({ index, name, count: 6 });
  });

  it('every RV, whatever its type and rental type, walks the same six phases in order', () => {
    for (const rv of [
      { Type: null, RentalType: null },
      { Type: 'ClassC', RentalType: 'PickupOnly' },
      { Type: 'TravelTrailer', RentalType: 'DeliveryOnly' },
    ] as const) {
      const phases = applicableSteps(rv).map((step) => phaseOfStep(step).index);
      expect([...new Set(phases)]).toEqual([0, 1, 2, 3, 4, 5]);
      expect(phases).toEqual([...phases].sort((a, b) => a - b));
      expect(new Set(applicableSteps(rv).map((step) => phaseOfStep(step).count))).toEqual(new Set([6]));
    }
  });
});
