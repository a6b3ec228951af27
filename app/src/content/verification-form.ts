// The verification steps' forms: their values, their checks (message keys in content.json verification.errors)
// and the bodies of PUT /api/verifications/{id}/account and /driver. The rules are the contract's (the server
// checks them again). Pure.
import {
  accountProblems,
  licenceProblems,
  type VerificationAccount,
  VerificationAccountSchema,
  type VerificationDriver,
  VerificationDriverSchema,
} from '@rove/contract';

export interface AccountForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  countryPhoneCode: string;
  phoneNumber: string;
}
export interface DriverForm {
  licenceNumber: string;
  region: string;
  country: 'US' | 'CA';
  expiresOn: string;
  photoId: string;
}

export type FormErrors<F> = Partial<Record<keyof F, string>>;

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

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function validateAccount(form: AccountForm, today: string): FormErrors<AccountForm> {
  const errors: FormErrors<AccountForm> = {};
  for (const field of ['firstName', 'lastName', 'dateOfBirth', 'phoneNumber'] as const)
    if (!form[field].trim()) errors[field] = 'errors.required';
  if (!/^\+\d{1,3}$/.test(form.countryPhoneCode.trim())) errors.countryPhoneCode = 'errors.phoneCode';
  if (form.dateOfBirth && !isDay(form.dateOfBirth)) errors.dateOfBirth = 'errors.date';
  if (Object.keys(errors).length === 0) {
    const problems = accountProblems(accountBody(form), today);
    if (problems.DateOfBirth) errors.dateOfBirth = `errors.${problems.DateOfBirth}`;
    if (problems.PhoneNumber) errors.phoneNumber = `errors.${problems.PhoneNumber}`;
    if (!VerificationAccountSchema.safeParse(accountBody(form)).success && !errors.phoneNumber) errors.phoneNumber = 'errors.phone';
  }
  return errors;
}

export function validateDriver(form: DriverForm, today: string): FormErrors<DriverForm> {
  const errors: FormErrors<DriverForm> = {};
  if (!form.licenceNumber.trim()) errors.licenceNumber = 'errors.required';
  else if (!VerificationDriverSchema.shape.LicenceNumber.safeParse(form.licenceNumber.trim()).success)
    errors.licenceNumber = 'errors.licenceNumber';
  if (!form.region.trim()) errors.region = 'errors.required';
  else if (!VerificationDriverSchema.shape.Region.safeParse(form.region.trim()).success) errors.region = 'errors.region';
  if (!form.expiresOn) errors.expiresOn = 'errors.required';
  else if (!isDay(form.expiresOn)) errors.expiresOn = 'errors.date';
  else if (licenceProblems({ ExpiresOn: form.expiresOn }, today).ExpiresOn) errors.expiresOn = 'errors.licenceExpired';
  if (!form.photoId) errors.photoId = 'errors.photo';
  return errors;
}
