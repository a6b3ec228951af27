// Additional drivers: the age rules (21 minimum, young under 25), authorization, retries that never duplicate.
import type { Driver, DriverList } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createRenter, jsonInit, type Party } from '../booking/fixtures.ts';

let t: TestContext;
let renter: Party;
let other: Party;
const now = new Date('2026-05-01T12:00:00Z');
const driver = {
  FirstName: 'Sam',
  LastName: 'Tremblay',
  DateOfBirth: '2003-01-15',
  LicenceNumber: 't6512-150103-05',
  LicenceCountry: 'CA',
  LicenceRegion: 'QC',
  LicenceExpiry: '2029-01-15',
};
type Err = { Message: string; StatusMessage: string; Errors?: Record<string, string[]> };

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
  renter = await createRenter(t.db);
  other = await createRenter(t.db);
});
afterAll(() => t.close());

const add = (body: unknown, who = renter, headers: Record<string, string> = {}) =>
  t.json<Driver & Err>('/api/user-profiles/me/drivers', jsonInit('POST', body, { ...who.headers, ...headers }));

describe('additional drivers', () => {
  it('adds a driver aged 23 as a young driver, with the licence masked; a retry adds nothing', async () => {
    const first = await add(driver, renter, { 'Idempotency-Key': 'driver-1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      FirstName: 'Sam',
      Age: 23,
      YoungDriver: true,
      LicenceNumber: '•••••••••••3-05',
      LicenceRegion: 'QC',
    });
    const retry = await add(driver, renter, { 'Idempotency-Key': 'driver-1' });
    expect(retry.status).toBe(200);
    expect(retry.body.Id).toBe(first.body.Id);
    const list = await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers });
    expect(list.body.Items).toHaveLength(1);
    expect(list.body.CanAddDriver).toBe(true);
  });

  it('refuses a driver under 21 in the page’s language, saving nothing', async () => {
    const en = await add({ ...driver, DateOfBirth: '2006-01-01' });
    expect(en.status).toBe(400);
    expect(en.body.Errors).toEqual({ DateOfBirth: ['Drivers must be at least 21 years old.'] });
    const fr = await t.json<Err>(
      '/api/user-profiles/me/drivers',
      jsonInit('POST', { ...driver, DateOfBirth: '2006-01-01', LicenceRegion: 'ZZ' }, { ...renter.headers, 'Accept-Language': 'fr' }),
    );
    expect(fr.body.Errors?.LicenceRegion).toEqual(['Choisissez l’État ou la province qui a délivré le permis.']);
    expect((await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers })).body.Items).toHaveLength(1);
  });

  it('shows and removes only one’s own drivers; at most five', async () => {
    const mine = (await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers })).body.Items[0];
    expect((await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: other.headers })).body.Items).toEqual([]);
    expect((await t.request(`/api/user-profiles/me/drivers/${mine.Id}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await t.request('/api/user-profiles/me/drivers')).status).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await add({ ...driver, FirstName: `D${i}` })).status).toBe(201);
    const full = await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers });
    expect(full.body.CanAddDriver).toBe(false);
    const sixth = await add(driver);
    expect([sixth.status, sixth.body.StatusMessage]).toEqual([409, 'TOO_MANY_DRIVERS']);
    expect((await t.request(`/api/user-profiles/me/drivers/${mine.Id}`, { method: 'DELETE', headers: renter.headers })).status).toBe(204);
  });
});
