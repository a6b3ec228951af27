import { rvUpdateSchema } from '@rove/contract';
import type { HostRv } from '@rove/contract';
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverProblems, type Translate } from '../forms/contract-form.ts';
import { checkValues, initialValues, mergedFacts, rvFieldOf, stepFields, toPayload } from './rv-form.ts';

const rv = {
  Id: 7,
  Status: 'draft',
  Type: 'ClassC',
  RentalType: 'PickupAndDelivery',
  Year: 2020,
  Brand: 'Winnebago',
  Model: 'Minnie',
  Fuel: null,
  Length: 25,
  Weight: 9000,
  HitchSize: null,
  HitchWeight: null,
  Location: {
    Street: '1 Main St',
    PostalCode: 'T2P 1J9',
    City: 'Calgary',
    Region: 'AB',
    RegionName: 'Alberta',
    Country: 'CA',
    Lat: 51,
    Lng: -114,
  },
  Sleeps: null,
  Seatbelts: 0,
  Beds: [],
  Name: null,
  Description: { en: '', fr: '' },
  Photos: [],
  GeneratedPhotoCount: 0,
  NightlyPrice: null,
  CleaningFee: null,
  SecurityDeposit: null,
  DeliveryRadius: 0,
  MileageIncludedPerDay: null,
  ProtectionAcknowledged: false,
  HostAcceptanceAcknowledged: false,
} as unknown as HostRv;

describe('the fields of each step', () => {
  it.each([
    ['rv-model', 'ClassC', null, ['Model', 'Fuel']],
    ['rv-model', 'TravelTrailer', null, ['Model']],
    ['rv-sleeping-spots', 'ClassC', null, ['Sleeps', 'Seatbelts', 'Beds']],
    ['rv-sleeping-spots', 'FifthWheel', null, ['Sleeps', 'Beds']],
    [
      'mileage-and-delivery',
      'ClassC',
      'PickupOnly',
      ['MileageIncludedPerDay', 'MileageOveragePrice', 'GeneratorHoursIncludedPerDay', 'GeneratorOveragePrice'],
    ],
    // Delivery is asked with the rental type, where the host chooses it; a towable has no allowances.
    ['mileage-and-delivery', 'TravelTrailer', 'DeliveryOnly', []],
    ['rental-type', 'TravelTrailer', null, ['RentalType', 'DeliveryRadius', 'DeliveryPricePerUnit', 'DeliveryFreeRadius']],
    ['earn-more', 'ClassC', null, []],
  ] as const)('%s for a %s (%s): %j', (step, type, rental, fields) => {
    expect(stepFields(step, { Type: type, RentalType: rental })).toEqual(fields);
  });
});

describe('starting values and the body sent', () => {
  it('starts from the RV; an unset delivery distance is empty, not 0', () => {
    expect(initialValues(['Year', 'Sleeps', 'DeliveryRadius', 'Beds'], rv)).toEqual({
      Year: 2020,
      Sleeps: null,
      DeliveryRadius: null,
      Beds: [],
    });
    expect(initialValues(['Location'], rv)).toEqual({
      Location: { Street: '1 Main St', PostalCode: 'T2P 1J9', Label: 'Calgary, Alberta' },
    });
    expect(initialValues(['Name'], null)).toEqual({ Name: null });
  });

  it('sends the answers only: unanswered fields are left out, unlimited stays null, words are trimmed', () => {
    expect(toPayload({ Name: '  Moose  ', Sleeps: null, MileageIncludedPerDay: null, ProtectionAcknowledged: false }, rv)).toEqual({
      Name: 'Moose',
      MileageIncludedPerDay: null,
    });
  });

  it('sends a location when a place was chosen, or when the street changed', () => {
    expect(toPayload({ Location: { Street: '1 Main St', PostalCode: 'T2P 1J9', Label: 'Calgary, Alberta' } }, rv)).toEqual({});
    expect(toPayload({ Location: { PlaceId: 'gn:1', Street: '', PostalCode: '' } }, rv)).toEqual({
      Location: { PlaceId: 'gn:1', Address: undefined, Street: '', PostalCode: '' },
    });
    expect(toPayload({ Location: { Street: '2 Main St', PostalCode: 'T2P 1J9' } }, rv)).toEqual({
      Location: { Address: 'Calgary, AB', Street: '2 Main St', PostalCode: 'T2P 1J9' },
    });
  });
});

