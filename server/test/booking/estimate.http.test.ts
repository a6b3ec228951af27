import { EstimateSchema } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit } from './fixtures.ts';

let t: TestContext;
let rv: Awaited<ReturnType<typeof createHostWithRv>>;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
  rv = await createHostWithRv(t.db);
});
afterAll(() => t.close());

type Breakdown = Record<string, unknown> & { RenterTotal: number; TotalNights: number };
type ApiErr = { Status: number; Message: string; StatusMessage: string };

describe('GET /api/rvs/{rvId}/estimate', () => {
  it('answers the financial breakdown with the spec defaults (1 adult, roadside on, pickup)', async () => {
    const res = await t.json<Breakdown>(`/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Country: 'CA',
      Currency: 'CAD',
      TotalNights: 3,
      TotalDays: 4,
      InsuranceProtectionLevel: 'Standard',
      TotalRentalAmount: 300,
      TotalCleanings: 50,
      TotalInsurances: 105,
      TotalRoadsides: 24,
      RoadsideAssistance: true,
      PayLater: false,
      BookingId: null,
      SecurityDeposit: { Amount: 500, On: '2026-05-17' },
    });
    // fee max(10% x 374, 45) = 45; GST 5% on the fee and roadside (69) = 3.45
    expect(res.body.TotalRenterServiceFees).toBe(45);
    expect(res.body.RenterTotal).toBe(300 + 50 + 105 + 24 + 45 + 3.45);
    // Exactly the contract's estimate: every field the schema names, none it does not.
    expect(() => EstimateSchema.strict().parse(res.body)).not.toThrow();
  });

  it('takes the RV alias as well as its id, and the same parameters as a JSON body', async () => {
    const query = await t.json<Breakdown>(
      `/api/rvs/${rv.listing.alias}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&roadsideAssistance=false&addons=${rv.addOnId}:2`,
    );
    const body = await t.json<Breakdown>(
      `/api/rvs/${rv.listing.id}/estimate`,
      jsonInit('POST', {
        dateStart: '2026-05-20',
        dateEnd: '2026-05-23',
        roadsideAssistance: false,
        addons: [{ Id: rv.addOnId, Quantity: 2 }],
      }),
    );
    expect(query.status).toBe(200);
    expect(query.body).toEqual(body.body);
    expect(query.body).toMatchObject({ TotalAddOns: 90, TotalRoadsides: 0 });
  });

  it('prices delivery from a distance in the market unit', async () => {
    const res = await t.json<Breakdown>(
      `/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&rvUsage=Delivery&deliveryDistance=30`,
    );
    expect(res.body).toMatchObject({ TotalDelivery: 60, DeliveryDistance: 30, DistanceUnit: 'km' });
  });

  it('applies a known promo code and the signed-in renter’s credits', async () => {
    const renter = await createRenter(t.db);
    await t.db
      .insertInto('user_credits')
      .values({ user_id: renter.user.id, currency: 'CAD', amount: 2_000, booking_id: null, reason: 'Welcome' })
      .execute();
    const res = await t.json<Breakdown>(`/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&promoCode=welcome10`, {
      headers: renter.headers,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ PromoCode: 'WELCOME10', CreditsToBeApplied: 20, TotalCreditsToBeApplied: 20 });
    expect(res.body.TotalPromotionalDiscountAmount).toBeCloseTo(52.75, 2);
  });

  it('keeps the built-in promo codes when the table is emptied, and honours one switched off', async () => {
    await t.db.deleteFrom('promo_codes').execute();
    const builtIn = await t.json<Breakdown>(
      `/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&promoCode=CANADA15`,
    );
    expect(builtIn.body).toMatchObject({ PromoCode: 'CANADA15' });
    await t.db
      .insertInto('promo_codes')
      .values({ code: 'CANADA15', kind: 'percent', value: 15, country: 'CA', active: false, expires_on: null })
      .execute();
    const off = await t.json<ApiErr>(`/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&promoCode=CANADA15`);
    expect(off.body.StatusMessage).toBe('UNKNOWN_PROMO_CODE');
  });

  it.each([
    ['unknown promo code', '&promoCode=NOPE', 422, 'UNKNOWN_PROMO_CODE', 'The promo code NOPE is not valid.'],
    ['fewer than the minimum nights', '&dateEnd=2026-05-21', 422, 'MINIMUM_NIGHTS', 'This RV needs a stay of at least 2 nights.'],
    ['too many guests', '&adults=5&children=2', 422, 'TOO_MANY_GUESTS', 'This RV sleeps at most 6 guests.'],
    ['delivery out of range', '&rvUsage=Delivery&deliveryDistance=150', 422, 'DELIVERY_OUT_OF_RANGE', 'This host delivers up to 100 km.'],
    [
      'stationary plan on a pickup',
      '&protectionLevel=Stationary',
      422,
      'PROTECTION_NOT_AVAILABLE',
      'The Stationary protection plan is not available for this kind of trip.',
    ],
  ])('refuses %s with a clear error', async (_case, extra, status, code, message) => {
    const res = await t.json<ApiErr>(
      `/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23${extra}`.replace(
        '&dateEnd=2026-05-23&dateEnd',
        '&dateEnd',
      ),
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ StatusMessage: code, Message: message });
  });

  it('refuses pets where they are not allowed, and dates that are taken', async () => {
    const noPets = await createHostWithRv(t.db, { pets_allowed: false });
    const pets = await t.json<ApiErr>(`/api/rvs/${noPets.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&pets=true`);
    expect(pets.body).toMatchObject({ Status: 422, StatusMessage: 'PETS_NOT_ALLOWED' });
    await t.db
      .insertInto('availability_blocks')
      .values({ listing_id: noPets.listing.id, during: '[2026-05-22,2026-05-25)', kind: 'blocked', booking_id: null, note: null })
      .execute();
    const taken = await t.json<ApiErr>(`/api/rvs/${noPets.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23`);
    expect(taken.status).toBe(409);
    expect(taken.body.StatusMessage).toBe('DATES_UNAVAILABLE');
  });

  it('prices a US RV in USD with miles and the state sales tax', async () => {
    const us = await createHostWithRv(t.db, {
      country: 'US',
      region: 'TX',
      city: 'Austin',
      lat: 30.2672,
      lng: -97.7431,
      type: 'TravelTrailer',
    });
    const res = await t.json<Breakdown>(
      `/api/rvs/${us.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-23&rvUsage=Delivery&deliveryDistance=10&roadsideAssistance=false`,
    );
    expect(res.status).toBe(200);
    // Trailer: Standard 22.00 a night, fee max(10% x 350, 3 x 10) = 35; delivery 10 mi x 2.00 = 20
    expect(res.body).toMatchObject({
      Country: 'US',
      Currency: 'USD',
      DistanceUnit: 'mi',
      TotalInsurances: 66,
      TotalRenterServiceFees: 35,
      TotalDelivery: 20,
    });
    // 6.25% of 300 + 50 + 20 + 35 = 25.3125 -> 25.31; no Canadian taxes
    expect(res.body).toMatchObject({ TotalUSTaxes: 25.31, RenterTaxAmounts: [], OwnerTaxAmounts: [] });
    expect(res.body.RenterTotal).toBe(496.31);
  });

  it('answers in French when the request is French', async () => {
    const res = await t.json<ApiErr>(`/api/rvs/${rv.listing.id}/estimate?dateStart=2026-05-20&dateEnd=2026-05-21`, {
      headers: { 'Accept-Language': 'fr-CA' },
    });
    expect(res.body.Message).toBe("Ce VR exige un séjour d'au moins 2 nuits.");
  });

  it('validates the parameters (400 with field errors) and unknown RVs (404)', async () => {
    const bad = await t.json<ApiErr & { Errors: Record<string, string[]> }>(
      `/api/rvs/${rv.listing.id}/estimate?dateStart=2026-13-01&adults=0&rvUsage=Boat`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.Errors).sort()).toEqual(['adults', 'dateEnd', 'dateStart', 'rvUsage']);
    const missing = await t.json<ApiErr>('/api/rvs/999999/estimate?dateStart=2026-05-20&dateEnd=2026-05-23');
    expect(missing.body).toMatchObject({ Status: 404, StatusMessage: 'RV_NOT_FOUND' });
  });
});

describe('OpenAPI', () => {
  it('documents the booking and payment routes', async () => {
    const doc = await t.json<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(doc.status).toBe(200);
    for (const path of [
      '/api/rvs/{rvId}/estimate',
      '/api/bookings',
      '/api/bookings/{id}',
      '/api/bookings/{id}/payment-intent',
      '/api/payments/confirm',
      '/api/payment-callback',
      '/api/bookings/{bookingId}/change-request/draft',
      '/api/bookings/{id}/renter-change-request',
      '/api/bookings/{bookingId}/change-request/reject',
    ]) {
      expect(doc.body.paths, path).toHaveProperty([path]);
    }
  });
});
