import { describe, expect, it } from 'vitest';
import { codeError, emailError, providerErrorKey, serverErrorKey, signInErrors, signUpErrors } from './auth-validation.ts';

describe('auth form checks', () => {
  it.each([
    ['', 'errors.emailRequired'],
    ['  ', 'errors.emailRequired'],
    ['ada', 'errors.emailInvalid'],
    ['ada@example', 'errors.emailInvalid'],
    ['ada@example.com', undefined],
    [' ada@example.com ', undefined],
  ])('email %j -> %s', (value, key) => {
    expect(emailError(value)).toBe(key);
  });

  it('sign-in needs both fields; sign-up checks names, email and password bounds', () => {
    expect(signInErrors({ email: '', password: '' })).toEqual({ email: 'errors.emailRequired', password: 'errors.passwordRequired' });
    expect(signInErrors({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(signUpErrors({ firstName: '', lastName: 'x'.repeat(51), email: 'a@b.co', password: 'short' })).toEqual({
      firstName: 'errors.firstNameRequired',
      lastName: 'errors.nameLong',
      password: 'errors.passwordShort',
    });
    expect(signUpErrors({ firstName: 'Ada', lastName: 'L', email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: 'errors.passwordLong',
    });
  });

  it('the code is exactly 6 digits', () => {
    expect(codeError('123456')).toBeUndefined();
    expect(codeError('12345')).toBe('errors.codeInvalid');
    expect(codeError('12345a')).toBe('errors.codeInvalid');
  });
});

describe('server and provider errors as messages', () => {
  it('a wrong password and an unknown address read the same (no account enumeration)', () => {
    expect(serverErrorKey({ status: 401 }, 'signin')).toBe('errors.credentials');
    expect(serverErrorKey({ status: 429 }, 'signin')).toBe('errors.rateLimited');
    expect(serverErrorKey({ status: 400 }, 'code')).toBe('errors.badCode');
    expect(serverErrorKey(new TypeError('Failed to fetch'), 'other')).toBe('errors.network');
  });

  it.each([
    [new Error('Invalid provider'), 'errors.provider.Invalid provider'],
    [new Error('No matching state found in storage'), 'errors.provider.state'],
    [new Error('IFrame timed out without a response'), 'errors.provider.timeout'],
    [new Error('Popup closed by user'), 'errors.provider.popup'],
    [Object.assign(new Error('denied'), { error: 'access_denied' }), 'errors.provider.denied'],
    [new Error('something else'), 'errors.provider.generic'],
  ])('%s -> %s', (error, key) => {
    expect(providerErrorKey(error)).toBe(key);
  });
});
