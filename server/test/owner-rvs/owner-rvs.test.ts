// Owners' RVs: the wizard's draft saved step by step, validation in both languages, publishing (what is missing,
// twice, hasRv), photos, delete and restore, and who may see what (another host's RV is a 404 like an unknown one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostRvSummary, SearchResponse } from '@rove/contract';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createUserWithToken } from '../identity/sign-in.ts';
import { classCAnswers, completeDraft, send, uploadPhoto } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'small' });
});
afterAll(() => ctx.close());

const newHost = (fields = {}) => createUserWithToken(ctx.db, { first_name: 'Olive', last_name: 'Owner', ...fields });

describe('the wizard saves a draft step by step', () => {
  it('creates a draft with the first step and resumes where the host stopped', async () => {
    const host = await newHost();
    const created = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'TravelTrailer', WizardStep: 'rv-type' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ Status: 'draft', Type: 'TravelTrailer', Alias: null, DisplayName: 'Untitled RV' });
    expect(created.body.Wizard.ResumeStep).toBe('rv-year');
    expect(created.body.Wizard.Steps).toContain('hitch-size');
    const id = created.body.Id;
    await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${id}`, { Year: 2018, WizardStep: 'rv-year' });
    const back = await send(ctx, host.headers, 'GET', `/api/hosts/rvs/${id}`, undefined, 'fr');
    expect(back.body).toMatchObject({ Year: 2018, DisplayName: '2018', Wizard: { ResumeStep: 'rv-manufacturer', LastStep: 'rv-year' } });
    const list = await ctx.json<{ Items: HostRvSummary[] }>('/api/hosts/rvs', { headers: host.headers });
    expect(list.body.Items).toEqual([expect.objectContaining({ Id: id, Status: 'draft', ResumeStep: 'rv-manufacturer', CoverUrl: null })]);
  });

  it('the host picks the cancellation policy (Moderate until then); a bad name is refused', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC' });
    expect(rv.CancellationPolicy).toBe('Moderate');
    const saved = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { CancellationPolicy: 'Strict' });
    expect(saved.status).toBe(200);
    expect((await send(ctx, host.headers, 'GET', `/api/hosts/rvs/${rv.Id}`)).body.CancellationPolicy).toBe('Strict');
    const terms = await ctx.db
      .selectFrom('listing_booking_terms')
      .select('cancellation_policy')
      .where('listing_id', '=', rv.Id)
      .executeTakeFirst();
    expect(terms?.cancellation_policy).toBe('Strict');
    const bad = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { CancellationPolicy: 'Lenient' });
    expect(bad.status).toBe(400);
  });

  it('a double-clicked first step with one Idempotency-Key makes one draft', async () => {
    const host = await newHost();
    const headers = { ...host.headers, 'Idempotency-Key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      send(ctx, headers, 'POST', '/api/hosts/rvs', { Type: 'ClassB', WizardStep: 'rv-type' }),
      send(ctx, headers, 'POST', '/api/hosts/rvs', { Type: 'ClassB', WizardStep: 'rv-type' }),
    ]);
    expect(a.body.Id).toBe(b.body.Id);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const list = await ctx.json<{ Items: unknown[] }>('/api/hosts/rvs', { headers: host.headers });
    expect(list.body.Items).toHaveLength(1);
  });

  it('a refused first step leaves no empty draft behind', async () => {
    const host = await newHost();
    const refused = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'Spaceship', WizardStep: 'rv-type' });
    expect([refused.status, refused.body.StatusMessage]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await ctx.json<{ Items: unknown[] }>('/api/hosts/rvs', { headers: host.headers })).body.Items).toHaveLength(0);
  });

  it('validates every field with clear errors in the request language, keeping what was saved', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC', WizardStep: 'rv-type' });
    const en = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Year: 1900, NightlyPrice: 'free', Colour: 'red' });
    expect(en.status).toBe(400);
    expect(en.body.Errors).toEqual({
      Year: ['Enter a year from 1950 to next year.'],
      NightlyPrice: ['Set a nightly price from 10 to 5,000.'],
      Colour: ['This field cannot be changed here.'],
    });
    const fr = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Year: 1900 }, 'fr-CA');
    expect(fr.body.Errors).toEqual({ Year: ['Indiquez une année entre 1950 et l’an prochain.'] });
    expect(fr.body.Message).toBe('Certaines réponses sont à corriger.');
    const kept = await send(ctx, host.headers, 'GET', `/api/hosts/rvs/${rv.Id}`);
    expect([kept.body.Type, kept.body.Year]).toEqual(['ClassC', null]);
  });

  it('geocodes the location with the gazetteer and refuses places that are not a city', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC' });
    const saved = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, {
      Location: { Address: 'Calgary, AB', PostalCode: 't2p1j9', Street: '100 Main St' },
    });
    expect(saved.body.Location).toMatchObject({
      City: 'Calgary',
      Region: 'AB',
      Country: 'CA',
      PostalCode: 'T2P 1J9',
      Street: '100 Main St',
    });
    expect([saved.body.Currency, saved.body.DistanceUnit]).toEqual(['CAD', 'km']);
    const region = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Location: { Address: 'Alberta' } });
    expect(region.body.Errors).toEqual({ Location: ['Choose a city or town, not a whole state or province.'] });
    const nowhere = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Location: { Address: 'Xyzzyville Qwerty' } }, 'fr');
    expect(nowhere.body.Errors?.Location?.[0]).toContain('introuvable');
    const zip = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, {
      Location: { Address: 'Calgary, AB', PostalCode: '90210' },
    });
    expect(zip.body.Errors).toEqual({ Location: ['Enter a ZIP code (12345) or a postal code (A1A 1A1).'] });
  });

  it('a step opened out of order is refused with the step to resume, and nothing is lost', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassA', WizardStep: 'rv-type' });
    const ahead = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { NightlyPrice: 200, WizardStep: 'base-price' });
    expect([ahead.status, ahead.body.StatusMessage, ahead.body.Data]).toEqual([409, 'RV_STEP_OUT_OF_ORDER', { ResumeStep: 'rv-year' }]);
    const kept = await send(ctx, host.headers, 'GET', `/api/hosts/rvs/${rv.Id}`);
    expect([kept.body.Type, kept.body.NightlyPrice]).toEqual(['ClassA', null]);
    const unknown = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { WizardStep: 'rv-colour' });
    expect(unknown.body.Errors).toEqual({ WizardStep: ['That step of the listing does not exist.'] });
  });

  it('a drivable type drops the hitch answers; renting without delivery drops the delivery distance', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', {
      Type: 'TravelTrailer',
      Weight: 5000,
      HitchWeight: 500,
      HitchSize: '2"',
    });
    expect([rv.HitchSize, rv.HitchWeight]).toEqual(['2"', 500]);
    const driven = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Type: 'ClassC' });
    expect([driven.body.HitchSize, driven.body.HitchWeight, driven.body.Wizard.Steps.includes('hitch-size')]).toEqual([null, null, false]);
    const delivered = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { RentalType: 'DeliveryOnly', DeliveryRadius: 80 });
    expect([delivered.body.DeliveryRadius, delivered.body.Wizard.Steps.includes('park-amenities')]).toEqual([80, true]);
    const pickup = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { RentalType: 'PickupOnly' });
    expect(pickup.body.DeliveryRadius).toBe(0);
    const heavy = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${rv.Id}`, { Type: 'TravelTrailer', HitchWeight: 6000 });
    expect(heavy.status).toBe(400);
  });
});

