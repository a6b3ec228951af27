import { describe, expect, it } from 'vitest';
import { createRasterPhotoCache, storedPhotoKey } from './raster-photos.ts';

const fakeRaster = () => {
  const made: string[] = [];
  const rasterize = async (svg: string) => {
    made.push(svg);
    return new TextEncoder().encode(svg);
  };
  return { made, rasterize };
};

describe('the raster photo cache', () => {
  it('rasterizes a photo once, however many ask for it at the same time or later', async () => {
    const { made, rasterize } = fakeRaster();
    const cache = createRasterPhotoCache(1000, rasterize);
    let drawn = 0;
    const svg = () => {
      drawn += 1;
      return 'abcd';
    };
    const [a, b] = await Promise.all([cache.get('1:0', svg), cache.get('1:0', svg)]);
    expect(await cache.get('1:0', svg)).toBe(a);
    expect(b).toBe(a);
    expect(made).toEqual(['abcd']);
    expect(drawn).toBe(1);
    expect(cache.size).toBe(4);
  });

  it('drops the least recently used photos beyond its bytes, and keeps none larger than them all', async () => {
    const { made, rasterize } = fakeRaster();
    const cache = createRasterPhotoCache(10, rasterize);
    await cache.get('a', () => 'aaaa');
    await cache.get('b', () => 'bbbb');
    await cache.get('a', () => 'aaaa');
    await cache.get('c', () => 'cccc');
    expect(cache.size).toBe(8);
    await cache.get('a', () => 'aaaa');
    await cache.get('b', () => 'bbbb');
    expect(made).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb']);
    await cache.get('huge', () => 'x'.repeat(11));
    expect(cache.size).toBeLessThanOrEqual(10);
    await cache.get('huge', () => 'x'.repeat(11));
    expect(made.filter((svg) => svg.length === 11)).toHaveLength(2);
  });

  it('rasterizes one photo at a time, the next once the last has ended, even in failure', async () => {
    const events: string[] = [];
    const ends: (() => void)[] = [];
    const cache = createRasterPhotoCache(100, (svg) => {
      events.push(`start ${svg}`);
      return new Promise((resolve, reject) =>
        ends.push(() => {
          events.push(`end ${svg}`);
          if (svg === 'b') reject(new Error('broken'));
          else resolve(new TextEncoder().encode(svg));
        }),
      );
    });
    const a = cache.get('a', () => 'a');
    const b = cache.get('b', () => 'b').catch(() => 'failed');
    const c = cache.get('c', () => 'c');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start a']);
    ends[0]();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start a', 'end a', 'start b']);
    ends[1]();
    expect(await b).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c']);
    ends[2]();
    expect(new TextDecoder().decode(await c)).toBe('c');
  });

  it('tries again after a failure, which it does not keep', async () => {
    let fail = true;
    const cache = createRasterPhotoCache(100, async (svg) => {
      if (fail) throw new Error('broken');
      return new TextEncoder().encode(svg);
    });
    await expect(cache.get('k', () => 'svg')).rejects.toThrow('broken');
    fail = false;
    expect(new TextDecoder().decode(await cache.get('k', () => 'svg'))).toBe('svg');
  });

  it('keeps each photo in the store: a restarted server reads it back without drawing it again', async () => {
    const stored = new Map<string, Uint8Array>();
    const store = {
      get: async (key: string) => stored.get(key),
      put: async (key: string, bytes: Uint8Array) => void stored.set(key, bytes),
    };
    const first = fakeRaster();
    const photo = await createRasterPhotoCache(100, first.rasterize, store).get('1:0', () => 'drawing one');
    expect([...stored.keys()]).toEqual([storedPhotoKey('drawing one')]);
    const restarted = fakeRaster();
    const again = createRasterPhotoCache(100, restarted.rasterize, store);
    expect(await again.get('1:0', () => 'drawing one')).toEqual(photo);
    expect(restarted.made).toEqual([]);
    // A drawing that changed (a new version of the illustrations) has a key of its own: drawn anew.
    expect(new TextDecoder().decode(await again.get('2:0', () => 'drawing two'))).toBe('drawing two');
    expect(restarted.made).toEqual(['drawing two']);
    expect(storedPhotoKey('drawing two')).not.toBe(storedPhotoKey('drawing one'));
  });

  it('serves the photo when the store cannot be read or written', async () => {
    const broken = { get: async () => Promise.reject(new Error('disk gone')), put: async () => Promise.reject(new Error('disk full')) };
    const { made, rasterize } = fakeRaster();
    const cache = createRasterPhotoCache(100, rasterize, broken);
    expect(new TextDecoder().decode(await cache.get('1:0', () => 'svg'))).toBe('svg');
    expect(made).toEqual(['svg']);
  });

  it('makes an 800-pixel WebP of a drawing', async () => {
    const cache = createRasterPhotoCache();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><rect width="800" height="600" fill="#3a7"/></svg>';
    const { default: sharp } = await import('sharp');
    expect(await sharp(await cache.get('k', () => svg)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });
});
