// The renter's details on request-to-book: the form's values, their checks (message keys in the booking
// catalogue) and the Renter object of POST /api/bookings. Pure.
import { driverTooYoung } from './driver-age.ts';
import { isIsoDay, type ProtectionLevel } from './estimate-params.ts';

export interface RenterForm {
  firstName: string;
  lastName: string;
  countryPhoneCode: string;
  phoneNumber: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'US' | 'CA';
  dateOfBirth: string;
  licenceNumber: string;
  licenceRegion: string;
  licenceCountry: 'US' | 'CA';
  licenceExpiresOn: string;
  messageToHost: string;
}

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

export type RenterErrors = Partial<Record<keyof RenterForm, { key: string; values?: Record<string, number> }>>;

export function validateRenterForm(
  form: RenterForm,
  trip: { dateStart: string; dateEnd: string; protectionLevel: ProtectionLevel | null },
): RenterErrors {
  const errors: RenterErrors = {};
  const required: (keyof RenterForm)[] = [
    'firstName',
    'lastName',
    'street',
    'city',
    'region',
    'postalCode',
    'licenceNumber',
    'licenceRegion',
  ];
  for (const field of required) if (!form[field].trim()) errors[field] = { key: 'errors.required' };
  if (!/^\+\d{1,3}$/.test(form.countryPhoneCode.trim())) errors.countryPhoneCode = { key: 'errors.phoneCode' };
  const digits = form.phoneNumber.replace(/[\s().-]/g, '');
  if (!digits) errors.phoneNumber = { key: 'errors.required' };
  else if (!/^\d{7,15}$/.test(digits)) errors.phoneNumber = { key: 'errors.phone' };
  if (form.postalCode.trim() && form.postalCode.trim().length < 3) errors.postalCode = { key: 'errors.postalCode' };
  if (!form.dateOfBirth) errors.dateOfBirth = { key: 'errors.required' };
  else if (!isIsoDay(form.dateOfBirth) || form.dateOfBirth < '1900-01-01' || form.dateOfBirth >= trip.dateStart)
    errors.dateOfBirth = { key: 'errors.dateOfBirth' };
  else {
    const minimumAge = driverTooYoung(form.dateOfBirth, trip.dateStart, trip.protectionLevel);
    if (minimumAge !== null) errors.dateOfBirth = { key: 'errors.tooYoung', values: { minimumAge } };
  }
  if (!form.licenceExpiresOn) errors.licenceExpiresOn = { key: 'errors.required' };
  else if (!isIsoDay(form.licenceExpiresOn)) errors.licenceExpiresOn = { key: 'errors.date' };
  else if (form.licenceExpiresOn < trip.dateEnd) errors.licenceExpiresOn = { key: 'errors.licenceExpired' };
  if (form.messageToHost.length > 2000) errors.messageToHost = { key: 'errors.tooLong', values: { max: 2000 } };
  return errors;
}

export function renterPayload(form: RenterForm) {
  return {
    FirstName: form.firstName.trim(),
    LastName: form.lastName.trim(),
    CountryPhoneCode: form.countryPhoneCode.trim() || '+1',
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