describe('publishing', () => {
  it('lists what is missing', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC', Year: 2020, Name: 'Half done' });
    const refused = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${rv.Id}/publish`);
    expect([refused.status, refused.body.StatusMessage]).toEqual([422, 'RV_INCOMPLETE']);
    const missing = (refused.body.Data as { Missing: { Step: string; Fields: string[] }[] }).Missing;
    expect(missing.map((m) => m.Step)).toEqual(
      expect.arrayContaining(['rv-manufacturer', 'rv-model', 'rv-location', 'rv-photos', 'base-price', 'security-deposit', 'no-insurance']),
    );
    expect(refused.body.Errors?.Photos).toEqual(['Add at least 3 photos.']);
    expect(refused.body.Errors?.Brand).toEqual(['Enter the make (manufacturer).']);
    expect(missing.map((m) => m.Step)).not.toContain('rv-name');
  });

  it('a complete RV publishes once (twice answers the same), shows in search and on its page at once, and hasRv turns true', async () => {
    const host = await newHost();
    const draft = await completeDraft(ctx, host.headers);
    expect(draft.Completeness).toEqual({ Percent: 100, CanPublish: true, Missing: [] });
    expect(draft.Photos.map((p) => [p.Position, p.IsCover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect((await ctx.db.selectFrom('users').select('has_rv').where('id', '=', host.user.id).executeTakeFirstOrThrow()).has_rv).toBe(false);

    const [first, second] = await Promise.all([
      send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/publish`),
      send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/publish`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.Status).toBe('published');
    expect(first.body.Alias).toBe(`2021-winnebago-minnie-winnie-calgary-${draft.Id}`);
    expect(second.body.Alias).toBe(first.body.Alias);
    const user = await ctx.db.selectFrom('users').select(['has_rv', 'is_owner']).where('id', '=', host.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ has_rv: true, is_owner: true });
    const session = await ctx.json<{ User: { HasRv: boolean }; isOwner: boolean }>('/api/account/session', { headers: host.headers });
    expect([session.body.User.HasRv, session.body.isOwner]).toEqual([true, true]);

    const search = await ctx.json<SearchResponse>('/api/rvs/search?SearchAddress=Calgary%2C%20AB&PageSize=100&SortOrder=PriceDESC');
    const found = search.body.Results.find((r) => r.Id === draft.Id);
    expect(found).toMatchObject({
      Name: 'Moose Mobile Test RV',
      NightlyPrice: { Amount: 180, Currency: 'CAD' },
      Badges: ['InstantBook'],
      DistanceUnit: 'km',
      PetFriendly: true,
    });
    expect(found?.Photos[0].Url).toBe(draft.Photos[0].Urls.card);
    // A visitor from the US sees miles and US dollars for the same RV.
    const us = await ctx.json<SearchResponse>('/api/rvs/search?SearchLat=51.05&SearchLng=-114.07&PageSize=100', {
      headers: { 'X-Ip-Country': 'US' },
    });
    expect(us.body.Results.find((r) => r.Id === draft.Id)?.DistanceUnit).toBe('mi');

    const page = await ctx.json<{ Name: string; Description: { en: string; fr: string }; Photos: { Url: string }[]; Pricing: unknown }>(
      `/api/rvs/${first.body.Alias}`,
      { headers: { 'Accept-Language': 'fr' } },
    );
    expect(page.status).toBe(200);
    expect(page.body.Description.fr).toBe(page.body.Description.en);
    expect(page.body.Photos.map((p) => p.Url)).toEqual(draft.Photos.map((p) => p.Urls.gallery));
    const photo = await ctx.request(page.body.Photos[0].Url);
    expect([photo.status, photo.headers.get('Cache-Control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
    const estimate = await ctx.json<{ Nightly: { Base: number }; Currency: string }>(
      `/api/rvs/${draft.Id}/estimate?dateStart=${start}&dateEnd=${end}`,
    );
    expect([estimate.status, estimate.body.Nightly.Base, estimate.body.Currency]).toEqual([200, 180, 'CAD']);
  });

  it('a new base price shows in search at once; a change that would break a listed RV is refused', async () => {
    const host = await newHost();
    const draft = await completeDraft(ctx, host.headers);
    await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/publish`);
    const changed = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${draft.Id}`, { NightlyPrice: 222 });
    expect(changed.body.NightlyPrice).toBe(222);
    const search = await ctx.json<SearchResponse>('/api/rvs/search?SearchAddress=Calgary%2C%20AB&PageSize=100&SortOrder=PriceDESC');
    expect(search.body.Results.find((r) => r.Id === draft.Id)?.NightlyPrice.Amount).toBe(222);
    const broken = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${draft.Id}`, { RentalType: 'DeliveryOnly' });
    expect([broken.status, broken.body.StatusMessage]).toEqual([422, 'RV_INCOMPLETE']);
    expect(broken.body.Errors).toEqual({ DeliveryRadius: ['Say how far you deliver.'] });
    const unpublished = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/unpublish`);
    expect(unpublished.body.Status).toBe('unpublished');
    const gone = await ctx.json<{ StatusMessage: string }>(`/api/rvs/${draft.Id}`);
    expect([gone.status, gone.body.StatusMessage]).toEqual([404, 'RV_UNPUBLISHED']);
  });
});

describe('photos', () => {
  it('reorders, picks a cover, captions in both languages, and never leaves a listed RV without a cover', async () => {
    const host = await newHost();
    const draft = await completeDraft(ctx, host.headers);
    const [a, b, c] = draft.Photos.map((p) => p.Id);
    const cover = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/photos/${c}/cover`);
    expect(cover.body.Photos.map((p) => p.Id)).toEqual([c, a, b]);
    const order = await send(ctx, host.headers, 'PUT', `/api/hosts/rvs/${draft.Id}/photos/order`, { PhotoIds: [b, c, a] });
    expect(order.body.Photos.map((p) => [p.Id, p.IsCover])).toEqual([
      [b, true],
      [c, false],
      [a, false],
    ]);
    const badOrder = await send(ctx, host.headers, 'PUT', `/api/hosts/rvs/${draft.Id}/photos/order`, { PhotoIds: [b, c] });
    expect(badOrder.status).toBe(400);
    const caption = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${draft.Id}/photos/${b}`, {
      Caption: { en: 'At Lake Louise', fr: 'Au lac Louise' },
    });
    expect(caption.body.Photos[0].Caption).toEqual({ en: 'At Lake Louise', fr: 'Au lac Louise' });

    await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/publish`);
    const removed = await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${draft.Id}/photos/${b}`);
    expect(removed.body.Photos.map((p) => [p.Id, p.IsCover])).toEqual([
      [c, true],
      [a, false],
    ]);
    expect((await ctx.request(`/api/uploads/${draft.Photos[1].UploadId}/card.webp`)).status).toBe(404);
    await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${draft.Id}/photos/${c}`);
    const last = await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${draft.Id}/photos/${a}`, undefined, 'fr');
    expect([last.status, last.body.StatusMessage]).toEqual([409, 'RV_LAST_PHOTO']);
    expect(last.body.Message).toContain('photo de couverture');
  });

  it('refuses someone else’s upload and a photo beyond the multipart limit, in the request language', async () => {
    const host = await newHost();
    const other = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassB' });
    const theirs = await uploadPhoto(ctx, other.headers);
    const refused = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${rv.Id}/photos`, { UploadId: theirs.Id });
    expect([refused.status, refused.body.StatusMessage]).toEqual([422, 'RV_UPLOAD_UNUSABLE']);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(40 * 1024 * 1024)]), 'huge.jpg');
    form.set('kind', 'rv-photo');
    const huge = await ctx.json<{ StatusMessage: string; Message: string }>('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { ...host.headers, 'Accept-Language': 'fr' },
    });
    expect([huge.status, huge.body.StatusMessage]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    expect(huge.body.Message).toContain('15 Mo');
  });
});

