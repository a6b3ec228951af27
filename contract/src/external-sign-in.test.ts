import { describe, expect, it } from 'vitest';
import { callbackTarget, callbackUrlState, providerScopes } from './external-sign-in.ts';

// A query read as the app reads it (URLSearchParams' get), without the DOM's types in the contract.
const query = (text: string) => {
  const pairs = new Map(text ? text.split('&').map((pair) => pair.split('=') as [string, string]) : []);
  return { get: (name: string) => pairs.get(name) ?? null };
};

describe('the return to /callback-oauth', () => {
  it.each([
    ['action=signout&provider=google', { action: 'signout', provider: 'google' }],
    ['action=signin&provider=apple', { action: 'signin', provider: 'apple' }],
    [`code=abc&state=xyz;${callbackUrlState('signin', 'facebook')}`, { action: 'signin', provider: 'facebook' }],
    ['code=abc&state=xyz', { action: null, provider: null }],
    ['code=abc&state=xyz;signin.', { action: null, provider: null }],
    ['', { action: null, provider: null }],
  ])('%s -> %j', (text, target) => {
    expect(callbackTarget(query(text))).toEqual(target);
  });

  it('asks apple and google for openid profile email, facebook for email (spec 000 section 7)', () => {
    expect(providerScopes).toEqual({ apple: ['openid', 'profile', 'email'], google: ['openid', 'profile', 'email'], facebook: ['email'] });
  });
});
