import { describe, expect, it } from 'vitest';
import { codeWordsKey } from './bilingual.ts';
import { RvAddOnInputSchema, seasonOf, validateRvUpdate } from './rvs.ts';
import { rvFieldErrors, rvWords } from './rvs-vocabulary.ts';

const context = { currentYear: 2026 };
const codesOf = (input: unknown, ctx = context) => {
  const result = validateRvUpdate(input, ctx);
  return result.ok ? {} : result.codes;
};

describe('every field the wizard collects is validated with a clear error', () => {
  it.each([
    [{ Name: 'RV' }, { Name: ['Name.length'] }],
    [{ Name: '   ' }, { Name: ['Name.required'] }],
    [{ Name: 'x'.repeat(61) }, { Name: ['Name.length'] }],
    [{ Name: 42 }, { Name: ['Name.required'] }],
    [{ Type: 'Spaceship' }, { Type: ['Type.required'] }],
    [{ Year: 1949 }, { Year: ['Year.range'] }],
    [{ Year: 2028 }, { Year: ['Year.range'] }],
    [{ Year: 2019.5 }, { Year: ['Year.range'] }],
    [{ Year: '2019' }, { Year: ['Year.range'] }],
    [{ Brand: 'W' }, { Brand: ['Brand.length'] }],
    [{ Model: '' }, { Model: ['Model.required'] }],
    [{ Fuel: 'Steam' }, { Fuel: ['Fuel.option'] }],
    [{ Length: 4 }, { Length: ['Length.range'] }],
    [{ Weight: 50 }, { Weight: ['Weight.range'] }],
    [{ HitchSize: '3"' }, { HitchSize: ['HitchSize.required'] }],
    [{ Weight: 3000, HitchWeight: 3500 }, { HitchWeight: ['HitchWeight.aboveWeight'] }],
    [{ Sleeps: 0 }, { Sleeps: ['Sleeps.range'] }],
    [
      {
        Beds: [
          { Type: 'BedQueen', Count: 1 },
          { Type: 'BedQueen', Count: 2 },
        ],
      },
      { Beds: ['Beds.invalid'] },
    ],
    [{ Beds: [{ Type: 'Hammock', Count: 1 }] }, { Beds: ['Beds.invalid'] }],
    [{ Slideouts: 7 }, { Slideouts: ['Slideouts.range'] }],
    [{ Amenities: ['Jacuzzi'] }, { Amenities: ['Amenities.option'] }],
    [{ ParkAmenities: ['Pool'] }, { ParkAmenities: ['ParkAmenities.option'] }],
    [{ Description: { en: 'Too short', fr: '' } }, { Description: ['Description.length'] }],
    [{ Location: {} }, { Location: ['Location.required'] }],
    [{ Location: { Address: 'Calgary, AB', PostalCode: '1234' } }, { Location: ['PostalCode.format'] }],
    [{ RentalType: 'Teleport' }, { RentalType: ['RentalType.required'] }],
    [{ NightlyPrice: 5 }, { NightlyPrice: ['NightlyPrice.range'] }],
    [{ NightlyPrice: Number.NaN }, { NightlyPrice: ['NightlyPrice.range'] }],
    [{ CleaningFee: -1 }, { CleaningFee: ['CleaningFee.range'] }],
    [{ SecurityDeposit: 10001 }, { SecurityDeposit: ['SecurityDeposit.range'] }],
    [{ WeeklyDiscountPercent: 80 }, { WeeklyDiscountPercent: ['DiscountPercent.range'] }],
    [{ DeliveryRadius: 0 }, { DeliveryRadius: ['DeliveryRadius.range'] }],
    [{ DeliveryRadius: 50, DeliveryFreeRadius: 60 }, { DeliveryFreeRadius: ['DeliveryFreeRadius.range'] }],
    [{ MinimumNights: 0 }, { MinimumNights: ['MinimumNights.range'] }],
    [{ PickupTime: '25:00' }, { PickupTime: ['Time.format'] }],
    [{ InstantBook: 'yes' }, { InstantBook: ['Boolean.invalid'] }],
    [{ ProtectionAcknowledged: false }, { ProtectionAcknowledged: ['ProtectionAcknowledged.required'] }],
    [{ OwnerId: 3 }, { OwnerId: ['Field.unknown'] }],
  ])('%j -> %j', (input, codes) => {
    expect(codesOf(input)).toEqual(codes);
  });

  it('accepts every field in range and trims the words', () => {
    const result = validateRvUpdate(
      {
        Name: '  The Moose Mobile ',
        Type: 'TravelTrailer',
        Year: 2027,
        Brand: 'Airstream',
        Model: 'Bambi',
        Fuel: null,
        Length: 22.5,
        Weight: 3500,
        HitchSize: '2"',
        HitchWeight: 400,
        Sleeps: 4,
        Seatbelts: 0,
        Beds: [{ Type: 'BedQueen', Count: 1 }],
        Slideouts: 1,
        Amenities: ['Heater', 'Toilet'],
        ParkAmenities: ['Electric30Amp'],
        Description: { en: 'A shiny aluminium classic that sleeps four.', fr: '' },
        Location: { PlaceId: 'gn:5913490', Street: '1 Main St', PostalCode: 't2p 1j9' },
        RentalType: 'PickupAndDelivery',
        NightlyPrice: 149.99,
        CleaningFee: 0,
        SecurityDeposit: 0,
        MileageIncludedPerDay: null,
        DeliveryRadius: 100,
        DeliveryFreeRadius: 20,
        MinimumNights: 2,
        PickupTime: '09:30',
        InstantBook: true,
        ProtectionAcknowledged: true,
        WizardStep: 'rv-name',
      },
      context,
    );
    expect(result).toMatchObject({ ok: true, step: 'rv-name', values: { Name: 'The Moose Mobile' } });
  });

  it('the hitch weight is compared with the stored weight when only it is sent', () => {
    expect(codesOf({ HitchWeight: 900 }, { currentYear: 2026, current: { Weight: 800 } } as never)).toEqual({
      HitchWeight: ['HitchWeight.aboveWeight'],
    });
  });

  it('a body that is not an object is refused', () => {
    expect(codesOf([1, 2])).toEqual({ _: ['Field.invalid'] });
  });
});

