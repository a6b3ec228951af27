import { describe, expect, it } from 'vitest';
import { providerErrorKey, serverErrorKey } from './auth-validation.ts';

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
