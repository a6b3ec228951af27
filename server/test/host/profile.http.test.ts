// The profile pages' endpoints: profile, goal progress, payout method (validated, nothing lost on refusal), saved
// cards of the payment simulator, mail preferences honoured by the booking mails; each user only sees theirs.
import { mailCategoryOf, payoutAccountProblems } from '@rove/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAboutBooking } from '../../src/mail/booking-mail.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from '../booking/fixtures.ts';

let t: TestContext;
let renter: Party;
let rv: Awaited<ReturnType<typeof createHostWithRv>>;
const now = new Date('2026-05-01T12:00:00Z');
type Err = { Message: string; StatusMessage: string; Errors?: Record<string, string[]> };

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
  renter = await createRenter(t.db);
  rv = await createHostWithRv(t.db);
});
afterAll(() => t.close());

const put = <T>(path: string, body: unknown, who: Party, lang = 'en') =>
  t.json<T & Err>(path, jsonInit('PUT', body, { ...who.headers, 'Accept-Language': lang }));

describe('profile', () => {
  it('saves name, about, languages, location, contact and the mail language', async () => {
    const res = await put<{ FirstName: string; Languages: string[]; Language: string; PhoneNumber: string }>(
      '/api/user-profiles/me/profile',
      {
        FirstName: 'Hosta',
        LastName: 'Owner',
        About: 'I love the Rockies.',
        Languages: ['en', 'fr', 'en'],
        City: 'Calgary',
        Region: 'ab',
        Country: 'CA',
        PhoneNumber: '(403) 555-0100',
        Language: 'fr',
      },
      rv.host,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      FirstName: 'Hosta',
      Languages: ['en', 'fr'],
      Language: 'fr',
      PhoneNumber: '4035550100',
      Region: 'AB',
    });
    const bad = await put(
      '/api/user-profiles/me/profile',
      { FirstName: '', LastName: 'Owner', PhoneNumber: '123', Language: 'de' },
      rv.host,
      'fr',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.Errors ?? {}).sort()).toEqual(['FirstName', 'Language', 'PhoneNumber']);
    expect((await t.json<{ FirstName: string }>('/api/user-profiles/me/profile', { headers: rv.host.headers })).body.FirstName).toBe(
      'Hosta',
    );
  });
});

describe('profile photo', () => {
  it('takes an upload of kind profile-photo of the user, and refuses another kind or another user’s', async () => {
    const upload = async (who: Party, kind: string) => {
      const form = new FormData();
      form.set(
        'file',
        new Blob([
          await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a7' } })
            .jpeg()
            .toBuffer(),
        ]),
        'me.jpg',
      );
      form.set('kind', kind);
      const res = await t.json<{ Id: string }>('/api/uploads', { method: 'POST', body: form, headers: who.headers });
      expect(res.status).toBe(201);
      return res.body.Id;
    };
    const base = { FirstName: 'Hosta', LastName: 'Owner', Language: 'en' };
    const mine = await upload(rv.host, 'profile-photo');
    const saved = await put<{ AvatarUrl: string }>('/api/user-profiles/me/profile', { ...base, AvatarUploadId: mine }, rv.host);
    expect(saved.body.AvatarUrl).toBe(`/api/uploads/${mine}/thumb.webp`);
    const wrongKind = await upload(rv.host, 'rv-photo');
    expect((await put('/api/user-profiles/me/profile', { ...base, AvatarUploadId: wrongKind }, rv.host)).status).toBe(400);
    const theirs = await upload(renter, 'profile-photo');
    expect((await put('/api/user-profiles/me/profile', { ...base, AvatarUploadId: theirs }, rv.host)).status).toBe(400);
    // Absent keeps the photo; null removes it.
    expect((await put<{ AvatarUrl: string | null }>('/api/user-profiles/me/profile', base, rv.host)).body.AvatarUrl).toBe(
      `/api/uploads/${mine}/thumb.webp`,
    );
    expect(
      (await put<{ AvatarUrl: string | null }>('/api/user-profiles/me/profile', { ...base, AvatarUploadId: null }, rv.host)).body.AvatarUrl,
    ).toBeNull();
  });
});

describe('goals', () => {
  it('shows the year’s earnings against the goal', async () => {
    const booking = await t.json<{ Id: number }>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: rv.listing.id, Estimate: { dateStart: '2026-06-10', dateEnd: '2026-06-13' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': 'goal-1' },
      ),
    );
    await t.db
      .insertInto('payouts')
      .values({
        booking_id: booking.body.Id,
        owner_id: rv.host.user.id,
        amount: 25_000,
        currency: 'CAD',
        status: 'scheduled',
        scheduled_for: '2026-06-11',
        paid_at: null,
        kind: 'trip',
      })
      .execute();
    const res = await put<{ Goal: number; Earned: number; Progress: number }>('/api/hosts/goals', { Year: 2026, Amount: 1000 }, rv.host);
    expect(res.body).toMatchObject({ Year: 2026, Currency: 'CAD', Goal: 1000, Earned: 250, Progress: 25 });
    expect((await put('/api/hosts/goals', { Year: 2026, Amount: 0 }, rv.host)).body.Errors).toEqual({
      Amount: ['Enter a goal from 1 to 10,000,000.'],
    });
    expect((await t.json<{ Goal: number }>('/api/hosts/goals?Year=2026', { headers: rv.host.headers })).body.Goal).toBe(1000);
  });
});

