// The renter's details on request-to-book: the form's values, the Renter object of POST /api/bookings and its
// checks: the contract's RenterRequestSchema (the server's own) and the rules that need the trip. Pure.
import type { Country } from '@rove/contract';
import { isCalendarDay } from '@rove/contract';
import type { RenterRequestSchema } from '@rove/contract';
import { type FieldProblems, validateWith } from '../../forms/contract-form.ts';
import { driverTooYoung } from './driver-age.ts';
import type { ProtectionLevel } from '../estimate-params.ts';

export type RenterForm = {
  firstName: string;
  lastName: string;
  countryPhoneCode: string;
  phoneNumber: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: Country;
  dateOfBirth: string;
  licenceNumber: string;
  licenceRegion: string;
  licenceCountry: Country;
  licenceExpiresOn: string;
  messageToHost: string;
};

export const emptyRenterForm: RenterForm = {
  firstName: '',
  lastName: '',
  countryPhoneCode: '+1',
  phoneNumber: '',
  street: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  dateOfBirth: '',
  licenceNumber: '',
  licenceRegion: '',
  licenceCountry: 'US',
  licenceExpiresOn: '',
  messageToHost: '',
};

/** What the signed-in renter's account already knows (GET /api/user-profiles/me/profile). */
export interface KnownRenter {
  FirstName?: string | null;
  LastName?: string | null;
  PhoneNumber?: string | null;
  CountryPhoneCode?: string | null;
  City?: string | null;
  Region?: string | null;
  Country?: Country | null;
}

/**
 * The form with what the account knows filled in: only fields the renter has not typed in yet (an empty text, or a
 * country still at the listing's default), so nothing typed is ever replaced.
 */
export function prefillRenterForm(form: RenterForm, known: KnownRenter, untouched: ReadonlySet<keyof RenterForm> = new Set()): RenterForm {
  const next = { ...form };
  const fill = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'city' | 'region', value: string | null | undefined) => {
    if (value?.trim() && !next[field].trim()) next[field] = value.trim();
  };
  fill('firstName', known.FirstName);
  fill('lastName', known.LastName);
  fill('phoneNumber', known.PhoneNumber);
  fill('city', known.City);
  fill('region', known.Region);
  if (known.PhoneNumber?.trim() && known.CountryPhoneCode && !form.phoneNumber.trim()) next.countryPhoneCode = known.CountryPhoneCode;
  if (known.Country && untouched.has('country')) next.country = known.Country;
  return next;
}

/** The form field of each path of the request body (RenterRequestSchema). */
const renterFields: Record<string, keyof RenterForm> = {
  'Renter.FirstName': 'firstName',
  'Renter.LastName': 'lastName',
  'Renter.CountryPhoneCode': 'countryPhoneCode',
  'Renter.PhoneNumber': 'phoneNumber',
  'Renter.Address.Street': 'street',
  'Renter.Address.City': 'city',
  'Renter.Address.Region': 'region',
  'Renter.Address.PostalCode': 'postalCode',
  'Renter.Address.Country': 'country',
  'Renter.DateOfBirth': 'dateOfBirth',
  'Renter.DriversLicence.Number': 'licenceNumber',
  'Renter.DriversLicence.Region': 'licenceRegion',
  'Renter.DriversLicence.Country': 'licenceCountry',
  'Renter.DriversLicence.ExpiresOn': 'licenceExpiresOn',
  MessageToHost: 'messageToHost',
};

/** Every path of the schema has its field; an unknown one stays as it is (and shows on no field). */
export const renterFieldOf = (path: string) => renterFields[path] ?? (path as keyof RenterForm);

export interface RenterTrip {
  dateStart: string;
  dateEnd: string;
  protectionLevel: ProtectionLevel | null;
}

/**
 * The rules that need the trip: the main driver was born before its first day and is old enough on it (25, or 21
 * with the plans that allow it), and the licence is valid until its last day. The server checks them too
 * (DRIVER_TOO_YOUNG, DRIVERS_LICENCE_EXPIRED); this answers before sending.
 */
export function tripProblems(form: RenterForm, trip: RenterTrip): FieldProblems<keyof RenterForm> {
  const problems: FieldProblems<keyof RenterForm> = {};
  if (isCalendarDay(form.dateOfBirth)) {
    if (form.dateOfBirth >= trip.dateStart) problems.dateOfBirth = { code: 'invalid' };
    else {
      const minimumAge = driverTooYoung(form.dateOfBirth, trip.dateStart, trip.protectionLevel);
      if (minimumAge !== null) problems.dateOfBirth = { code: 'tooYoung', values: { minimumAge } };
    }
  }
  if (isCalendarDay(form.licenceExpiresOn) && form.licenceExpiresOn < trip.dateEnd) problems.licenceExpiresOn = { code: 'licenceExpired' };
  return problems;
}

/** The renter's part of POST /api/bookings, checked with the server's schema (RenterRequestSchema). */
export function renterRequestBody(form: RenterForm) {
  return { Renter: renterPayload(form), MessageToHost: form.messageToHost };
}

/** All the problems of the form: the contract's schema first, then the trip's rules. */
export function validateRenterForm(
  form: RenterForm,
  trip: RenterTrip,
  schema: typeof RenterRequestSchema,
): FieldProblems<keyof RenterForm> {
  const checked = validateWith(schema, renterRequestBody(form), renterFieldOf);
  return { ...tripProblems(form, trip), ...(checked.ok ? {} : checked.problems) };
}

export function renterPayload(form: RenterForm) {
  return {
    FirstName: form.firstName.trim(),
    LastName: form.lastName.trim(),
    CountryPhoneCode: form.countryPhoneCode.trim(),
    PhoneNumber: form.phoneNumber.trim(),
    Address: {
      Street: form.street.trim(),
      City: form.city.trim(),
      Region: form.region.trim(),
      PostalCode: form.postalCode.trim(),
      Country: form.country,
    },
    DateOfBirth: form.dateOfBirth,
    DriversLicence: {
      Number: form.licenceNumber.trim(),
      Region: form.licenceRegion.trim(),
      Country: form.licenceCountry,
      ExpiresOn: form.licenceExpiresOn,
    },
  };
}