describe('delete and restore', () => {
  it('a deleted RV leaves search and its page, is listed in rvs/deleted, and comes back as it was', async () => {
    const host = await newHost();
    const draft = await completeDraft(ctx, host.headers);
    const { body: published } = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/publish`);
    const deleted = await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${draft.Id}`);
    expect(deleted.body.Status).toBe('deleted');
    expect(Date.parse(deleted.body.RestorableUntil ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await ctx.json(`/api/rvs/${published.Alias}`)).status).toBe(404);
    const locked = await send(ctx, host.headers, 'PATCH', `/api/hosts/rvs/${draft.Id}`, { NightlyPrice: 150 });
    expect([locked.status, locked.body.StatusMessage]).toEqual([409, 'RV_DELETED']);
    const active = await ctx.json<{ Items: HostRvSummary[] }>('/api/hosts/rvs', { headers: host.headers });
    expect(active.body.Items.map((i) => i.Id)).not.toContain(draft.Id);
    const bin = await ctx.json<{ Items: HostRvSummary[] }>('/api/hosts/rvs?Status=deleted', { headers: host.headers });
    expect(bin.body.Items.map((i) => i.Id)).toEqual([draft.Id]);
    const restored = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/restore`);
    expect([restored.body.Status, restored.body.Alias]).toEqual(['published', published.Alias]);
    expect((await ctx.json(`/api/rvs/${published.Alias}`)).status).toBe(200);
    const again = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${draft.Id}/restore`);
    expect(again.status).toBe(200);
  });

  it('cannot restore after 30 days', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassB' });
    await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${rv.Id}`);
    await ctx.db
      .updateTable('host_rvs')
      .set({ deleted_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('listing_id', '=', rv.Id)
      .execute();
    const late = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${rv.Id}/restore`);
    expect([late.status, late.body.StatusMessage]).toEqual([409, 'RV_RESTORE_EXPIRED']);
  });
});

