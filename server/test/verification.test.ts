// Renter verification (issue 21): start, confirm the account and the licence (with a licence photo), Verified.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProblems, licenceProblems, plansForAge, type Verification } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { createUserWithToken } from './identity/sign-in.ts';

let t: TestContext;
const today = '2026-06-01';
beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => new Date(`${today}T12:00:00Z`) });
});
afterAll(() => t.close());

const json = (headers: Record<string, string>, method: string, body?: unknown, lang = 'en') => ({
  method,
  headers: { ...headers, 'Content-Type': 'application/json', 'Accept-Language': lang },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function licencePhoto(headers: Record<string, string>, kind = 'licence-photo') {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#ccd' } })
    .jpeg()
    .toBuffer();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'licence.jpg');
  form.set('kind', kind);
  const res = await t.json<{ Id: string }>('/api/uploads', { method: 'POST', body: form, headers });
  expect(res.status).toBe(201);
  return res.body.Id;
}

const account = { FirstName: 'Élise', LastName: 'Roy', DateOfBirth: '1990-04-02', CountryPhoneCode: '+1', PhoneNumber: '514 555 0199' };

describe('the rules (drivers are at least 21; every plan from 25; the licence must be valid)', () => {
  it.each([
    ['2005-06-01', undefined],
    ['2005-06-02', 'tooYoung'],
    ['2030-01-01', 'dateOfBirth'],
    ['1899-12-31', 'dateOfBirth'],
  ])('born %s -> %s', (dateOfBirth, problem) => {
    expect(accountProblems({ DateOfBirth: dateOfBirth, PhoneNumber: '5145550199' }, today).DateOfBirth).toBe(problem);
  });
  it('a licence expiring today or before is refused', () => {
    expect(licenceProblems({ ExpiresOn: today }, today).ExpiresOn).toBe('licenceExpired');
    expect(licenceProblems({ ExpiresOn: '2026-06-02' }, today).ExpiresOn).toBeUndefined();
  });
  it('plans by age', () => {
    expect([plansForAge(20), plansForAge(21), plansForAge(24), plansForAge(25)]).toEqual([
      'none',
      'premiumAndParked',
      'premiumAndParked',
      'all',
    ]);
  });
});

describe('a driver verifies their identity and licence', () => {
  it('starts once, confirms both steps, and is verified on their profile', async () => {
    const renter = await createUserWithToken(t.db);
    const start = await t.json<Verification>('/api/verifications', json(renter.headers, 'POST', {}));
    expect(start.status).toBe(201);
    expect(start.body.Status).toBe('Pending');
    const again = await t.json<Verification>('/api/verifications', json(renter.headers, 'POST', {}));
    expect(again.status).toBe(200);
    expect(again.body.Id).toBe(start.body.Id);

    const young = await t.json<{ Errors: Record<string, string[]> }>(
      `/api/verifications/${start.body.Id}/account`,
      json(renter.headers, 'PUT', { ...account, DateOfBirth: '2006-01-01' }, 'fr'),
    );
    expect(young.status).toBe(400);
    expect(young.body.Errors.DateOfBirth[0]).toBe('Les conducteurs doivent avoir au moins 21 ans.');

    const afterAccount = await t.json<Verification>(`/api/verifications/${start.body.Id}/account`, json(renter.headers, 'PUT', account));
    expect(afterAccount.body).toMatchObject({ Status: 'Pending', Plans: 'all', Account: { FirstName: 'Élise' } });

    const rvPhoto = await licencePhoto(renter.headers, 'rv-photo');
    const driver = { LicenceNumber: 'R1234-56789-00', Region: 'qc', Country: 'CA', ExpiresOn: '2029-04-02' };
    const wrongPhoto = await t.request(
      `/api/verifications/${start.body.Id}/driver`,
      json(renter.headers, 'PUT', { ...driver, LicencePhotoId: rvPhoto }),
    );
    expect(wrongPhoto.status).toBe(400);
    const expired = await t.request(
      `/api/verifications/${start.body.Id}/driver`,
      json(renter.headers, 'PUT', { ...driver, ExpiresOn: '2026-01-01', LicencePhotoId: rvPhoto }),
    );
    expect(expired.status).toBe(400);

    const photo = await licencePhoto(renter.headers);
    const done = await t.json<Verification>(
      `/api/verifications/${start.body.Id}/driver`,
      json(renter.headers, 'PUT', { ...driver, LicencePhotoId: photo }),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ Status: 'Verified', Driver: { LicenceEnding: '9-00', Region: 'QC', Country: 'CA' } });
    expect(done.body.VerifiedDate).not.toBeNull();
    expect(JSON.stringify(done.body)).not.toContain('R1234');

    const profile = await t.json<{ IsVerified: boolean }>(`/api/profiles/${renter.user.id}`);
    expect(profile.body.IsVerified).toBe(true);
  });

  it("is private: another member's verification is not found, a visitor must sign in", async () => {
    const a = await createUserWithToken(t.db);
    const b = await createUserWithToken(t.db);
    const v = await t.json<Verification>('/api/verifications', json(a.headers, 'POST', {}));
    expect((await t.request(`/api/verifications/${v.body.Id}`, { headers: b.headers })).status).toBe(404);
    expect((await t.request(`/api/verifications/${v.body.Id}`)).status).toBe(401);
    expect((await t.request('/api/verifications/short', { headers: a.headers })).status).toBe(404);
  });
});