describe('errors as keys of the locale files (their sentences: locales/code-words.test.ts)', () => {
  it('keys each code in the rv section, an unknown code as Field.invalid', () => {
    expect(codeWordsKey(rvWords, 'Year.range')).toBe('rv.Year.range');
    expect(codeWordsKey(rvWords, 'nonsense')).toBe('rv.Field.invalid');
  });

  it('gives the limits as the language writes them', () => {
    expect(rvWords.values('Weight.range', 'en')).toMatchObject({ weightMin: 100, weightMax: '40,000' });
    expect(rvWords.values('Weight.range', 'fr')).toMatchObject({ weightMax: expect.stringMatching(/^40\s000$/), yearMin: 1950 });
  });

  it('answers the field errors each worded once', () => {
    expect(rvFieldErrors({ Year: ['Year.range', 'Year.range'], Name: ['Name.required'] }, (code) => `<${code}>`)).toEqual({
      Year: ['<Year.range>'],
      Name: ['<Name.required>'],
    });
  });

  it('an add-on needs a name in one language and a price', () => {
    const bad = RvAddOnInputSchema.safeParse({ Name: { en: 'x', fr: '' }, Price: -1, PricePer: 'week' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['AddOnName.required', 'AddOnPrice.range', 'PricePer.option']);
    expect(RvAddOnInputSchema.safeParse({ Name: { fr: 'Support à vélos' }, Price: 15, PricePer: 'night' }).success).toBe(true);
  });
});

describe('seasons of the earnings projection', () => {
  it.each([
    [1, 'low'],
    [5, 'shoulder'],
    [7, 'peak'],
    [9, 'shoulder'],
    [11, 'low'],
  ] as const)('month %i is %s', (month, season) => expect(seasonOf(month)).toBe(season));
});
