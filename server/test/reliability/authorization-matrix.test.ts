// Authorization on every reference to a booking, an RV or another member's resource (issue 36: a call request with
// someone else's booking id was accepted). Every route the app registers whose path names such an id, and every
// route that takes one in its body, is called by another renter, another host and a visitor, once with the real id
// and once with an id that does not exist: the two answers must be the same refusal (401, 403 or 404 as the house
// answers an unknown id), never a success, so that a stranger learns nothing and changes nothing. The parties get
// their own resources (so the matrix is not refusing everyone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from '../booking/fixtures.ts';
import { createTestContext, type TestContext, testBudget } from '../helpers.ts';

let t: TestContext;
const unknownId = 987_654_321;

interface Ids {
  booking: number;
  rv: number;
  draftRv: number;
  draftAlias: string;
  thread: number;
  template: number;
  review: number;
  driver: number;
  verification: string;
  feed: number;
  photo: number;
  addOn: number;
  licenceUpload: string;
}
let ids: Ids;
let renter: Party;
let host: Party;
const strangers: Record<string, Party | { headers: Record<string, string> }> = {};

/** A plausible body per route (so that validation passes and only the reference decides); `{}` otherwise. */
const bodies: Record<string, (id: number | string) => unknown> = {
  'POST /api/support/call-requests': (id) => ({
    BookingId: id,
    PhoneNumber: '416 555 0199',
    PreferredDate: '2026-05-03',
    PreferredWindow: 'Morning',
  }),
  'POST /api/verifications': (id) => ({ BookingId: id }),
  'POST /api/bookings': (id) => ({ RvId: id, Estimate: { dateStart: '2026-07-01', dateEnd: '2026-07-04' }, Renter: renterDetails }),
  'POST /api/Message/enquiries': (id) => ({ RvId: id, Body: 'Is it free in July?' }),
  'POST /api/user-profiles/me/add-to-favourites-list': (id) => ({ RvId: id }),
  'POST /api/bookings/:id/money-requests': () => ({ Amount: 20, Reason: 'Propane refill' }),
  'POST /api/bookings/:id/decline': () => ({ Reason: 'Not available' }),
  'POST /api/bookings/:id/cancel': () => ({ Reason: 'Plans changed' }),
  'POST /api/bookings/:id/payment-intent': () => ({ Purpose: 'full' }),
  'POST /api/bookings/:id/reviews/report': () => ({ Side: 'owner', Reason: 'Other' }),
  'POST /api/Message/threads/:threadId/messages': () => ({ Body: 'Hello' }),
  'PUT /api/Message/templates/:templateId': () => ({ Name: 'Mine', Body: 'Taken over' }),
  'POST /api/hosts/insights/reviews/:reviewId/reply': () => ({ Body: 'Thank you for staying with us' }),
  'POST /api/hosts/calendar/:rvId/blocks': () => ({ StartDate: '2026-08-01', EndDate: '2026-08-03' }),
  'POST /api/hosts/calendar/:rvId/unblock': () => ({ StartDate: '2026-08-01', EndDate: '2026-08-03' }),
  'PUT /api/hosts/calendar/:rvId/prices': () => ({ StartDate: '2026-08-01', EndDate: '2026-08-03', NightlyPrice: 150 }),
  'PUT /api/hosts/calendar/:rvId/minimum-nights': () => ({ StartDate: '2026-08-01', EndDate: '2026-08-03', MinimumNights: 3 }),
  'PATCH /api/hosts/rvs/:rvId': () => ({ Name: 'Taken over' }),
  'POST /api/rvs/:rvId/estimate': () => ({ dateStart: '2026-07-01', dateEnd: '2026-07-04' }),
};

/** A query some routes need to get past validation. */
const queries: Record<string, string> = {
  'GET /api/rvs/:rvId/estimate': '?dateStart=2026-07-01&dateEnd=2026-07-04',
};

/** Routes that name a reference in their body: the value is the real or the unknown id. */
const bodyReferences: { method: string; path: string; real: (ids: Ids) => number }[] = [
  { method: 'POST', path: '/api/support/call-requests', real: (i) => i.booking },
  { method: 'POST', path: '/api/verifications', real: (i) => i.booking },
  // Public routes about an RV: a draft is nobody's business but its host's.
  { method: 'POST', path: '/api/bookings', real: (i) => i.draftRv },
  { method: 'POST', path: '/api/Message/enquiries', real: (i) => i.draftRv },
  { method: 'POST', path: '/api/user-profiles/me/add-to-favourites-list', real: (i) => i.draftRv },
];