// The forms catalogue in both languages, as the app's i18next reads it.
const forms = (locale: string) => JSON.parse(readFileSync(new URL(`../../../locales/${locale}/forms.json`, import.meta.url), 'utf8'));
const words = createInstance();
void words.init({
  initAsync: false,
  resources: { en: { forms: forms('en') }, fr: { forms: forms('fr') } },
  interpolation: { escapeValue: false },
});
const t = words.t.bind(words) as unknown as Translate;

describe('checks before sending, in the page language', () => {
  it.each([
    ['rv-year', { Year: 1900 }, 'en', { Year: 'Enter a year from 1950 to next year.' }],
    ['rv-year', { Year: null }, 'en', { Year: 'Enter the year your RV was built.' }],
    ['rv-sleeping-spots', { Sleeps: 4, Seatbelts: 4, Beds: [] }, 'fr', { Beds: 'Ajoutez au moins un lit.' }],
    // A motorhome's renters ride in it: its seat belts are asked, not left at 0.
    [
      'rv-sleeping-spots',
      { Sleeps: 4, Seatbelts: null, Beds: [{ Type: 'BedQueen', Count: 1 }] },
      'en',
      { Seatbelts: 'Say how many seat belts it has: renters ride in it.' },
    ],
    ['rv-photos', {}, 'en', { Photos: 'Add at least 3 photos.' }],
    // How far the host delivers is asked where delivery is chosen.
    ['rental-type', { RentalType: 'DeliveryOnly', DeliveryRadius: null }, 'en', { DeliveryRadius: 'Say how far you deliver.' }],
    ['rental-type', { RentalType: 'PickupOnly', DeliveryRadius: null }, 'en', {}],
    ['mileage-and-delivery', { MileageIncludedPerDay: 200 }, 'en', {}],
    ['rv-location', { Location: null }, 'en', {}],
    [
      'no-insurance',
      { ProtectionAcknowledged: false },
      'en',
      { ProtectionAcknowledged: 'Confirm that you have read how trips are protected.' },
    ],
    ['base-price', { NightlyPrice: 150 }, 'en', {}],
  ] as const)('%s %j (%s) -> %j', (step, values, locale, errors) => {
    expect(checkValues(values, { rv, currentYear: 2026, locale, t, steps: [step] }, rvUpdateSchema)).toEqual(errors);
  });

  it('a new RV without a location is asked for one', () => {
    expect(
      checkValues({ Location: null }, { rv: null, currentYear: 2026, locale: 'en', t, steps: ['rv-location'] }, rvUpdateSchema),
    ).toEqual({
      Location: 'Enter the city where renters pick up your RV.',
    });
  });

  it('a listed RV is checked against everything publishing needs', () => {
    const listed = { ...rv, Status: 'published', NightlyPrice: 100 } as HostRv;
    expect(checkValues({ Name: 'Moose Mobile' }, { rv: listed, currentYear: 2026, locale: 'en', t }, rvUpdateSchema)).toMatchObject({
      Sleeps: 'Say how many people can sleep in the RV.',
    });
  });

  it('a chosen place counts as a location; the form overlays the RV', () => {
    expect(mergedFacts(null, { Location: { PlaceId: 'gn:1' } }).Location).toEqual({ PlaceId: 'gn:1' });
    expect(mergedFacts(rv, { Location: { Label: 'Calgary, Alberta' } }).Location).toBe(rv.Location);
    expect(mergedFacts(rv, { DeliveryRadius: null }).DeliveryRadius).toBe(0);
  });

  it('the server field errors land on the form’s fields (a location’s street is the location’s)', () => {
    expect(serverProblems({ 'Location.PostalCode': ['Bad'], Year: ['Too old', 'Other'] }, rvFieldOf)).toEqual({
      Location: { code: 'server', text: 'Bad' },
      Year: { code: 'server', text: 'Too old' },
    });
  });
});
