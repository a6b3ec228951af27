// Host operations: the calendar (blocks, prices, minimum stays) and its effect on estimates, bookings and search;
// iCal export parsed back, iCal import (file and address) with conflicts and bad feeds; the scheduled refresh.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import type { HostCalendar, IcalImportResult, SearchResponse } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from '../booking/fixtures.ts';

// A feed that never answers is cut at this limit (10 s in production): 2 s, so a loopback feed on a busy machine still
// answers within it (400 ms was too short under load), and the silent one below does not hold the test for long.
const feedTimeoutMs = 2000;
process.env.ROVE_ICAL_TIMEOUT_MS = String(feedTimeoutMs);

let t: TestContext;
let rv: Awaited<ReturnType<typeof createHostWithRv>>;
let renter: Party;
let feedServer: Server;
let feedBase = '';
let servedFeed = '';
const now = new Date('2026-05-01T12:00:00Z');

type Err = { Message: string; StatusMessage: string; Errors?: Record<string, string[]>; Data?: unknown };
type Estimate = { TotalRentalAmount: number; TotalNights: number; RenterTotal: number; StatusMessage?: string; Message?: string };

const ics = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other platform//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const allDay = (uid: string, start: string, end: string, summary = 'Reserved') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260401T000000Z',
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
  rv = await createHostWithRv(t.db);
  renter = await createRenter(t.db);
  // A loopback server for feeds: a calendar, a redirect loop, one that never answers, a huge one, HTML.
  feedServer = createServer((req, res) => {
    if (req.url === '/feed.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end(servedFeed);
    } else if (req.url?.startsWith('/loop')) {
      res.writeHead(302, { Location: `/loop${Number(req.url.slice(5) || 0) + 1}` });
      res.end();
    } else if (req.url === '/silent') {
      // never answers
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      const chunk = 'X'.repeat(64 * 1024);
      let sent = 0;
      const push = () => {
        while (sent < 3_000_000) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', push);
        }
        res.end();
      };
      push();
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>Not a calendar</body></html>');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
  await t.close();
});

const host = () => rv.host.headers;
const api = (path: string, method: string, body: unknown, headers = host(), lang = 'en') =>
  t.json<Err & Record<string, unknown>>(path, jsonInit(method, body, { ...headers, 'Accept-Language': lang }));
const calendar = async (query = '') => (await t.json<HostCalendar>(`/api/hosts/calendar${query}`, { headers: host() })).body;
const estimate = (start: string, end: string) =>
  t.json<Estimate>(`/api/rvs/${rv.listing.id}/estimate?dateStart=${start}&dateEnd=${end}&roadsideAssistance=false`);

