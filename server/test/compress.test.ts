// Issue 35: JSON answers are compressed like every other text (http/compress.ts): zstd, brotli or gzip as
// Accept-Encoding allows, tiny answers as they are, event streams never; cached answers compressed once.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliParams, encodeText, isCompressible, quickUpTo, textBrotliQuality, textZstdLevel } from '../src/http/compress.ts';
import { addDays, todayUtc } from '../src/pricing/calendar.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const searchPath = '/api/rvs/search?SearchLat=45.5&SearchLng=-73.6&PageSize=24';
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed JSON answers', () => {
  it('sends search zstd-encoded, else brotli-encoded, else gzip-encoded, else as it is, the same JSON each way', async () => {
    const plain = await t.request(searchPath);
    const raw = await bytes(plain);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(raw.length).toBeGreaterThan(5000);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    // As Chromium asks.
    const zstd = await t.request(searchPath, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(zstd.headers.get('content-encoding')).toBe('zstd');
    expect(zstd.headers.get('vary')).toMatch(/accept-encoding/i);
    const zstdBody = await bytes(zstd);
    expect(zstdBody.length).toBeLessThan(raw.length / 3);
    expect(zstdDecompressSync(zstdBody)).toEqual(raw);

    const br = await t.request(searchPath, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(brBody)).toEqual(raw);
    // Asked again, the cached answer is sent with the bytes encoded the first time.
    expect(await bytes(await t.request(searchPath, { headers: { 'Accept-Encoding': 'br' } }))).toEqual(brBody);

    const gzip = await t.request(searchPath, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip))).toEqual(raw);
  });

  it('compresses the other JSON answers and the estimate too', async () => {
    const detail = await t.json<{ Results: { Alias: string; Id: number }[] }>('/api/rvs/search?PageSize=1');
    const listing = await t.request(`/api/rvs/${detail.body.Results[0].Alias}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytes(listing)).toString()).Alias).toBe(detail.body.Results[0].Alias);

    const start = addDays(todayUtc(t.deps.now()), 250);
    const estimate = await t.request(`/api/rvs/${detail.body.Results[0].Id}/estimate?dateStart=${start}&dateEnd=${addDays(start, 7)}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(estimate)).toString()).RenterTotal).toBeGreaterThan(0);
  });

  it('keeps tiny answers as they are', async () => {
    const health = await t.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(((await health.json()) as { Status: string }).Status).toBe('ok');
  });

  it('compresses texts up to 32 KiB at brotli quality 1 and zstd level 1 (they fit the first round trip either way), larger ones at 3', () => {
    const text = (size: number) => {
      const items: string[] = [];
      for (let i = 0; items.join(',').length < size; i++)
        items.push(`{"Id":${i * 7919},"Name":"RV ${(i * 104729) % 9973}","Sleeps":${i % 9}}`);
      return Buffer.from(`[${items.join(',')}]`);
    };
    const at = (raw: Buffer, quality: number) => brotliCompressSync(raw, { params: brotliParams(quality, raw.length) });
    const small = text(20_000);
    const large = text(quickUpTo + 2000);
    expect(at(small, 1)).not.toEqual(at(small, textBrotliQuality));
    expect(encodeText(small, 'br')).toEqual(at(small, 1));
    expect(encodeText(large, 'br')).toEqual(at(large, textBrotliQuality));
    expect(brotliDecompressSync(encodeText(small, 'br'))).toEqual(small);
    const zstdAt = (raw: Buffer, level: number) => zstdCompressSync(raw, { params: { [constants.ZSTD_c_compressionLevel]: level } });
    expect(zstdAt(small, 1)).not.toEqual(zstdAt(small, textZstdLevel));
    expect(encodeText(small, 'zstd')).toEqual(zstdAt(small, 1));
    expect(encodeText(large, 'zstd')).toEqual(zstdAt(large, textZstdLevel));
  });

  it('compresses with zstd in a window of the text’s own size, and never over HTTP’s 8 MiB', () => {
    // The frame header's window (RFC 8878 3.1.1.1): the text's size in a single-segment frame, else its descriptor.
    const windowOf = (frame: Buffer) => {
      if (frame[4] & 0x20) return 'content size';
      const exponent = frame[5] >> 3;
      const mantissa = frame[5] & 7;
      const base = 2 ** (10 + exponent);
      return base + (base / 8) * mantissa;
    };
    const small = Buffer.from('{"Results":[]}'.repeat(2000));
    expect(windowOf(encodeText(small, 'zstd'))).toBe('content size');
    expect(zstdDecompressSync(encodeText(small, 'zstd'))).toEqual(small);
    // Texts larger than the level's window (level 3: 2 MiB), up to and past the 8 MiB HTTP allows.
    for (const size of [3 * 2 ** 20, 2 ** 23 + 1024]) {
      const large = Buffer.alloc(size, 'Rove ');
      const window = windowOf(encodeText(large, 'zstd'));
      expect(window).not.toBe('content size');
      expect(window).toBeLessThanOrEqual(2 ** 23);
    }
  });

  it('compresses text, never event streams or images', () => {
    expect(['application/json', 'text/csv; charset=utf-8', 'image/svg+xml', 'application/xml'].every(isCompressible)).toBe(true);
    expect(['text/event-stream', 'image/png', 'application/pdf', undefined].some(isCompressible)).toBe(false);
  });
});
