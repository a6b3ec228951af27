import { VerificationAccountSchema, VerificationDriverSchema } from '@rove/contract';
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
  photoId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
};

describe('verification forms: the specification age rules and the licence', () => {
  it('accepts a complete identity and licence', () => {
    expect(validateAccount(account, today, VerificationAccountSchema)).toEqual({});
    expect(validateDriver(driver, today, VerificationDriverSchema)).toEqual({});
  });
  it.each([
    [{ firstName: '' }, { firstName: 'required' }],
    [{ dateOfBirth: '2006-01-01' }, { dateOfBirth: 'tooYoung' }],
    [{ dateOfBirth: '2027-01-01' }, { dateOfBirth: 'dateOfBirth' }],
    [{ dateOfBirth: '2/4/1990' }, { dateOfBirth: 'format' }],
    [{ phoneNumber: '12' }, { phoneNumber: 'format' }],
    [{ phoneNumber: '(((((((((((' }, { phoneNumber: 'phone' }],
    [{ countryPhoneCode: '1' }, { countryPhoneCode: 'format' }],
  ])('identity %j -> %j', (change, codes) => {
    const problems = validateAccount({ ...account, ...change }, today, VerificationAccountSchema);
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem?.code]))).toEqual(codes);
  });
  it.each([
    [{ expiresOn: '2026-06-01' }, { expiresOn: 'licenceExpired' }],
    [{ expiresOn: '' }, { expiresOn: 'required' }],
    [{ region: 'Quebec' }, { region: 'format' }],
    [{ licenceNumber: 'a' }, { licenceNumber: 'format' }],
    [{ photoId: '' }, { photoId: 'required' }],
  ])('licence %j -> %j', (change, codes) => {
    const problems = validateDriver({ ...driver, ...change }, today, VerificationDriverSchema);
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem?.code]))).toEqual(codes);
  });
});
