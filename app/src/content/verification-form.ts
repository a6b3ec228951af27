// The verification steps' forms: their values, their checks (problems worded by content.json form.<field>.<code>)
// and the bodies of PUT /api/verifications/{id}/account and /driver. The rules are the contract's (the server
// checks them again). Pure.
import { isoDatePattern } from '@rove/contract/vocabulary';
import type { Country } from '@rove/contract';
import { accountProblems, licenceProblems, type VerificationAccount, type VerificationDriver } from '@rove/contract';
import type { VerificationAccountSchema, VerificationDriverSchema } from '@rove/contract';
import { type FieldProblems, validateWith } from '../forms/contract-form.ts';

export type AccountForm = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryPhoneCode: string;
  phoneNumber: string;
};
export type DriverForm = {
  licenceNumber: string;
  region: string;
  country: Country;
  expiresOn: string;
  photoId: string;
};

export const emptyAccount: AccountForm = { firstName: '', lastName: '', dateOfBirth: '', countryPhoneCode: '+1', phoneNumber: '' };
export const emptyDriver: DriverForm = { licenceNumber: '', region: '', country: 'US', expiresOn: '', photoId: '' };

export function accountBody(form: AccountForm): VerificationAccount {
  return {
    FirstName: form.firstName.trim(),
    LastName: form.lastName.trim(),
    DateOfBirth: form.dateOfBirth,
    CountryPhoneCode: form.countryPhoneCode.trim(),
    PhoneNumber: form.phoneNumber.trim(),
  };
}

export function driverBody(form: DriverForm): VerificationDriver {
  return {
    LicenceNumber: form.licenceNumber.trim(),
    Region: form.region.trim().toUpperCase(),
    Country: form.country,
    ExpiresOn: form.expiresOn,
    LicencePhotoId: form.photoId,
  };
}

const isDay = (s: string) => isoDatePattern.test(s);

const accountFields: Record<string, keyof AccountForm> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  DateOfBirth: 'dateOfBirth',
  CountryPhoneCode: 'countryPhoneCode',
  PhoneNumber: 'phoneNumber',
};

/** The account form's field of a body path of VerificationAccountSchema. */
export const accountFieldOf = (path: string): keyof AccountForm => accountFields[path] ?? 'firstName';

/** Beyond VerificationAccountSchema: the contract's rules on a day (a real date of birth, the youngest age, the phone's digits). */
export function accountRuleProblems(form: AccountForm, today: string): FieldProblems<keyof AccountForm> {
  const found = accountProblems(accountBody(form), today);
  const problems: FieldProblems<keyof AccountForm> = {};
  if (form.dateOfBirth && found.DateOfBirth) problems.dateOfBirth = { code: found.DateOfBirth };
  if (form.phoneNumber.trim() && found.PhoneNumber) problems.phoneNumber = { code: found.PhoneNumber };
  return problems;
}

/** All the problems of the account step: the contract's schema (the server's), then its rules on the day. */
export function validateAccount(
  form: AccountForm,
  today: string,
  schema: typeof VerificationAccountSchema,
): FieldProblems<keyof AccountForm> {
  const checked = validateWith(schema, accountBody(form), accountFieldOf, { ...form });
  return { ...accountRuleProblems(form, today), ...(checked.ok ? {} : checked.problems) };
}

const driverFields: Record<string, keyof DriverForm> = {
  LicenceNumber: 'licenceNumber',
  Region: 'region',
  Country: 'country',
  ExpiresOn: 'expiresOn',
  LicencePhotoId: 'photoId',
};

/** The driver form's field of a body path of VerificationDriverSchema. */
export const driverFieldOf = (path: string): keyof DriverForm => driverFields[path] ?? 'licenceNumber';

/** Beyond VerificationDriverSchema: the contract's rule on a day (a licence that has not expired). */
export function driverRuleProblems(form: DriverForm, today: string): FieldProblems<keyof DriverForm> {
  return isDay(form.expiresOn) && licenceProblems({ ExpiresOn: form.expiresOn }, today).ExpiresOn
    ? { expiresOn: { code: 'licenceExpired' } }
    : {};
}

/** All the problems of the driver step: the contract's schema (the server's), then its rule on the day. */
export function validateDriver(form: DriverForm, today: string, schema: typeof VerificationDriverSchema): FieldProblems<keyof DriverForm> {
  const checked = validateWith(schema, driverBody(form), driverFieldOf, { ...form });
  return { ...driverRuleProblems(form, today), ...(checked.ok ? {} : checked.problems) };
}
