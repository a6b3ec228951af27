import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

describe('/rv-rentals data', () => {
  it('lists a few dozen keywords, campgrounds and destinations with multi-segment paths', async () => {
    const res = await t.json<{
      Keywords: { Slug: string; Title: { en: string; fr: string } }[];
      Campgrounds: unknown[];
      Destinations: { Path: string }[];
    }>('/api/rv-rentals');
    expect(res.body.Keywords.length).toBeGreaterThanOrEqual(24);
    expect(res.body.Keywords.map((k) => k.Slug)).toEqual(expect.arrayContaining(['class-c', 'pet-friendly', 'travel-trailer']));
    expect(res.body.Keywords.every((k) => k.Title.en && k.Title.fr)).toBe(true);
    expect(res.body.Campgrounds.length).toBeGreaterThanOrEqual(15);
    expect(res.body.Destinations.some((d) => d.Path.split('/').length === 3)).toBe(true);
  });

  it('answers a keyword page with matching RVs', async () => {
    const res = await t.json<{ Listings: SearchResponse }>('/api/rv-rentals/keywords/travel-trailer');
    expect(res.body.Listings.Total).toBeGreaterThan(0);
    expect(res.body.Listings.Results.every((r) => r.Type === 'TravelTrailer')).toBe(true);
    const pets = await t.json<{ Listings: SearchResponse }>('/api/rv-rentals/keywords/pet-friendly');
    expect(pets.body.Listings.Results.every((r) => r.PetFriendly)).toBe(true);
    expect((await t.request('/api/rv-rentals/keywords/nope')).status).toBe(404);
  });

  it('answers a campground page with RVs nearest first, narrowed by an optional keyword', async () => {
    const res = await t.json<{ Campground: { Name: string }; Listings: SearchResponse }>(
      '/api/rv-rentals/campgrounds/tunnel-mountain-village?Keyword=class-c',
    );
    expect(res.body.Campground.Name).toBe('Tunnel Mountain Village');
    const d = res.body.Listings.Results.map((r) => r.Distance!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(res.body.Listings.Results.every((r) => r.Type === 'ClassC')).toBe(true);
  });

  it('answers a destination by its multi-segment path (a region filters, a place searches around it)', async () => {
    const region = await t.json<{ Listings: SearchResponse }>('/api/rv-rentals/destination?Path=canada/quebec');
    expect(region.body.Listings.Total).toBeGreaterThan(0);
    expect(region.body.Listings.Results.every((r) => r.Region === 'QC')).toBe(true);
    const park = await t.json<{ Destination: { Path: string }; Listings: SearchResponse }>(
      '/api/rv-rentals/destination?Path=united-states/colorado/rocky-mountain-national-park',
    );
    expect(park.status).toBe(200);
    expect(park.body.Listings.DistanceUnit).toBe('mi');
    expect((await t.request('/api/rv-rentals/destination?Path=mars/olympus-mons')).status).toBe(404);
  });
});
