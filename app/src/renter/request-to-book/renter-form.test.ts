import { describe, expect, it } from 'vitest';
import { RenterRequestSchema } from '@rove/contract';
import {
  emptyRenterForm,
  prefillRenterForm,
  type RenterForm,
  renterPayload,
  renterRequestBody,
  validateRenterForm,
} from './renter-form.ts';

const trip = { dateStart: '2027-07-01', dateEnd: '2027-07-05', protectionLevel: null };
const valid: RenterForm = {
  ...emptyRenterForm,
  firstName: 'Rita',
  lastName: 'Renter',
  phoneNumber: '416 555 0199',
  street: '1 Front St W',
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5J 2X5',
  country: 'CA',
  dateOfBirth: '1990-04-02',
  licenceNumber: 'R1234-56789',
  licenceRegion: 'ON',
  licenceCountry: 'CA',
  licenceExpiresOn: '2030-01-01',
};

describe('validateRenterForm: the contract schema the server uses, then the trip rules', () => {
  it('accepts a complete form; the phone code defaults to +1', () => {
    expect(emptyRenterForm.countryPhoneCode).toBe('+1');
    expect(validateRenterForm(valid, trip, RenterRequestSchema)).toEqual({});
  });

  it('asks for every required field', () => {
    const errors = validateRenterForm({ ...emptyRenterForm, countryPhoneCode: '' }, trip, RenterRequestSchema);
    for (const field of [
      'firstName',
      'lastName',
      'phoneNumber',
      'street',
      'city',
      'region',
      'postalCode',
      'dateOfBirth',
      'licenceNumber',
      'licenceRegion',
      'licenceExpiresOn',
    ]) {
      expect(errors[field as keyof RenterForm]?.code, field).toBe('required');
    }
    expect(errors.countryPhoneCode?.code).toBe('required');
  });

  it.each([
    [{ phoneNumber: '12345' }, 'phoneNumber', 'format'],
    [{ phoneNumber: '(416) 555-0199' }, 'phoneNumber', undefined],
    [{ countryPhoneCode: '1' }, 'countryPhoneCode', 'format'],
    [{ postalCode: '12' }, 'postalCode', 'tooShort'],
    [{ licenceNumber: 'R12' }, 'licenceNumber', 'tooShort'],
    [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth', 'invalid'],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'invalid'],
    [{ dateOfBirth: '2027-07-01' }, 'dateOfBirth', 'invalid'],
    [{ dateOfBirth: '2003-07-02' }, 'dateOfBirth', 'tooYoung'],
    [{ dateOfBirth: '2002-07-01' }, 'dateOfBirth', undefined],
    [{ licenceExpiresOn: '2027-07-04' }, 'licenceExpiresOn', 'licenceExpired'],
    [{ licenceExpiresOn: '2027-07-05' }, 'licenceExpiresOn', undefined],
    [{ messageToHost: 'x'.repeat(2001) }, 'messageToHost', 'tooLong'],
  ] as const)('%o -> %s %s', (change, field, code) => {
    expect(validateRenterForm({ ...valid, ...change }, trip, RenterRequestSchema)[field]?.code).toBe(code);
  });

  it('the age rule follows the plan: 25, or 21 with Premium', () => {
    const young = { ...valid, dateOfBirth: '2005-01-01' };
    expect(validateRenterForm(young, trip, RenterRequestSchema).dateOfBirth).toEqual({ code: 'tooYoung', values: { minimumAge: 25 } });
    expect(validateRenterForm(young, { ...trip, protectionLevel: 'Premium' }, RenterRequestSchema).dateOfBirth).toBeUndefined();
  });
});

describe('renterPayload', () => {
  it("passes the server's own schema when the form passes", () => {
    expect(RenterRequestSchema.safeParse(renterRequestBody(valid)).success).toBe(true);
  });

  it('is the Renter of POST /api/bookings', () => {
    expect(renterPayload({ ...valid, firstName: ' Rita ' })).toEqual({
      FirstName: 'Rita',
      LastName: 'Renter',
      CountryPhoneCode: '+1',
      PhoneNumber: '416 555 0199',
      Address: { Street: '1 Front St W', City: 'Toronto', Region: 'ON', PostalCode: 'M5J 2X5', Country: 'CA' },
      DateOfBirth: '1990-04-02',
      DriversLicence: { Number: 'R1234-56789', Region: 'ON', Country: 'CA', ExpiresOn: '2030-01-01' },
    });
  });
});

describe('prefillRenterForm: what the account knows, never over what was typed', () => {
  const known = {
    FirstName: 'Élodie',
    LastName: 'Tremblay',
    PhoneNumber: '5145550101',
    CountryPhoneCode: '+1',
    City: 'Sherbrooke',
    Region: 'QC',
    Country: 'CA' as const,
  };
  it('fills the empty fields from the account', () => {
    const filled = prefillRenterForm(emptyRenterForm, known, new Set(['country']));
    expect([filled.firstName, filled.lastName, filled.phoneNumber, filled.city, filled.region, filled.country]).toEqual([
      'Élodie',
      'Tremblay',
      '5145550101',
      'Sherbrooke',
      'QC',
      'CA',
    ]);
  });
  it('keeps what the renter typed, and a country they chose', () => {
    const typed = { ...emptyRenterForm, firstName: 'Elo', country: 'US' as const };
    const filled = prefillRenterForm(typed, known);
    expect(filled.firstName).toBe('Elo');
    expect(filled.lastName).toBe('Tremblay');
    expect(filled.country).toBe('US');
  });
  it('changes nothing when the account knows nothing', () => {
    expect(prefillRenterForm(emptyRenterForm, {})).toEqual(emptyRenterForm);
  });
});