/** The value of each path parameter: the real resource, or (for the parameter that names the reference) an unknown one. */
function pathFor(path: string, real: boolean): string | undefined {
  const value = (name: string): string | undefined => {
    const pick = (id: number | string) => String(real ? id : unknownId);
    if (name === 'id' && path.startsWith('/api/bookings/')) return pick(ids.booking);
    if (name === 'bookingId') return pick(ids.booking);
    if (name === 'rvId' && path.startsWith('/api/rvs/')) return pick(ids.draftRv);
    if (name === 'rvId') return pick(ids.rv);
    if (name === 'alias') return real ? ids.draftAlias : `no-such-rv-${unknownId}`;
    if (name === 'threadId') return pick(ids.thread);
    if (name === 'templateId') return pick(ids.template);
    if (name === 'reviewId') return pick(ids.review);
    if (name === 'driverId') return pick(ids.driver);
    if (name === 'id' && path.startsWith('/api/verifications/')) return real ? ids.verification : 'no-such-verification-000000';
    if (name === 'id' && path.startsWith('/api/uploads/')) return real ? ids.licenceUpload : '00000000-0000-4000-8000-000000000000';
    // Resources under one already named: the real ones (the outer reference decides).
    if (name === 'requestId') return '1';
    if (name === 'feedId') return String(ids.feed);
    if (name === 'photoId') return String(ids.photo);
    if (name === 'addOnId') return String(ids.addOn);
    if (name === 'file' && path.startsWith('/api/uploads/')) return 'thumb.webp';
    return undefined;
  };
  let missing = false;
  const filled = path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_all, name: string) => {
    const v = value(name);
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? undefined : filled;
}