describe('calendar blocks', () => {
  it('a host blocks a week: the calendar shows it, the estimate and a booking request are refused', async () => {
    const res = await api(`/api/hosts/calendar/${rv.listing.id}/blocks`, 'POST', {
      StartDate: '2026-06-01',
      EndDate: '2026-06-07',
      Note: 'Maintenance',
    });
    expect(res.status).toBe(200);
    expect(res.body.BlockedNights).toBe(7);
    const cal = await calendar('?From=2026-06-01&To=2026-06-30');
    const mine = cal.Rvs.find((r) => r.Id === rv.listing.id);
    expect(mine?.Blocks).toEqual([
      { Id: expect.any(Number), StartDate: '2026-06-01', EndDate: '2026-06-07', Source: 'host', FeedName: null, Note: 'Maintenance' },
    ]);
    const refused = await estimate('2026-06-06', '2026-06-09');
    expect(refused.body.StatusMessage).toBe('DATES_UNAVAILABLE');
    const booking = await t.json<Err>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: rv.listing.id, Estimate: { dateStart: '2026-06-03', dateEnd: '2026-06-05' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': 'blocked-week' },
      ),
    );
    expect(booking.status).toBeGreaterThanOrEqual(400);
    expect(booking.body.StatusMessage).toBe('DATES_UNAVAILABLE');
    // The night after the block is free.
    expect((await estimate('2026-06-08', '2026-06-10')).status).toBe(200);
  });

  it('blocking over an existing block adds only the free nights; unblocking splits the block', async () => {
    const more = await api(`/api/hosts/calendar/${rv.listing.id}/blocks`, 'POST', { StartDate: '2026-06-05', EndDate: '2026-06-10' });
    expect(more.body.BlockedNights).toBe(3);
    const freed = await api(`/api/hosts/calendar/${rv.listing.id}/unblock`, 'POST', { StartDate: '2026-06-04', EndDate: '2026-06-05' });
    expect(freed.body.UnblockedNights).toBe(2);
    const blocks = (await calendar('?From=2026-06-01&To=2026-06-30')).Rvs[0].Blocks.map((b) => [b.StartDate, b.EndDate]);
    expect(blocks).toEqual([
      ['2026-06-01', '2026-06-03'],
      ['2026-06-06', '2026-06-07'],
      ['2026-06-08', '2026-06-10'],
    ]);
  });

  it('a range over a booking is refused with a clear message in the page’s language, and nothing changes', async () => {
    const booked = await t.json<{ Id: number }>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: rv.listing.id, Estimate: { dateStart: '2026-07-10', dateEnd: '2026-07-14' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': 'july-trip' },
      ),
    );
    expect(booked.status).toBe(201);
    const before = await calendar('?From=2026-07-01&To=2026-07-31');
    const en = await api(`/api/hosts/calendar/${rv.listing.id}/blocks`, 'POST', { StartDate: '2026-07-08', EndDate: '2026-07-11' });
    expect(en.status).toBe(409);
    expect(en.body.StatusMessage).toBe('CALENDAR_RANGE_BOOKED');
    expect(en.body.Message).toMatch(/include a booking/);
    const fr = await api(
      `/api/hosts/calendar/${rv.listing.id}/blocks`,
      'POST',
      { StartDate: '2026-07-08', EndDate: '2026-07-11' },
      host(),
      'fr',
    );
    expect(fr.body.Message).toMatch(/comprennent une réservation/);
    const after = await calendar('?From=2026-07-01&To=2026-07-31');
    expect(after).toEqual(before);
    expect(after.Rvs[0].Bookings).toEqual([
      { BookingId: booked.body.Id, StartDate: '2026-07-10', EndDate: '2026-07-13', Status: expect.any(String), RenterName: 'Rita R.' },
    ]);
  });

  it('refuses past nights, reversed and too long ranges, and another host’s RV', async () => {
    const path = `/api/hosts/calendar/${rv.listing.id}/blocks`;
    expect((await api(path, 'POST', { StartDate: '2026-04-20', EndDate: '2026-04-22' })).body.Errors).toEqual({
      StartDate: ['Past nights cannot be changed.'],
    });
    expect((await api(path, 'POST', { StartDate: '2026-06-20', EndDate: '2026-06-12' })).body.Errors).toEqual({
      EndDate: ['The end date must be on or after the start date.'],
    });
    expect((await api(path, 'POST', { StartDate: '2026-06-01', EndDate: '2027-07-01' })).body.Errors?.EndDate).toHaveLength(1);
    expect((await api(path, 'POST', { StartDate: 'June 1', EndDate: '2026-06-02' })).status).toBe(400);
    const other = await createHostWithRv(t.db);
    expect((await api(path, 'POST', { StartDate: '2026-08-01', EndDate: '2026-08-02' }, other.host.headers)).status).toBe(404);
    expect((await t.json(`/api/hosts/calendar?RvId=${rv.listing.id}`, { headers: other.host.headers })).status).toBe(404);
    expect((await t.json('/api/hosts/calendar')).status).toBe(401);
  });
});

