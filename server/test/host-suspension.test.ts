// Issue 14: the suspended banner tells a host whose performance tier is ActionRequired that their listings are
// hidden from search and cannot take new bookings. The server makes it true, and undoes it when the tier changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, SearchResponse } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from './booking/fixtures.ts';

let t: TestContext;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
});
afterAll(() => t.close());

// Around Calgary, where the fixtures' RVs are.
const calgary = { SwLat: '50.9', SwLng: '-114.3', NeLat: '51.2', NeLng: '-113.9' };
const trip = { dateStart: '2026-06-10', dateEnd: '2026-06-13' };

async function searchIds(params: Record<string, string>) {
  const res = await t.json<SearchResponse>(`/api/rvs/search?${new URLSearchParams({ PageSize: '50', ...params })}`);
  expect(res.status).toBe(200);
  return res.body.Results.map((result) => result.Id);
}

async function visibility(rvId: number) {
  const destination = await t.json<{ Listings: SearchResponse }>('/api/rv-rentals/destination?Path=canada/alberta/calgary');
  expect(destination.status).toBe(200);
  return {
    search: (await searchIds({ SearchLat: '51.0447', SearchLng: '-114.0719' })).includes(rvId),
    map: (await searchIds(calgary)).includes(rvId),
    datedSearch: (await searchIds({ ...calgary, StartDate: trip.dateStart, EndDate: trip.dateEnd })).includes(rvId),
    landingPage: destination.body.Listings.Results.some((result) => result.Id === rvId),
  };
}

let key = 0;
const requestBooking = (renter: Party, rvId: number, estimate: Record<string, string>, headers: Record<string, string> = {}) =>
  t.json<{ Id: number; Status: string; StatusMessage?: string; Message?: string }>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: rvId, Estimate: estimate, Renter: renterDetails },
      { ...renter.headers, ...headers, 'Idempotency-Key': `hs-${++key}` },
    ),
  );

async function tierOf(host: Party) {
  const res = await t.json<{ PerformanceTier: string }>('/api/hosts/insights', { headers: host.headers });
  return res.body.PerformanceTier;
}

describe("a suspended host's listings are hidden from search and cannot take new bookings", () => {
  it('from the moment the tier is ActionRequired until it changes', async () => {
    const { host, listing } = await createHostWithRv(t.db, { instant_book: true, featured: true, review_count: 50 });
    const other = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);

    // A good host: visible everywhere, first in the recommended order, bookable.
    expect(await tierOf(host)).toBe('Good');
    expect(await visibility(listing.id)).toEqual({ search: true, map: true, datedSearch: true, landingPage: true });
    expect((await searchIds(calgary))[0]).toBe(listing.id);
    expect((await t.json(`/api/rvs/${listing.id}/estimate?dateStart=${trip.dateStart}&dateEnd=${trip.dateEnd}`)).status).toBe(200);

    // The host cancels three confirmed-to-pay bookings: ActionRequired (the banner shows).
    const cancelled: number[] = [];
    for (const [start, end] of [
      ['2026-07-01', '2026-07-04'],
      ['2026-07-10', '2026-07-13'],
      ['2026-07-20', '2026-07-23'],
    ]) {
      const booking = await requestBooking(renter, listing.id, { dateStart: start, dateEnd: end });
      expect(booking.status).toBe(201);
      const res = await t.json(`/api/bookings/${booking.body.Id}/cancel`, jsonInit('POST', { ReasonCode: 'Other' }, host.headers));
      expect(res.status).toBe(200);
      cancelled.push(booking.body.Id);
    }
    expect(await tierOf(host)).toBe('ActionRequired');

    // Hidden from search, the map and the rental landing pages; other hosts' RVs stay.
    expect(await visibility(listing.id)).toEqual({ search: false, map: false, datedSearch: false, landingPage: false });
    expect(await searchIds(calgary)).toContain(other.listing.id);

    // Estimates and booking requests are refused with a clear message in the page's language.
    const estimate = await t.json<{ StatusMessage: string; Message: string }>(
      `/api/rvs/${listing.id}/estimate?dateStart=${trip.dateStart}&dateEnd=${trip.dateEnd}`,
    );
    expect(estimate.status).toBe(409);
    expect(estimate.body.StatusMessage).toBe('RV_NOT_BOOKABLE');
    expect(estimate.body.Message).toBe('This RV cannot be booked at the moment: its host is not taking new bookings.');
    const posted = await t.json<{ StatusMessage: string; Message: string }>(
      `/api/rvs/${listing.id}/estimate`,
      jsonInit('POST', trip, { 'Accept-Language': 'fr-CA,fr' }),
    );
    expect(posted.status).toBe(409);
    expect(posted.body).toMatchObject({
      StatusMessage: 'RV_NOT_BOOKABLE',
      Message: 'Ce VR ne peut pas être réservé pour le moment\u00a0: son hôte n’accepte pas de nouvelles réservations.',
    });
    const refused = await requestBooking(renter, listing.id, trip, { 'Accept-Language': 'fr' });
    expect(refused.status).toBe(409);
    expect(refused.body.StatusMessage).toBe('RV_NOT_BOOKABLE');
    expect(refused.body.Message).toMatch(/^Ce VR ne peut pas être réservé/);
    const held = await t.db.selectFrom('bookings').select('id').where('listing_id', '=', listing.id).execute();
    expect(held).toHaveLength(3);

    // The listing page still renders and says it cannot be booked now.
    const page = await t.json<ListingDetail>(`/api/rvs/${listing.alias}`);
    expect(page.status).toBe(200);
    expect(page.body.Bookable).toBe(false);
    expect((await t.json<ListingDetail>(`/api/rvs/${other.listing.alias}`)).body.Bookable).toBe(true);

    // The tier changes (one cancellation is now on the renter): everything is back at once.
    await t.db.updateTable('bookings').set({ status: 'CancelledByRenter' }).where('id', '=', cancelled[0]).execute();
    expect(await tierOf(host)).not.toBe('ActionRequired');
    expect(await visibility(listing.id)).toEqual({ search: true, map: true, datedSearch: true, landingPage: true });
    expect((await t.json<ListingDetail>(`/api/rvs/${listing.alias}`)).body.Bookable).toBe(true);
    expect((await t.json(`/api/rvs/${listing.id}/estimate?dateStart=${trip.dateStart}&dateEnd=${trip.dateEnd}`)).status).toBe(200);
    expect((await requestBooking(renter, listing.id, trip)).status).toBe(201);
  });
});
