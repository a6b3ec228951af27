import { describe, expect, it } from 'vitest';
import { cookies } from './cookies.ts';

describe('cookie lifetimes (spec 000 section 9)', () => {
  it('the locale cookie lasts 365 days', () => {
    expect(cookies.locale.maxAge).toBe(365 * 24 * 60 * 60);
  });
  it('intent cookie 3600 s (1 hour), redirect cookie 60 days, discover-delivery tooltip cookie 60 days', () => {
    expect(cookies.intent.maxAge).toBe(3600);
    expect(cookies.redirect.maxAge).toBe(60 * 24 * 60 * 60);
    expect(cookies.unauthorizedRedirect.maxAge).toBe(60 * 24 * 60 * 60);
    expect(cookies.discoverDeliveryTooltip.maxAge).toBe(60 * 24 * 60 * 60);
  });
  it('the session hint lives and dies with the refresh cookie', () => {
    expect(cookies.sessionHint.maxAge).toBe(cookies.refresh.maxAge);
  });
  it('no two cookies share a name', () => {
    const names = Object.values(cookies).map((cookie) => cookie.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
