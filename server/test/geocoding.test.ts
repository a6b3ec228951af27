import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrawlerUserAgent } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none' });
});
afterAll(() => t.close());

interface Geocode {
  status: string;
  results: {
    place_id: string;
    formatted_address: string;
    address_components: { short_name: string; types: string[] }[];
    geometry: { location: { lat: number; lng: number } };
  }[];
}

describe('geocoding from the bundled gazetteer', () => {
  it.each([
    ['Denver, CO', 'Denver, CO, USA', 'CO', 'US'],
    ['Austin TX', 'Austin, TX, USA', 'TX', 'US'],
    ['montreal', 'Montréal, QC, Canada', 'QC', 'CA'],
    ['Banff, Alberta', 'Banff, AB, Canada', 'AB', 'CA'],
    ['British Columbia', 'British Columbia, Canada', 'BC', 'CA'],
  ])('geocodes %j to %s', async (address, formatted, region, country) => {
    const res = await t.json<Geocode>(`/Geocoding/Geocode/Raw?Address=${encodeURIComponent(address)}`);
    expect(res.body.status).toBe('OK');
    const [first] = res.body.results;
    expect(first.formatted_address).toBe(formatted);
    const short = (type: string) => first.address_components.find((c) => c.types.includes(type))?.short_name;
    expect(short('administrative_area_level_1')).toBe(region);
    expect(short('country')).toBe(country);
  });

  it('answers ZERO_RESULTS for an unknown place and INVALID_REQUEST without an address', async () => {
    expect((await t.json<Geocode>('/Geocoding/Geocode/Raw?Address=Qwertyuiop')).body).toEqual({ results: [], status: 'ZERO_RESULTS' });
    expect((await t.json<Geocode>('/Geocoding/Geocode/Raw')).body.status).toBe('INVALID_REQUEST');
  });

  it('answers place details by the place id a geocode gave', async () => {
    const geo = await t.json<Geocode>('/Geocoding/Geocode/Raw?Address=Calgary');
    const id = geo.body.results[0].place_id;
    const details = await t.json<{ status: string; result: { place_id: string; geometry: unknown } }>(`/Place/Details/Raw?PlaceId=${id}`);
    expect(details.body.status).toBe('OK');
    expect(details.body.result.place_id).toBe(id);
    expect((await t.json<{ status: string }>('/Place/Details/Raw?PlaceId=gn:0')).body.status).toBe('NOT_FOUND');
  });

  it('suggests places for the location box', async () => {
    const res = await t.json<{ predictions: { description: string; structured_formatting: { main_text: string } }[] }>(
      '/api/places/autocomplete?Input=toro',
    );
    expect(res.body.predictions[0].description).toBe('Toronto, ON, Canada');
    const us = await t.json<{ predictions: { description: string }[] }>('/api/places/autocomplete?Input=san&Country=US');
    expect(us.body.predictions.length).toBeGreaterThan(3);
    expect(us.body.predictions.every((p) => p.description.endsWith('USA'))).toBe(true);
  });

  it('gives crawlers nothing', async () => {
    for (const path of [
      '/Geocoding/Geocode/Raw?Address=Denver',
      '/Place/Details/Raw?PlaceId=gn:5419384',
      '/api/places/autocomplete?Input=den',
    ]) {
      const res = await t.request(path, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
  });

  it.each([
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Google-InspectionTool/1.0', true],
    ['SomeCrawler', true],
    ['Baiduspider', true],
    ['robot', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130', false],
  ])('isCrawlerUserAgent(%j) is %s', (ua, expected) => {
    expect(isCrawlerUserAgent(ua)).toBe(expected);
  });
});