describe('who may see and change an RV', () => {
  it('another host gets the same 404 as for an unknown id, on every route; a visitor gets 401', async () => {
    const host = await newHost();
    const other = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC' });
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { NightlyPrice: 100 }],
      ['POST', '/publish'],
      ['POST', '/unpublish'],
      ['DELETE', ''],
      ['POST', '/restore'],
      ['POST', '/photos', { UploadId: crypto.randomUUID() }],
      ['PUT', '/photos/order', { PhotoIds: [1] }],
      ['DELETE', '/photos/1'],
      ['POST', '/addons', { Name: { en: 'Bikes' }, Price: 10, PricePer: 'trip' }],
      ['GET', '/earnings'],
    ];
    for (const [method, suffix, body] of routes) {
      const theirs = await send(ctx, other.headers, method, `/api/hosts/rvs/${rv.Id}${suffix}`, body);
      const unknown = await send(ctx, other.headers, method, `/api/hosts/rvs/999999999${suffix}`, body);
      expect([method, suffix, theirs.status, theirs.body]).toEqual([method, suffix, 404, unknown.body]);
    }
    expect((await ctx.json(`/api/hosts/rvs/${rv.Id}`)).status).toBe(401);
    const kept = await send(ctx, host.headers, 'GET', `/api/hosts/rvs/${rv.Id}`);
    expect([kept.body.Status, kept.body.NightlyPrice]).toEqual(['draft', null]);
  });

  it('an administrator may read any RV; a draft is never a public listing', async () => {
    const host = await newHost();
    const admin = await newHost({ user_type: 'Administrator' });
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC' });
    expect((await send(ctx, admin.headers, 'GET', `/api/hosts/rvs/${rv.Id}`)).status).toBe(200);
    const publicPage = await ctx.json<{ StatusMessage: string }>(`/api/rvs/${rv.Id}`);
    expect([publicPage.status, publicPage.body.StatusMessage]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('add-ons', () => {
  it('adds, changes and removes add-ons; a name in one language fills the other', async () => {
    const host = await newHost();
    const { body: rv } = await send(ctx, host.headers, 'POST', '/api/hosts/rvs', { Type: 'ClassC' });
    const added = await send(ctx, host.headers, 'POST', `/api/hosts/rvs/${rv.Id}/addons`, {
      Name: { en: 'Bike rack' },
      Price: 15,
      PricePer: 'night',
      MaxQuantity: 2,
    });
    expect(added.status).toBe(201);
    expect(added.body.AddOns).toEqual([
      {
        Id: expect.any(Number),
        Name: { en: 'Bike rack', fr: 'Bike rack' },
        Description: { en: '', fr: '' },
        Price: 15,
        PricePer: 'night',
        MaxQuantity: 2,
      },
    ]);
    const id = added.body.AddOns[0].Id;
    const changed = await send(ctx, host.headers, 'PUT', `/api/hosts/rvs/${rv.Id}/addons/${id}`, {
      Name: { en: 'Bike rack', fr: 'Support à vélos' },
      Price: 20,
      PricePer: 'trip',
    });
    expect(changed.body.AddOns[0]).toMatchObject({ Name: { fr: 'Support à vélos' }, Price: 20, PricePer: 'trip', MaxQuantity: 1 });
    const bad = await send(
      ctx,
      host.headers,
      'POST',
      `/api/hosts/rvs/${rv.Id}/addons`,
      { Name: { en: '' }, Price: -5, PricePer: 'week' },
      'fr',
    );
    expect(Object.keys(bad.body.Errors ?? {}).sort()).toEqual(['Name', 'Price', 'PricePer']);
    const removed = await send(ctx, host.headers, 'DELETE', `/api/hosts/rvs/${rv.Id}/addons/${id}`);
    expect(removed.body.AddOns).toEqual([]);
  });
});

describe('earn more', () => {
  it('projects earnings from comparable listings, publicly and for an RV', async () => {
    const estimate = await ctx.json<{
      Currency: string;
      Comparables: number;
      NightlyPrice: { Low: number; Typical: number; High: number };
      Months: { Month: number; Earnings: number }[];
      YearEarnings: number;
      MonthEarnings: number;
    }>('/api/hosts/earnings-estimate?Type=ClassC&Year=2020&Country=CA&Region=AB&Month=7');
    expect(estimate.status).toBe(200);
    expect(estimate.body.Currency).toBe('CAD');
    expect(estimate.body.Comparables).toBeGreaterThan(0);
    const { Low, Typical, High } = estimate.body.NightlyPrice;
    expect(Low).toBeLessThanOrEqual(Typical);
    expect(Typical).toBeLessThanOrEqual(High);
    expect(estimate.body.Months).toHaveLength(12);
    expect(estimate.body.MonthEarnings).toBe(estimate.body.Months[6].Earnings);
    expect(estimate.body.Months[6].Earnings).toBeGreaterThan(estimate.body.Months[0].Earnings);
    const bad = await ctx.json<{ Errors: Record<string, string[]> }>('/api/hosts/earnings-estimate?Type=Boat', {
      headers: { 'Accept-Language': 'fr' },
    });
    expect(bad.body.Errors).toEqual({ Type: ['Choisissez le type de VR.'] });

    const host = await newHost();
    const rv = await completeDraft(ctx, host.headers, classCAnswers.slice(0, 7));
    const mine = await ctx.json<{ Basis: { Type: string; Country: string }; Currency: string }>(
      `/api/hosts/rvs/${rv.Id}/earnings?Month=1`,
      {
        headers: host.headers,
      },
    );
    expect([mine.status, mine.body.Basis.Type, mine.body.Basis.Country, mine.body.Currency]).toEqual([200, 'ClassC', 'CA', 'CAD']);
  });
});
