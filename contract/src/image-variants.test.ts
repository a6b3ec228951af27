import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './image-variants.ts';

describe('the srcset of a photo', () => {
  it('lists the thumb, card and gallery variants by width, whichever variant the address names', () => {
    const set = '/api/uploads/ab-12/thumb.webp 320w, /api/uploads/ab-12/card.webp 800w, /api/uploads/ab-12/gallery.webp 1600w';
    expect(photoSrcSet('/api/uploads/ab-12/card.webp')).toBe(set);
    expect(photoSrcSet('/api/uploads/ab-12/gallery.webp')).toBe(set);
  });

  it('offers a drawn photo as its 800-pixel WebP and, for wider screens, its drawing', () => {
    expect(photoSrcSet('/api/rvs/896/photos/3.webp')).toBe('/api/rvs/896/photos/3.webp 800w, /api/rvs/896/photos/3.svg 1600w');
  });

  it('is undefined for a drawing itself and any other address', () => {
    expect(photoSrcSet('/api/rvs/896/photos/0.svg')).toBeUndefined();
    expect(photoSrcSet('/api/rvs/896/photos/x.webp')).toBeUndefined();
    expect(photoSrcSet('/api/uploads/ab-12/social.jpg')).toBeUndefined();
    expect(photoSrcSet('https://example.com/api/uploads/ab-12/card.webp')).toBeUndefined();
  });
});
