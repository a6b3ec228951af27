// Pure rules of sign-in and sign-up (spec 000 sections 3 to 5 and 9): redirect-target precedence, intent,
// external providers and scopes, cookie lifetimes, the sign-up context. No React, no I/O: table-tested.
import { type ExternalProvider, externalProviders, isExternalProvider, providerScopes } from '@rove/contract/vocabulary';
import type { Country } from '@rove/contract';
import { pathFor } from '../../routes/path-for.ts';
import type { Locale } from '../../routes/route-types.ts';
import { safeRedirectTarget } from '../../routes/auth-guard.ts';

export const listingIntent = 'ListingIntent';
export const bookingIntent = 'BookingIntent';

/** signUpAs: 1 = host, 2 = renter. ListingIntent signs up as a host, any other intent as a renter. */
export type SignUpAs = 1 | 2;
export function signUpAsFor(intent: string | null | undefined): SignUpAs {
  return intent === listingIntent ? 1 : 2;
}

export { type ExternalProvider, externalProviders, isExternalProvider };

/** An external provider must be facebook, google or apple; otherwise 'Invalid provider'. */
export function assertProvider(value: unknown): ExternalProvider {
  if (!isExternalProvider(value)) throw new Error('Invalid provider');
  return value;
}

/** Scopes: apple and google use 'openid profile email'; facebook uses 'email' (the contract's providerScopes). */
export function scopeFor(provider: ExternalProvider): string {
  return providerScopes[provider].join(' ');
}

export interface RedirectFacts {
  /** The stored unauthorized-redirect value (a signed-in-only page the visitor was sent away from). */
  unauthorizedRedirect?: string | null;
  /** The stored redirect path (cookie or the login page's redirect parameter). */
  redirectPath?: string | null;
  intent?: string | null;
  /** The user just signed up as an owner (signUpAs 1). */
  isNewOwnerSignup: boolean;
  /** The user is an owner (IsOwner or UserType Owner). */
  isOwner: boolean;
  locale: Locale;
}

/** An owner-section route: the list-your-RV landing page or the RV pages of the dashboard. */
export function isOwnerSectionPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const bare = path.split(/[?#]/)[0].replace(/^\/(en|fr)(?=\/|$)/, '') || '/';
  return /^\/(owner|proprietaire)\/?$/.test(bare) || /^\/(dashboard|host)\/rvs(\/|$)/.test(bare);
}

/**
 * The five-step precedence of spec 000 section 4, in order:
 * 1. a stored unauthorized-redirect; 2. a new owner signup with an owner-section route or a listing intent: the
 * new-RV dashboard in host mode; 3. a booking intent: the stored redirect path; 4. an existing owner: the host
 * dashboard; 5. otherwise the stored redirect path (home when none). The intent query parameter is carried over.
 */
export function redirectTarget(facts: RedirectFacts): string {
  const home = pathFor('home', {}, facts.locale);
  const unauthorized = safeRedirectTarget(facts.unauthorizedRedirect);
  const stored = safeRedirectTarget(facts.redirectPath);
  let target: string;
  if (unauthorized) target = unauthorized;
  else if (facts.isNewOwnerSignup && (isOwnerSectionPath(stored) || facts.intent === listingIntent))
    target = pathFor('dashboard-rvs-new', { dashboard: 'host' }, facts.locale);
  else if (facts.intent === bookingIntent) target = stored ?? home;
  else if (facts.isOwner) target = pathFor('dashboard', { dashboard: 'host' }, facts.locale);
  else target = stored ?? home;
  return facts.intent ? withIntent(target, facts.intent) : target;
}

/** The query parameter intent is carried to the target path (spec 000 section 4). */
function withIntent(path: string, intent: string): string {
  const [rest, hash = ''] = path.split('#');
  const [pathname, query = ''] = rest.split('?');
  const params = new URLSearchParams(query);
  params.set('intent', intent);
  return `${pathname}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** Reads the stored values once: the store is cleared as they are read (spec 000 section 4). */
export interface StoredValues {
  read(name: string): string | undefined;
  clear(name: string): void;
}
/** Stored intent, redirect and unauthorized-redirect values are cleared once read (spec 000 section 4). */
export function takeStored(store: StoredValues, name: string): string | null {
  const value = store.read(name);
  store.clear(name);
  return value ?? null;
}

export type Platform = 'web' | 'mobile_web';
export interface SignUpContextInput {
  lang: Locale;
  intent?: string | null;
  country?: string | null;
  isSignUp: boolean;
  platform: Platform;
  pageSource?: string | null;
  hearAboutUs?: string | null;
  referralCode?: string | null;
  ownerNewsletter?: boolean;
  renterNewsletter?: boolean;
}

export interface SignUpContext {
  lang: Locale;
  ownerNewsletter: boolean;
  renterNewsletter: boolean;
  signUpAs: SignUpAs;
  signUpCountry?: Country;
  isSignUp: boolean;
  platform: Platform;
  pageSource?: string;
  hearAboutUs?: string;
  referralCode?: string;
}

/** The sign-up context (spec 000 section 3); signUpCountry only when the visitor is in Canada or the US. */
export function signUpContext(input: SignUpContextInput): SignUpContext {
  const country = input.country?.toUpperCase();
  const context: SignUpContext = {
    lang: input.lang,
    ownerNewsletter: input.ownerNewsletter ?? false,
    renterNewsletter: input.renterNewsletter ?? false,
    signUpAs: signUpAsFor(input.intent),
    isSignUp: input.isSignUp,
    platform: input.platform,
  };
  if (country === 'US' || country === 'CA') context.signUpCountry = country;
  if (input.pageSource) context.pageSource = input.pageSource;
  if (input.hearAboutUs?.trim()) context.hearAboutUs = input.hearAboutUs.trim().slice(0, 200);
  if (input.referralCode?.trim()) context.referralCode = input.referralCode.trim().slice(0, 64);
  return context;
}

/** The extra authorization parameters (spec 000 section 7): asch plus the sign-up context, as strings. */
export function extraQueryParams(provider: ExternalProvider, context: SignUpContext): Record<string, string> {
  const out: Record<string, string> = { asch: provider };
  for (const [key, value] of Object.entries(context)) if (value !== undefined) out[key] = String(value);
  return out;
}
