import { describe, expect, it } from 'vitest';
import { emptyAccount, emptyDriver, validateAccount, validateDriver } from './verification-form.ts';

const today = '2026-06-01';
const account = { ...emptyAccount, firstName: 'Élise', lastName: 'Roy', dateOfBirth: '1990-04-02', phoneNumber: '514 555 0199' };
const driver = {
  ...emptyDriver,
  licenceNumber: 'R1234-56789',
  region: 'qc',
  country: 'CA' as const,
  expiresOn: '2029-01-01',
  photoId: 'x',
};

describe('verification forms: the specification age rules and the licence', () => {
  it('accepts a complete identity and licence', () => {
    expect(validateAccount(account, today)).toEqual({});
    expect(validateDriver(driver, today)).toEqual({});
  });
  it.each([
    [{ firstName: '' }, { firstName: 'errors.required' }],
    [{ dateOfBirth: '2006-01-01' }, { dateOfBirth: 'errors.tooYoung' }],
    [{ dateOfBirth: '2027-01-01' }, { dateOfBirth: 'errors.dateOfBirth' }],
    [{ phoneNumber: '12' }, { phoneNumber: 'errors.phone' }],
    [{ countryPhoneCode: '1' }, { countryPhoneCode: 'errors.phoneCode' }],
  ])('identity %j -> %j', (change, errors) => {
    expect(validateAccount({ ...account, ...change }, today)).toEqual(errors);
  });
  it.each([
    [{ expiresOn: '2026-06-01' }, { expiresOn: 'errors.licenceExpired' }],
    [{ region: 'Quebec' }, { region: 'errors.region' }],
    [{ licenceNumber: 'a' }, { licenceNumber: 'errors.licenceNumber' }],
    [{ photoId: '' }, { photoId: 'errors.photo' }],
  ])('licence %j -> %j', (change, errors) => {
    expect(validateDriver({ ...driver, ...change }, today)).toEqual(errors);
  });
});