describe('nightly prices and minimum stays', () => {
  it('refuses a nightly price of 0 or 1,000,000 in both languages, keeping what is saved', async () => {
    const path = `/api/hosts/calendar/${rv.listing.id}/prices`;
    expect((await api(path, 'PUT', { StartDate: '2026-09-01', EndDate: '2026-09-02', NightlyPrice: 150 })).status).toBe(200);
    const zero = await api(path, 'PUT', { StartDate: '2026-09-01', EndDate: '2026-09-02', NightlyPrice: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.Errors).toEqual({ NightlyPrice: ['Enter a nightly price from 10 to 5000.'] });
    const huge = await api(path, 'PUT', { StartDate: '2026-09-01', EndDate: '2026-09-02', NightlyPrice: 1_000_000 }, host(), 'fr');
    expect(huge.body.Errors).toEqual({ NightlyPrice: ['Entrez un prix par nuit de 10 à 5000.'] });
    const days = (await calendar('?From=2026-09-01&To=2026-09-30')).Rvs[0].Days;
    expect(days).toEqual([
      { Date: '2026-09-01', NightlyPrice: 150, MinimumNights: null },
      { Date: '2026-09-02', NightlyPrice: 150, MinimumNights: null },
    ]);
  });

  it('a holiday price flows into the estimate and the search card total', async () => {
    const res = await api(`/api/hosts/calendar/${rv.listing.id}/prices`, 'PUT', {
      StartDate: '2026-12-24',
      EndDate: '2026-12-25',
      NightlyPrice: 250,
    });
    expect(res.status).toBe(200);
    const est = await estimate('2026-12-23', '2026-12-27');
    expect(est.status).toBe(200);
    // 100 + 250 + 250 + 100
    expect(est.body.TotalRentalAmount).toBe(700);
    const search = await t.json<SearchResponse>(
      `/api/rvs/search?SearchLat=51.0447&SearchLng=-114.0719&StartDate=2026-12-23&EndDate=2026-12-27&PageSize=100`,
    );
    const card = search.body.Results.find((r) => r.Id === rv.listing.id);
    // The card's all-in total is the estimate's renter total with its defaults (roadside included), holiday nights too.
    const withDefaults = await t.json<Estimate>(`/api/rvs/${rv.listing.id}/estimate?dateStart=2026-12-23&dateEnd=2026-12-27`);
    expect(card?.TripTotal?.Amount).toBe(withDefaults.body.RenterTotal);
    // Back to the base price.
    await api(`/api/hosts/calendar/${rv.listing.id}/prices`, 'PUT', { StartDate: '2026-12-24', EndDate: '2026-12-25', NightlyPrice: null });
    expect((await estimate('2026-12-23', '2026-12-27')).body.TotalRentalAmount).toBe(400);
  });

  it('a minimum stay for a range applies to trips starting in it', async () => {
    const path = `/api/hosts/calendar/${rv.listing.id}/minimum-nights`;
    expect((await api(path, 'PUT', { StartDate: '2026-10-01', EndDate: '2026-10-31', MinimumNights: 5 })).status).toBe(200);
    const short = await estimate('2026-10-10', '2026-10-13');
    expect(short.body.StatusMessage).toBe('MINIMUM_NIGHTS');
    expect((await estimate('2026-10-10', '2026-10-15')).status).toBe(200);
    expect((await estimate('2026-11-10', '2026-11-13')).status).toBe(200);
    // Search leaves the RV out of a 3-night trip starting then, and keeps it for 5 nights.
    const searchFor = async (start: string, end: string) =>
      (
        await t.json<SearchResponse>(`/api/rvs/search?SearchLat=51.0447&SearchLng=-114.0719&StartDate=${start}&EndDate=${end}&PageSize=100`)
      ).body.Results.some((r) => r.Id === rv.listing.id);
    expect(await searchFor('2026-10-10', '2026-10-13')).toBe(false);
    expect(await searchFor('2026-10-10', '2026-10-15')).toBe(true);
    expect((await api(path, 'PUT', { StartDate: '2026-10-01', EndDate: '2026-10-02', MinimumNights: 0 })).body.Errors).toEqual({
      MinimumNights: ['Enter a minimum stay from 1 to 365 nights.'],
    });
  });
});

describe('iCal export', () => {
  it('gives a secret address whose calendar parses back with the bookings and blocks', async () => {
    const cal = await calendar('?From=2026-06-01&To=2026-07-31');
    const url = new URL(cal.Rvs[0].ICalExportUrl);
    const res = await t.request(url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    const parsed = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(parsed.name).toBe('vcalendar');
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0');
    const events = parsed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const spans = events.map((event) => [event.startDate.toString(), event.endDate.toString(), event.startDate.isDate]);
    // DTEND is exclusive: the block of 1 to 3 June (its last night) ends on the 4th.
    expect(spans).toContainEqual(['2026-06-01', '2026-06-04', true]);
    expect(spans).toContainEqual(['2026-07-10', '2026-07-14', true]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    // A wrong or rotated token finds nothing.
    expect((await t.request('/api/calendar/not-a-real-token-at-all.ics')).status).toBe(404);
    const rotated = await api(`/api/hosts/calendar/${rv.listing.id}/ical-export/reset`, 'POST', {});
    expect(rotated.body.ICalExportUrl).not.toBe(cal.Rvs[0].ICalExportUrl);
    expect((await t.request(url.pathname)).status).toBe(404);
  });
});

describe('iCal import', () => {
  it('imports a file: busy nights block the calendar and the one on a booking is a conflict, not dropped', async () => {
    const content = ics([allDay('a1', '20260815', '20260818'), allDay('a2', '20260712', '20260716', 'Other platform guest')]);
    const res = await t.json<IcalImportResult>(
      `/api/hosts/calendar/${rv.listing.id}/feeds/file`,
      jsonInit('POST', { Name: 'Other platform', Content: content }, host()),
    );
    expect(res.status).toBe(201);
    expect(res.body.Conflicts).toEqual([
      {
        Id: expect.any(Number),
        FeedId: res.body.Feed.Id,
        FeedName: 'Other platform',
        StartDate: '2026-07-12',
        EndDate: '2026-07-13',
        BookingId: expect.any(Number),
        Summary: 'Other platform guest',
      },
    ]);
    // 3 nights in August and the 2 nights after the booking (14, 15 July)
    expect(res.body.BlockedNights).toBe(5);
    expect((await estimate('2026-08-16', '2026-08-20')).body.StatusMessage).toBe('DATES_UNAVAILABLE');
    const cal = await calendar('?From=2026-07-01&To=2026-08-31');
    expect(cal.Rvs[0].Conflicts).toHaveLength(1);
    expect(cal.Rvs[0].Blocks.filter((b) => b.Source === 'ical').map((b) => [b.StartDate, b.EndDate, b.FeedName])).toEqual([
      ['2026-07-14', '2026-07-15', 'Other platform'],
      ['2026-08-15', '2026-08-17', 'Other platform'],
    ]);
    // Removing the feed frees its nights and its conflicts.
    expect(
      (await t.request(`/api/hosts/calendar/${rv.listing.id}/feeds/${res.body.Feed.Id}`, { method: 'DELETE', headers: host() })).status,
    ).toBe(204);
    expect((await estimate('2026-08-16', '2026-08-20')).status).toBe(200);
    expect((await calendar('?From=2026-07-01&To=2026-08-31')).Rvs[0].Conflicts).toEqual([]);
  });

  it('refuses a file that is not iCal, in both languages, saving nothing', async () => {
    const path = `/api/hosts/calendar/${rv.listing.id}/feeds/file`;
    const en = await api(path, 'POST', { Name: 'Broken', Content: 'hello, this is a CSV,1,2,3' });
    expect(en.status).toBe(422);
    expect(en.body.StatusMessage).toBe('ICAL_INVALID');
    const fr = await api(path, 'POST', { Name: 'Broken', Content: '<html></html>' }, host(), 'fr');
    expect(fr.body.Message).toMatch(/n’est pas un calendrier iCal/);
    expect((await calendar()).Rvs[0].Feeds).toEqual([]);
  });

  it('imports a feed by address and refreshes it on the schedule', async () => {
    servedFeed = ics([allDay('b1', '20261105', '20261108')]);
    const res = await t.json<IcalImportResult>(
      `/api/hosts/calendar/${rv.listing.id}/feeds`,
      jsonInit('POST', { Name: 'Campground site', Url: `${feedBase}/feed.ics` }, host()),
    );
    expect(res.status).toBe(201);
    expect(res.body.BlockedNights).toBe(3);
    servedFeed = ics([allDay('b1', '20261120', '20261122')]);
    await t.deps.scheduler.runNow('ical-refresh');
    const blocks = (await calendar('?From=2026-11-01&To=2026-11-30')).Rvs[0].Blocks.map((b) => [b.StartDate, b.EndDate]);
    expect(blocks).toEqual([['2026-11-20', '2026-11-21']]);
  });

  it('refuses feeds that are not iCal, too large, redirect forever or never answer, without blocking', async () => {
    const add = (url: string, lang = 'en') =>
      api(`/api/hosts/calendar/${rv.listing.id}/feeds`, 'POST', { Name: 'Bad', Url: url }, host(), lang);
    const html = await add(`${feedBase}/page`);
    expect([html.status, html.body.StatusMessage]).toEqual([422, 'ICAL_INVALID']);
    const loop = await add(`${feedBase}/loop`);
    expect([loop.status, loop.body.StatusMessage]).toEqual([502, 'ICAL_TOOMANYREDIRECTS']);
    const huge = await add(`${feedBase}/huge`);
    expect([huge.status, huge.body.StatusMessage]).toEqual([413, 'ICAL_TOOLARGE']);
    const started = Date.now();
    const silent = await add(`${feedBase}/silent`, 'fr');
    expect([silent.status, silent.body.StatusMessage]).toEqual([504, 'ICAL_TIMEOUT']);
    expect(silent.body.Message).toMatch(/n’a pas répondu à temps/);
    expect(Date.now() - started).toBeLessThan(feedTimeoutMs + 3000);
    expect((await add('ftp://example.test/feed.ics')).body.Errors).toEqual({
      Url: ['Enter the calendar’s address, starting with https:// or http://.'],
    });
    // Only the good feed of the previous test is saved.
    expect((await calendar()).Rvs[0].Feeds.map((f) => f.Name)).toEqual(['Campground site']);
  });
});
