import { describe, expect, it } from 'vitest';
import { cookies } from '@rove/contract/cookies';
import {
  assertProvider,
  extraQueryParams,
  isOwnerSectionPath,
  redirectTarget,
  type RedirectFacts,
  scopeFor,
  signUpAsFor,
  signUpContext,
  takeStored,
} from './auth-rules.ts';

const base: RedirectFacts = { isNewOwnerSignup: false, isOwner: false, locale: 'en' };

describe('redirect target after sign-in (spec 000 section 4, five steps in order)', () => {
  it.each([
    [
      '1. a stored unauthorized-redirect wins over everything',
      {
        ...base,
        unauthorizedRedirect: '/dashboard/trips',
        isOwner: true,
        isNewOwnerSignup: true,
        intent: 'ListingIntent',
        redirectPath: '/owner',
      },
      '/dashboard/trips?intent=ListingIntent',
    ],
    [
      '2. new owner signup with an owner-section route: new-RV dashboard in host mode',
      { ...base, isNewOwnerSignup: true, isOwner: true, redirectPath: '/owner' },
      '/host/rvs/new',
    ],
    [
      '2. new owner signup with a listing intent',
      { ...base, isNewOwnerSignup: true, isOwner: true, intent: 'ListingIntent', redirectPath: '/about' },
      '/host/rvs/new?intent=ListingIntent',
    ],
    [
      '2. in French',
      { ...base, isNewOwnerSignup: true, intent: 'ListingIntent', locale: 'fr' as const },
      '/fr/host/rvs/new?intent=ListingIntent',
    ],
    [
      '3. booking intent: the stored redirect path, even for an owner',
      { ...base, isOwner: true, intent: 'BookingIntent', redirectPath: '/rv-rental/request-to-book/abc?x=1' },
      '/rv-rental/request-to-book/abc?x=1&intent=BookingIntent',
    ],
    ['4. an existing owner: the host dashboard', { ...base, isOwner: true, redirectPath: '/about' }, '/host'],
    [
      '4. an existing owner with a listing intent but no new signup: host dashboard',
      { ...base, isOwner: true, intent: 'ListingIntent' },
      '/host?intent=ListingIntent',
    ],
    ['5. otherwise the stored redirect path', { ...base, redirectPath: '/rv-search?Adults=2' }, '/rv-search?Adults=2'],
    ['5. nothing stored: home', base, '/'],
    ['5. nothing stored in French: French home', { ...base, locale: 'fr' as const }, '/fr'],
    [
      'an off-site redirect is never followed',
      { ...base, redirectPath: '//evil.example/x', unauthorizedRedirect: 'https://evil.example' },
      '/',
    ],
  ])('%s', (_name, facts, expected) => {
    expect(redirectTarget(facts)).toBe(expected);
  });

  it('recognises owner-section routes', () => {
    expect(isOwnerSectionPath('/owner')).toBe(true);
    expect(isOwnerSectionPath('/fr/proprietaire')).toBe(true);
    expect(isOwnerSectionPath('/dashboard/rvs/new')).toBe(true);
    expect(isOwnerSectionPath('/fr/host/rvs')).toBe(true);
    expect(isOwnerSectionPath('/dashboard/trips')).toBe(false);
    expect(isOwnerSectionPath('/ownership')).toBe(false);
    expect(isOwnerSectionPath(null)).toBe(false);
  });
});

describe('stored values are cleared once read', () => {
  it('returns the value and clears it; a second read gives nothing', () => {
    const jar = new Map<string, string>([[cookies.intent.name, 'ListingIntent']]);
    const store = { read: (n: string) => jar.get(n), clear: (n: string) => void jar.delete(n) };
    expect(takeStored(store, cookies.intent.name)).toBe('ListingIntent');
    expect(jar.has(cookies.intent.name)).toBe(false);
    expect(takeStored(store, cookies.intent.name)).toBeNull();
  });
});

describe('intent and sign-up role (spec 000 sections 5 and 6)', () => {
  it.each([
    ['ListingIntent', 1],
    ['BookingIntent', 2],
    ['listingintent', 2],
    [null, 2],
    [undefined, 2],
  ] as const)('%s signs up as %i', (intent, expected) => {
    expect(signUpAsFor(intent)).toBe(expected);
  });
});

describe('external providers (spec 000 sections 5 and 7)', () => {
  it.each(['facebook', 'google', 'apple'])('%s is accepted', (provider) => {
    expect(assertProvider(provider)).toBe(provider);
  });
  it.each(['twitter', 'Google', '', undefined, 1])('%s is an Invalid provider', (provider) => {
    expect(() => assertProvider(provider)).toThrow('Invalid provider');
  });
  it.each([
    ['apple', 'openid profile email'],
    ['google', 'openid profile email'],
    ['facebook', 'email'],
  ] as const)('%s asks for %s', (provider, scope) => {
    expect(scopeFor(provider)).toBe(scope);
  });
});

describe('sign-up context (spec 000 section 3)', () => {
  it('signUpCountry only for CA or US; the extra parameters carry asch and the context as strings', () => {
    const ca = signUpContext({
      lang: 'fr',
      intent: 'ListingIntent',
      country: 'ca',
      isSignUp: true,
      platform: 'web',
      hearAboutUs: ' Friend ',
      referralCode: 'R1',
    });
    expect(ca).toEqual({
      lang: 'fr',
      ownerNewsletter: false,
      renterNewsletter: false,
      signUpAs: 1,
      signUpCountry: 'CA',
      isSignUp: true,
      platform: 'web',
      hearAboutUs: 'Friend',
      referralCode: 'R1',
    });
    const mx = signUpContext({ lang: 'en', country: 'MX', isSignUp: false, platform: 'mobile_web', pageSource: 'lp-signup' });
    expect(mx.signUpCountry).toBeUndefined();
    expect(mx.signUpAs).toBe(2);
    expect(extraQueryParams('google', mx)).toEqual({
      asch: 'google',
      lang: 'en',
      ownerNewsletter: 'false',
      renterNewsletter: 'false',
      signUpAs: '2',
      isSignUp: 'false',
      platform: 'mobile_web',
      pageSource: 'lp-signup',
    });
  });
});
