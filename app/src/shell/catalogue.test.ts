import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { showsAppDownloadBanner, showsSignupPrompt, showsSuspendedBanner } from './banners.ts';
import { isCrawlerUserAgent } from '@rove/contract';
import { showsMaintenance } from './maintenance.ts';
import { errorFacts, errorMessages, RouteError } from '../routes/route-error.ts';
import { searchPath, searchQuery } from '../routes/search-query.ts';

describe('the error catalogue', () => {
  it('has the spec’s messages', () => {
    expect(errorMessages.unmatched('/x')).toBe('Page not found: /x');
    expect(errorMessages.invalidRoute('/x')).toBe('Page Not Found: /x');
    expect(errorMessages.middlewareRefused).toBe('Page Not Found');
    expect(errorMessages.invalidParameters).toBe('Invalid parameters');
    expect(errorMessages.invalidProfileUrl).toBe('Invalid profile URL');
  });
  it('reads status and status message from route, API and plain errors', () => {
    expect(errorFacts(new RouteError(404, 'Page not found: /x'))).toMatchObject({ status: 404, message: 'Page not found: /x' });
    const api = new ApiError(404, 'Gone', { statusMessage: 'RV_UNPUBLISHED', correlationId: 'c' });
    expect(errorFacts(api)).toMatchObject({ status: 404, statusMessage: 'RV_UNPUBLISHED', message: 'Gone' });
    expect(errorFacts({ status: 404, statusText: 'Not Found', data: 'nope' })).toMatchObject({ status: 404, message: 'nope' });
    expect(errorFacts(new Error('boom'))).toMatchObject({ status: undefined, message: 'boom' });
    expect(errorFacts('text')).toEqual({ message: 'text' });
  });
});

describe('bots', () => {
  it.each([
    'Googlebot/2.1',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'AdsBot-Google',
    'Screaming Frog SEO Spider',
    'some crawler',
    'Robot',
    'Google-InspectionTool',
    'crawling agent',
  ])('%s is a bot', (ua) => expect(isCrawlerUserAgent(ua)).toBe(true));
  it('a browser is not', () => {
    expect(isCrawlerUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36')).toBe(false);
    expect(isCrawlerUserAgent(undefined)).toBe(false);
  });
});

describe('maintenance mode', () => {
  it('shows the maintenance page on every page except /experiments when the flag is on', () => {
    expect(showsMaintenance(true, 'home')).toBe(true);
    expect(showsMaintenance(true, 'dashboard-trips')).toBe(true);
    expect(showsMaintenance(true, undefined)).toBe(true);
    expect(showsMaintenance(true, 'experiments')).toBe(false);
    expect(showsMaintenance(false, 'home')).toBe(false);
  });
});

describe('banners', () => {
  it('prompts logged-out visitors to sign up, never during automated tests', () => {
    const base = { status: 'unauthenticated' as const, webdriver: false, dismissed: false, routeName: 'home' };
    expect(showsSignupPrompt(base)).toBe(true);
    expect(showsSignupPrompt({ ...base, webdriver: true })).toBe(false);
    expect(showsSignupPrompt({ ...base, status: 'authenticated' })).toBe(false);
    expect(showsSignupPrompt({ ...base, dismissed: true })).toBe(false);
    expect(showsSignupPrompt({ ...base, routeName: 'signup' })).toBe(false);
  });
  it('shows the app-download banner to mobile browsers only, unless dismissed or dropped by the page', () => {
    const base = { platform: 'mobile_web', dismissed: false, hiddenByPage: false, routeName: 'home' };
    expect(showsAppDownloadBanner(base)).toBe(true);
    expect(showsAppDownloadBanner({ ...base, platform: 'web' })).toBe(false);
    expect(showsAppDownloadBanner({ ...base, platform: 'android' })).toBe(false);
    expect(showsAppDownloadBanner({ ...base, dismissed: true })).toBe(false);
    expect(showsAppDownloadBanner({ ...base, hiddenByPage: true })).toBe(false);
  });
  it('shows the suspended-account banner on its page for suspended accounts', () => {
    expect(showsSuspendedBanner({ pageShowsIt: true, isSuspended: true })).toBe(true);
    expect(showsSuspendedBanner({ pageShowsIt: false, isSuspended: true })).toBe(false);
    expect(showsSuspendedBanner({ pageShowsIt: true, isSuspended: undefined })).toBe(false);
  });
});

describe('the home search form query', () => {
  it('uses the spec’s parameter names', () => {
    expect(searchPath({ location: ' Banff, AB ', startDate: '2026-07-01', endDate: '2026-07-08', adults: 2, children: 1 }, 'en')).toBe(
      '/rv-search?SearchAddress=Banff%2C%20AB&StartDate=2026-07-01&EndDate=2026-07-08&Adults=2&Children=1',
    );
    expect(searchPath({ location: 'Québec' }, 'fr')).toBe('/fr/recherche-vr?SearchAddress=Qu%C3%A9bec');
    expect(searchPath({ adults: 2, pets: true }, 'en')).toBe('/rv-search?Adults=2&PetFriendly');
  });
  it('sends dates only as an ordered pair and drops empty guests', () => {
    expect(searchQuery({ startDate: '2026-07-01' })).toMatchObject({ StartDate: undefined, EndDate: undefined });
    expect(searchQuery({ startDate: '2026-07-08', endDate: '2026-07-01' })).toMatchObject({ StartDate: undefined, EndDate: undefined });
    expect(searchQuery({ startDate: '07/01/2026', endDate: '2026-07-08' })).toMatchObject({ StartDate: undefined });
    expect(searchQuery({ adults: 0, children: 0 })).toMatchObject({ Adults: undefined, Children: undefined });
  });
});
