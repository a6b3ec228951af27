import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './image-variants.ts';

describe('the srcset of an uploaded photo', () => {
  it('lists the thumb, card and gallery variants by width, whichever variant the address names', () => {
    const set = '/api/uploads/ab-12/thumb.webp 320w, /api/uploads/ab-12/card.webp 800w, /api/uploads/ab-12/gallery.webp 1600w';
    expect(uploadSrcSet('/api/uploads/ab-12/card.webp')).toBe(set);
    expect(uploadSrcSet('/api/uploads/ab-12/gallery.webp')).toBe(set);
  });

  it('is undefined for the seed SVG photos and any other address', () => {
    expect(uploadSrcSet('/api/rvs/896/photos/0.svg')).toBeUndefined();
    expect(uploadSrcSet('/api/uploads/ab-12/social.jpg')).toBeUndefined();
    expect(uploadSrcSet('https://example.com/api/uploads/ab-12/card.webp')).toBeUndefined();
  });
});
