// Image uploads: checked by content, EXIF stripped, resized variants, public ones cached immutably, private ones
// (licence photos) only for their owner.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageUploadBytes } from '@rove/contract';
import { sniffImageType } from '../src/uploads/image-check.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { createUserWithToken } from './identity/sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx.close());

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS owner' } } })
    .toBuffer();

function form(file: Blob, name: string, kind = 'rv-photo') {
  const body = new FormData();
  body.set('file', file, name);
  body.set('kind', kind);
  return body;
}

async function upload(headers: Record<string, string>, body: FormData, lang = 'en') {
  return ctx.json<{ Id: string; Urls: Record<string, string>; Message?: string; StatusMessage?: string }>('/api/uploads', {
    method: 'POST',
    body,
    headers: { ...headers, 'Accept-Language': lang },
  });
}

describe('image uploads', () => {
  it('tells JPEG and PNG apart by their first bytes, and nothing else', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });

  it('stores a photo as resized variants without its EXIF, served with immutable caching', async () => {
    const owner = await createUserWithToken(ctx.db);
    const { status, body } = await upload(owner.headers, form(new Blob([await photo()]), 'van.jpg'));
    expect(status).toBe(201);
    expect(Object.keys(body.Urls).sort()).toEqual(['card', 'gallery', 'social', 'thumb']);
    const card = await ctx.request(body.Urls.card);
    expect(card.status).toBe(200);
    expect(card.headers.get('Content-Type')).toBe('image/webp');
    expect(card.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();
    const social = await sharp(Buffer.from(await (await ctx.request(body.Urls.social)).arrayBuffer())).metadata();
    expect([social.format, social.width, social.height, social.exif]).toEqual(['jpeg', 1200, 630, undefined]);
  });

  it('refuses a PDF renamed .jpg by its content, in the request language', async () => {
    const owner = await createUserWithToken(ctx.db);
    const pdf = new Blob([new TextEncoder().encode('%PDF-1.7 not a photo')]);
    const en = await upload(owner.headers, form(pdf, 'photo.jpg'));
    expect([en.status, en.body.StatusMessage]).toEqual([422, 'UPLOAD_NOT_AN_IMAGE']);
    expect(en.body.Message).toContain('photo.jpg');
    const fr = await upload(owner.headers, form(pdf, 'photo.jpg'), 'fr-CA');
    expect(fr.body.Message).toContain('n’est pas une photo lisible');
  });

  it('refuses other extensions, tiny images and files over the stated limit', async () => {
    const owner = await createUserWithToken(ctx.db);
    const gif = await upload(owner.headers, form(new Blob([await photo()]), 'van.gif'));
    expect([gif.status, gif.body.StatusMessage]).toEqual([415, 'UPLOAD_UNSUPPORTED_TYPE']);
    const tiny = await upload(owner.headers, form(new Blob([await photo(40, 40)]), 'tiny.png'));
    expect(tiny.body.StatusMessage).toBe('UPLOAD_TOO_SMALL');
    // A 200x65,000 strip passed the pixel limit and broke the WebP variants (500, issue 36); 8:1 is the most.
    const strip = await sharp({ create: { width: 200, height: 65_000, channels: 3, background: '#3a7' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(owner.headers, form(new Blob([strip]), 'strip.png'), 'fr-CA');
    expect([refused.status, refused.body.StatusMessage]).toEqual([422, 'UPLOAD_BAD_SHAPE']);
    expect(refused.body.Message).toBe(
      'strip.png est trop étroite\u00a0: utilisez une photo dont le grand côté fait au plus 8 fois le petit.',
    );
    expect((await upload(owner.headers, form(new Blob([await photo(200, 1600)]), 'tall.jpg'))).status).toBe(201);
    // A file whose header reads but whose pixels are cut off is not a photo either.
    const whole = await photo(900, 600);
    const cut = await upload(owner.headers, form(new Blob([whole.subarray(0, whole.length / 2)]), 'cut.jpg'));
    expect([cut.status, cut.body.StatusMessage]).toEqual([422, 'UPLOAD_NOT_AN_IMAGE']);
    const huge = new Uint8Array(maxImageUploadBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const big = await upload(owner.headers, form(new Blob([huge]), 'big.jpg'));
    expect([big.status, big.body.StatusMessage]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    expect(big.body.Message).toContain('15 MB');
  });

  it('needs a signed-in user to upload', async () => {
    const res = await ctx.request('/api/uploads', { method: 'POST', body: form(new Blob([await photo()]), 'van.jpg') });
    expect(res.status).toBe(401);
  });

  it('shows a licence photo to its owner only, never cached by shared caches', async () => {
    const owner = await createUserWithToken(ctx.db);
    const other = await createUserWithToken(ctx.db);
    const { body } = await upload(owner.headers, form(new Blob([await photo()]), 'licence.jpg', 'licence-photo'));
    const mine = await ctx.request(body.Urls.card, { headers: owner.headers });
    expect([mine.status, mine.headers.get('Cache-Control')]).toEqual([200, 'private, no-store']);
    expect((await ctx.request(body.Urls.card, { headers: other.headers })).status).toBe(404);
    expect((await ctx.request(body.Urls.card)).status).toBe(404);
  });

  it('answers 404 for unknown ids and variants', async () => {
    expect((await ctx.request('/api/uploads/not-a-uuid/card.webp')).status).toBe(404);
    expect((await ctx.request(`/api/uploads/${crypto.randomUUID()}/card.webp`)).status).toBe(404);
  });
});