describe('payout method', () => {
  it.each([
    [
      'a US account',
      { Country: 'US', RoutingNumber: '011000015', AccountNumber: '000123456789', ConfirmAccountNumber: '000123456789' },
      {},
    ],
    [
      'a wrong routing number',
      { Country: 'US', RoutingNumber: '011000016', AccountNumber: '1234', ConfirmAccountNumber: '1234' },
      { RoutingNumber: ['RoutingNumber.checksum'] },
    ],
    [
      'a Canadian account',
      { Country: 'CA', InstitutionNumber: '001', TransitNumber: '12345', AccountNumber: '1234567', ConfirmAccountNumber: '1234567' },
      {},
    ],
    [
      'a short Canadian account number',
      { Country: 'CA', InstitutionNumber: '001', TransitNumber: '12345', AccountNumber: '12345', ConfirmAccountNumber: '12345' },
      { AccountNumber: ['AccountNumber.formatCA'] },
    ],
    [
      'mistyped confirmation',
      { Country: 'CA', InstitutionNumber: '01', TransitNumber: '12345', AccountNumber: '1234567', ConfirmAccountNumber: '1234568' },
      { InstitutionNumber: ['InstitutionNumber.format'], ConfirmAccountNumber: ['AccountNumber.mismatch'] },
    ],
  ] as const)('a payout account with a wrong number is refused: %s', (_case, input, problems) => {
    expect(payoutAccountProblems({ AccountHolder: 'Hosta Owner', ...input })).toEqual(problems);
  });

  it('keeps only the routing and the last four digits; a refused change leaves the saved one', async () => {
    const saved = await put<{ Method: { Routing: string; AccountLast4: string } }>(
      '/api/user-profiles/me/payout-method',
      {
        Country: 'CA',
        AccountHolder: 'Hosta Owner',
        InstitutionNumber: '001',
        TransitNumber: '12345',
        AccountNumber: '1234567',
        ConfirmAccountNumber: '1234567',
      },
      rv.host,
    );
    expect(saved.body.Method).toMatchObject({ Routing: '001-12345', AccountLast4: '4567' });
    const refused = await put(
      '/api/user-profiles/me/payout-method',
      { Country: 'US', AccountHolder: 'Hosta Owner', RoutingNumber: '123456789', AccountNumber: '1', ConfirmAccountNumber: '1' },
      rv.host,
      'fr',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.Errors?.RoutingNumber).toEqual(['Ce numéro d’acheminement n’existe pas\u00a0: vérifiez ses chiffres.']);
    const after = await t.json<{ Method: { Routing: string } }>('/api/user-profiles/me/payout-method', { headers: rv.host.headers });
    expect(after.body.Method.Routing).toBe('001-12345');
    expect((await t.json<{ Method: null }>('/api/user-profiles/me/payout-method', { headers: renter.headers })).body.Method).toBeNull();
  });
});

describe('saved cards', () => {
  it('adds a card once, refuses the declining test card, removes only one’s own', async () => {
    const card = { Number: '4242 4242 4242 4242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' };
    const added = await t.json<{ Items: { Id: number; Brand: string; Last4: string }[] }>(
      '/api/user-profiles/me/cards',
      jsonInit('POST', card, renter.headers),
    );
    expect(added.status).toBe(201);
    await t.json('/api/user-profiles/me/cards', jsonInit('POST', card, renter.headers));
    const list = await t.json<{ Items: { Id: number; Brand: string; Last4: string }[] }>('/api/user-profiles/me/cards', {
      headers: renter.headers,
    });
    expect(list.body.Items).toEqual([{ Id: expect.any(Number), Brand: 'Visa', Last4: '4242', ExpMonth: 12, ExpYear: 2030 }]);
    const declined = await t.json<Err>(
      '/api/user-profiles/me/cards',
      jsonInit('POST', { ...card, Number: '4000000000000002' }, renter.headers),
    );
    expect([declined.status, declined.body.StatusMessage]).toEqual([422, 'CARD_DECLINED']);
    const typo = await t.json<Err>(
      '/api/user-profiles/me/cards',
      jsonInit('POST', { ...card, Number: '4242424242424241' }, renter.headers),
    );
    expect(typo.body.Errors).toEqual({ Number: ['Enter a valid card number.'] });
    const id = list.body.Items[0].Id;
    expect((await t.request(`/api/user-profiles/me/cards/${id}`, { method: 'DELETE', headers: rv.host.headers })).status).toBe(404);
    expect((await t.request(`/api/user-profiles/me/cards/${id}`, { method: 'DELETE', headers: renter.headers })).status).toBe(200);
  });
});

describe('mail preferences per event, honoured by the mailer', () => {
  it('a switched-off kind of mail is not sent; payments and cancellations always are', async () => {
    expect(mailCategoryOf('requested')).toBe('BookingRequests');
    expect(mailCategoryOf('money-request-paid')).toBe('MoneyRequests');
    const res = await put<{ Items: { Category: string; Enabled: boolean; Essential: boolean }[] }>(
      '/api/user-profiles/me/mail-preferences',
      {
        Preferences: [
          { Category: 'Reviews', Enabled: false },
          { Category: 'Cancellations', Enabled: false },
        ],
      },
      rv.host,
    );
    expect(res.body.Items.find((p) => p.Category === 'Reviews')).toEqual({ Category: 'Reviews', Enabled: false, Essential: false });
    expect(res.body.Items.find((p) => p.Category === 'Cancellations')).toEqual({
      Category: 'Cancellations',
      Enabled: true,
      Essential: true,
    });
    const booking = await t.db.selectFrom('bookings').select('id').where('listing_id', '=', rv.listing.id).executeTakeFirstOrThrow();
    expect(await mailAboutBooking(t.deps, { userId: rv.host.user.id, bookingId: booking.id, event: 'review' })).toBeNull();
    expect(
      await mailAboutBooking(t.deps, { userId: rv.host.user.id, bookingId: booking.id, event: 'cancel', data: { Refund: 10 } }),
    ).not.toBeNull();
  });
});