// Path references that are public by design (published listings, the calendar export by its secret, map tiles...).
const publicPaths = [
  /^\/api\/rvs\/:id\/photos/,
  /^\/api\/calendar\//,
  /^\/api\/map\//,
  /^\/api\/blog\//,
  /^\/api\/rv-rentals\//,
  /^\/api\/profiles\//,
  /^\/api\/share-images/,
  /^\/api\/account\/recovery-password/,
];

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => new Date('2026-05-01T12:00:00Z') });
  const made = await createHostWithRv(t.db);
  host = made.host;
  renter = await createRenter(t.db);
  // A draft RV (of a host of its own): nobody else may book it, ask about it or save it.
  const draft = (await createHostWithRv(t.db, { status: 'draft' })).listing;
  const booking = await t.json<{ Id: number }>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: made.listing.id, Estimate: { dateStart: '2026-05-25', dateEnd: '2026-05-28' }, Renter: renterDetails },
      { ...renter.headers, 'Idempotency-Key': 'matrix' },
    ),
  );
  if (booking.status !== 201) throw new Error(`booking request answered ${booking.status}`);
  const thread = await t.json<{ Thread: { Id: number } }>(
    '/api/Message/enquiries',
    jsonInit('POST', { RvId: made.listing.id, Body: 'Hello' }, renter.headers),
  );
  const template = await t.json<{ Id: number }>(
    '/api/Message/templates',
    jsonInit('POST', { Name: 'Welcome', Body: 'Welcome aboard' }, host.headers),
  );
  const review = await t.db
    .insertInto('reviews')
    .values({
      listing_id: made.listing.id,
      author_id: renter.user.id,
      listing_accuracy: 5,
      value: 5,
      cleanliness: 5,
      communication: 5,
      body: 'Lovely trip',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const driver = await t.json<{ Id: number }>(
    '/api/user-profiles/me/drivers',
    jsonInit(
      'POST',
      {
        FirstName: 'Sam',
        LastName: 'Driver',
        DateOfBirth: '1990-01-01',
        LicenceNumber: 'D1234-56789',
        LicenceCountry: 'CA',
        LicenceRegion: 'ON',
        LicenceExpiry: '2030-01-01',
      },
      renter.headers,
    ),
  );
  const verification = await t.json<{ Id: string }>('/api/verifications', jsonInit('POST', { BookingId: booking.body.Id }, renter.headers));
  const feed = await t.db
    .insertInto('ical_feeds')
    .values({ listing_id: made.listing.id, name: 'Other site', url: null, source: 'file' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photo = await t.db.selectFrom('rv_photos').select('id').where('listing_id', '=', made.listing.id).executeTakeFirst();
  const upload = await t.db.selectFrom('uploads').select('id').executeTakeFirst();
  ids = {
    booking: booking.body.Id,
    rv: made.listing.id,
    draftRv: draft.id,
    draftAlias: draft.alias,
    thread: thread.body.Thread.Id,
    template: template.body.Id,
    review: review.id,
    driver: driver.body.Id,
    verification: verification.body.Id,
    feed: feed.id,
    photo: photo?.id ?? 1,
    addOn: made.addOnId,
    licenceUpload: upload?.id ?? '00000000-0000-4000-8000-000000000001',
  };
  strangers['another renter'] = await createRenter(t.db);
  strangers['another host'] = (await createHostWithRv(t.db)).host;
  strangers['a visitor'] = { headers: {} };
}, testBudget(1));
afterAll(() => t?.close());

type Answer = { status: number; StatusMessage?: string; Message?: string };
async function call(method: string, path: string, who: { headers: Record<string, string> }, body?: unknown): Promise<Answer> {
  const init: RequestInit =
    method === 'GET' || method === 'DELETE' ? { method, headers: who.headers } : jsonInit(method, body ?? {}, who.headers);
  const res = await t.request(path, init);
  const text = await res.text();
  let parsed: { StatusMessage?: string; Message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a file, a page)
  }
  return { status: res.status, StatusMessage: parsed.StatusMessage, Message: parsed.Message };
}

describe('someone else’s booking, RV or resource answers exactly like an unknown one', () => {
  it(
    'covers every route that names a booking, an RV or a member’s resource',
    async () => {
      const routes = t.app.routes
        .filter((route) => route.method !== 'ALL' && /:(id|bookingId|rvId|alias|threadId|templateId|reviewId|driverId)\b/.test(route.path))
        .filter((route) => !publicPaths.some((pattern) => pattern.test(route.path)))
        // /api/rvs/:alias and its reviews are public for published RVs: a draft is checked like the other RV routes.
        .map((route) => ({ method: route.method, path: route.path }));
      const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
      expect(unique.length).toBeGreaterThan(60);
      const leaks: string[] = [];
      const refusals: Record<number, number> = {};
      for (const route of unique) {
        const query = queries[`${route.method} ${route.path}`] ?? '';
        const realPath = pathFor(route.path, true) && `${pathFor(route.path, true)}${query}`;
        const unknownPath = pathFor(route.path, false) && `${pathFor(route.path, false)}${query}`;
        if (!realPath || !unknownPath) {
          leaks.push(`${route.method} ${route.path}: no value for a parameter (add it to pathFor)`);
          continue;
        }
        const body = bodies[`${route.method} ${route.path}`]?.(0);
        for (const [who, party] of Object.entries(strangers)) {
          const real = await call(route.method, realPath, party, body);
          const unknown = await call(route.method, unknownPath, party, body);
          refusals[real.status] = (refusals[real.status] ?? 0) + 1;
          if (real.status < 400 || real.status >= 500 || real.status !== unknown.status || real.StatusMessage !== unknown.StatusMessage)
            leaks.push(
              `${who}: ${route.method} ${realPath} -> ${real.status} ${real.StatusMessage ?? ''}; unknown id -> ${unknown.status} ${unknown.StatusMessage ?? ''}`,
            );
        }
      }
      for (const route of bodyReferences) {
        for (const [who, party] of Object.entries(strangers)) {
          const real = await call(route.method, route.path, party, bodies[`${route.method} ${route.path}`](route.real(ids)));
          const unknown = await call(route.method, route.path, party, bodies[`${route.method} ${route.path}`](unknownId));
          if (
            real.status < 400 ||
            real.status >= 500 ||
            real.status !== unknown.status ||
            real.StatusMessage !== unknown.StatusMessage ||
            real.Message !== unknown.Message
          )
            leaks.push(
              `${who}: ${route.method} ${route.path} (body) -> ${real.status} ${real.StatusMessage ?? ''}; unknown id -> ${unknown.status} ${unknown.StatusMessage ?? ''}`,
            );
        }
      }
      console.log(
        `authorization matrix: ${unique.length} routes by path and ${bodyReferences.length} by body, 3 strangers each; answers ${JSON.stringify(refusals)}`,
      );
      expect(leaks).toEqual([]);
    },
    testBudget(2),
  );

  it('the parties themselves reach their resources (the matrix does not refuse everyone)', async () => {
    expect((await call('GET', `/api/bookings/${ids.booking}`, renter)).status).toBe(200);
    expect((await call('GET', `/api/bookings/${ids.booking}`, host)).status).toBe(200);
    expect((await call('GET', `/api/hosts/rvs/${ids.rv}`, host)).status).toBe(200);
    expect((await call('GET', `/api/Message/threads/${ids.thread}`, renter)).status).toBe(200);
    expect((await call('GET', `/api/verifications/${ids.verification}`, renter)).status).toBe(200);
    expect((await call('POST', '/api/support/call-requests', renter, bodies['POST /api/support/call-requests'](ids.booking))).status).toBe(
      201,
    );
  });
});
