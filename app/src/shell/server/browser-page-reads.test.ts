// The first reads a signed-in page's HTML names for the start script (issue 35): the calls its loaders make, with the
// headers the app sends, and none for a reader without a session or a page whose loader reads nothing first.
import { ApiHeaders, currentApiVersion } from '@rove/contract';
import { cookies } from '@rove/contract/cookies';
import { getLocalTimeZone, today } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '../../api/api-headers.ts';
import { sameRead } from '../../api/early-reads.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { payoutMethodKey } from '../../api/payout-method.ts';
import { resolvePlatform } from '../../lib/native/platform.ts';
import { matchRoute, routePatterns } from '../../routes/path-for.ts';
import type { RouteName } from '../../routes/table.ts';
import { pageDataMap, pageFor } from '../router/page-map.ts';
import { browserPageReads } from './browser-page-reads.ts';

const phone = 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36';
const signedIn = `${cookies.sessionHint.name}=1; ${cookies.anonymousId.name}=anon-1`;
const reads = (path: string, cookie: string | null = signedIn, locale: 'en' | 'fr' = 'en', userAgent = phone) =>
  browserPageReads(new URL(path, 'https://rove.test'), matchRoute(new URL(path, 'https://rove.test').pathname), locale, cookie, userAgent);
const paths = async (path: string) => (await reads(path)).map((read) => read.path);

describe('the first reads a signed-in page names', () => {
  it('the dashboard’s home, in the page’s language, with the app’s headers but a correlation id and a token', async () => {
    expect(await reads('/dashboard')).toEqual([
      {
        path: '/api/dashboard?mode=renter',
        headers: {
          Accept: 'application/json',
          [ApiHeaders.ApiVersion]: currentApiVersion,
          [ApiHeaders.Platform]: 'mobile_web',
          [ApiHeaders.AnonymousId]: 'anon-1',
          'Accept-Language': 'en-US,en',
        },
        answer: 'renterDashboard',
        // Where the home's top photo is in the answer: the start script preloads it as the answer comes.
        photo: { lists: ['ToDo', 'Current', 'Upcoming', 'AwaitingHost'], field: 'RvPhotoUrl' },
      },
    ]);
    expect(await reads('/fr/host', signedIn, 'fr', 'Mozilla/5.0 (X11; Linux x86_64)')).toEqual([
      expect.objectContaining({
        path: '/api/dashboard?mode=host',
        answer: 'hostDashboard',
        photo: { lists: ['Requests', 'ToDo', 'Departures', 'Returns'], field: 'RvPhotoUrl' },
        headers: expect.objectContaining({ [ApiHeaders.Platform]: 'web', 'Accept-Language': 'fr-CA,fr' }),
      }),
      expect.objectContaining({ path: payoutMethodKey, headers: expect.not.objectContaining({ 'Accept-Language': 'fr-CA,fr' }) }),
    ]);
  });

  it('the host calendar’s RVs and this month, and host mode’s payout method, without a language (none is sent)', async () => {
    const month = today(getLocalTimeZone()).set({ day: 1 });
    const found = await reads('/host/calendar');
    expect(found.map((read) => read.path)).toEqual([
      '/api/hosts/rvs',
      `/api/hosts/calendar?From=${month.toString()}&To=${month.add({ months: 1 }).subtract({ days: 1 }).toString()}`,
      payoutMethodKey,
    ]);
    for (const read of found) expect(read.headers).not.toHaveProperty('Accept-Language');
  });

  it('a booking, for its own page and each page nested in it; none for an id that is not a number', async () => {
    for (const path of ['/dashboard/bookings/42', '/dashboard/bookings/42/edit', '/fr/dashboard/bookings/42'])
      expect(await paths(path)).toEqual(['/api/bookings/42']);
    expect((await reads('/dashboard/bookings/42'))[0].answer).toBe('booking');
    expect(await reads('/dashboard/bookings/abc')).toEqual([]);
  });

  it('is the call the app makes (its headers, its language, its platform from the same user agent): the app takes it', async () => {
    const [read] = await reads('/fr/dashboard', signedIn, 'fr');
    const app = {
      ...apiHeaders({
        accessToken: 'token',
        ip: null,
        correlationId: 'c-1',
        platform: resolvePlatform(undefined, phone),
        anonymousId: 'anon-1',
      }),
      ...languageHeaders('fr'),
    };
    expect(sameRead(read.headers, app)).toBe(true);
    expect(sameRead(read.headers, { ...app, ...languageHeaders('en') })).toBe(false);
  });

  it('the listing wizard’s draft, or on a new listing’s first step the host’s RVs (a draft is offered to resume)', async () => {
    expect(await paths('/host/rvs/new/rv-type')).toEqual(['/api/hosts/rvs', payoutMethodKey]);
    expect(await paths('/host/rvs/new')).toEqual(['/api/hosts/rvs', payoutMethodKey]);
    expect(await paths('/host/rvs/new/12/rv-year')).toEqual(['/api/hosts/rvs/12', payoutMethodKey]);
    expect(await paths('/host/rvs/new/rv-year')).toEqual([payoutMethodKey]);
  });

  it('the trips or bookings list of the route, at its page', async () => {
    expect(await paths('/dashboard/trips')).toEqual(['/api/bookings?role=renter&filter=all&page=1']);
    expect((await reads('/dashboard/trips'))[0].answer).toBe('bookingList');
    expect(await paths('/host/bookings/pending?page=2')).toEqual(['/api/bookings?role=owner&filter=pending&page=2', payoutMethodKey]);
  });

  it('the messages folder’s list, at its page, in the page’s language; in host mode, the payout method too', async () => {
    expect(await paths('/dashboard/messages')).toEqual(['/api/Message/threads?Folder=inbox&Page=1']);
    expect(await paths('/dashboard/messages/requests?page=3&thread=9')).toEqual(['/api/Message/threads?Folder=requests&Page=3']);
    expect(await paths('/host/messages?page=x')).toEqual(['/api/Message/threads?Folder=inbox&Page=1', payoutMethodKey]);
  });

  it('loads every route’s modules on the server without failing: each page names reads, or none', async () => {
    for (const { path } of routePatterns()) {
      const address = new URL(
        path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'dashboard' ? 'dashboard' : '7')),
        'https://rove.test',
      );
      const match = matchRoute(address.pathname);
      const name = match?.route.name as RouteName;
      // Evaluated in Node, as the server does: a module that reached for the browser at its top would reject.
      await expect(Promise.all([pageDataMap[name]?.(), pageFor(name)()])).resolves.toHaveLength(2);
      for (const read of await browserPageReads(address, match, 'en', signedIn, phone)) expect(read.path).toMatch(/^\/api\//);
    }
  });

  it('nothing for a reader without a session, a page whose loader reads nothing first, or a path no route serves', async () => {
    expect(await reads('/dashboard', null)).toEqual([]);
    expect(await reads('/dashboard', `x${cookies.sessionHint.name}=1`)).toEqual([]);
    expect(await reads('/dashboard/profile')).toEqual([]);
    expect(await reads('/rv-search')).toEqual([]);
    expect(await reads('/no-such-page')).toEqual([]);
    expect(await browserPageReads(new URL('https://rove.test/x'), null, 'en', signedIn, phone)).toEqual([]);
  });
});
