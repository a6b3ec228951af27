import { afterEach, describe, expect, it } from 'vitest';
import { preloadImages } from './preload-images.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('preloadImages', () => {
  it('asks for each image at high priority before the page shows it', () => {
    preloadImages(['/api/rvs/5/photos/0.webp', '/api/rvs/6/photos/0.webp']);
    expect(preloads()).toEqual([
      { href: '/api/rvs/5/photos/0.webp', as: 'image', priority: 'high' },
      { href: '/api/rvs/6/photos/0.webp', as: 'image', priority: 'high' },
    ]);
  });

  it('asks for an image once, however many times a page loads its data', () => {
    preloadImages(['/api/rvs/5/photos/0.webp']);
    preloadImages(['/api/rvs/5/photos/0.webp', '/api/rvs/5/photos/0.webp']);
    expect(preloads()).toHaveLength(1);
  });
});
