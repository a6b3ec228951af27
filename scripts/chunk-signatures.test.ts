import { describe, expect, it } from 'vitest';
import { type BundleChunk, checkKeyPages, chunkGroups, chunkSignatures, keyPages, mergeAllowance } from './chunk-signatures.ts';

const root = '/repo/app';
const chunk = (facade: string | null, imports: string[], modules: string[], kind: 'entry' | 'lazy' | 'shared' = 'shared'): BundleChunk => ({
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  facadeModuleId: facade && `${root}/${facade}`,
  imports,
  moduleIds: modules.map((module) => `${root}/${module}`),
});

// The entry and its static import (the base every page loads), two pages and a widget, and the chunks they share.
const bundle: Record<string, BundleChunk> = {
  'main.js': chunk('src/main.tsx', ['base.js'], ['src/main.tsx'], 'entry'),
  'base.js': chunk(null, [], ['src/react.ts']),
  'home.js': chunk('src/home-page.tsx', ['base.js', 'cards.js', 'icons.js'], ['src/home-page.tsx', 'src/hero.tsx'], 'lazy'),
  'search.js': chunk('src/search-page.tsx', ['base.js', 'cards.js'], ['src/search-page.tsx'], 'lazy'),
  'widget.js': chunk('src/widget.tsx', ['icons.js', 'maps.js'], ['src/widget.tsx'], 'lazy'),
  'cards.js': chunk(null, ['money.js'], ['src/card.tsx']),
  'money.js': chunk(null, [], ['src/money.ts']),
  'icons.js': chunk(null, [], ['src/icon-a.ts', 'src/icon-b.ts']),
  'maps.js': chunk(null, [], ['src/map.ts']),
};
const pages = new Set(['src/home-page.tsx', 'src/search-page.tsx']);
const isKey = (id: string) => pages.has(id.slice(root.length + 1));

describe('chunk signatures: which key lazy parts load each shared module before their first render', () => {
  const signatures = chunkSignatures(bundle, root, isKey);

  it('names, for each module of a shared chunk, the key parts whose chunk reaches it through static imports', () => {
    expect(signatures).toEqual({
      'src/card.tsx': ['src/home-page.tsx', 'src/search-page.tsx'],
      'src/money.ts': ['src/home-page.tsx', 'src/search-page.tsx'],
      'src/icon-a.ts': ['src/home-page.tsx'],
      'src/icon-b.ts': ['src/home-page.tsx'],
    });
  });

  it('leaves out the base (the entry’s imports), the lazy parts’ own chunks and what only other parts load', () => {
    for (const module of ['src/react.ts', 'src/main.tsx', 'src/home-page.tsx', 'src/hero.tsx', 'src/widget.tsx', 'src/map.ts'])
      expect(signatures).not.toHaveProperty(module);
  });
});

describe('chunk groups: a chunk per set of key pages, so a key page loads the modules it loaded before', () => {
  const signatures = {
    'src/card.tsx': ['src/home-page.tsx', 'src/search-page.tsx', 'src/other-page.tsx'],
    'src/money.ts': ['src/home-page.tsx', 'src/search-page.tsx'],
    'src/icon.ts': ['src/home-page.tsx', 'src/loader.ts'],
    'src/layout.tsx': ['src/loader.ts'],
    'src/only-other.ts': ['src/other-page.tsx'],
  };
  const keys = { home: ['src/home-page.tsx'], search: ['src/search-page.tsx'], dashboard: ['src/home-page.tsx', 'src/loader.ts'] };
  const groups = chunkGroups(signatures, keys);

  it('puts modules the same key pages load in one chunk, whatever other parts load them', () => {
    expect(groups['src/card.tsx']).toBe(groups['src/money.ts']);
    expect(groups['src/card.tsx']).toMatch(/^pages-[\w]{8}$/);
  });

  it('keeps apart modules that different key pages load, and counts a page’s every part as the page', () => {
    // home loads the icon, search does not: not with the cards. The dashboard's loader is the dashboard's, as its page.
    expect(groups['src/icon.ts']).not.toBe(groups['src/card.tsx']);
    expect(groups['src/layout.tsx']).not.toBe(groups['src/icon.ts']);
  });

  it('leaves a module no key page loads to automatic splitting', () => {
    expect(groups).not.toHaveProperty('src/only-other.ts');
  });

  it('gives every key page exactly its modules: two modules share a chunk only if the same key pages load them', () => {
    const pagesOf = (module: keyof typeof signatures) =>
      Object.entries(keys)
        .filter(([, parts]) => parts.some((part) => signatures[module].includes(part)))
        .map(([page]) => page)
        .join();
    const modules = Object.keys(groups) as (keyof typeof signatures)[];
    const sharing = modules.flatMap((a) => modules.filter((b) => groups[a] === groups[b]).map((b) => [pagesOf(a), pagesOf(b)]));
    expect(sharing.length).toBeGreaterThan(modules.length);
    expect(sharing.filter(([a, b]) => a !== b)).toEqual([]);
  });
});

describe('the key pages checked against the bundle', () => {
  it('stop the build when a key part is not a lazy part of the bundle: the list must follow the files', () => {
    expect(() => checkKeyPages(bundle, root, { home: ['src/home-page.tsx'] })).not.toThrow();
    expect(() => checkKeyPages(bundle, root, { gone: ['src/renamed-page.tsx'] })).toThrow(/src\/renamed-page\.tsx/);
    // A shared chunk's module is no lazy part.
    expect(() => checkKeyPages(bundle, root, { cards: ['src/card.tsx'] })).toThrow(/src\/card\.tsx/);
  });
});

describe('the key pages', () => {
  it('name every page the benchmark measures', () => {
    for (const page of [
      'home',
      'search',
      'listing',
      'request-to-book',
      'dashboard',
      'booking',
      'change-request',
      'messages',
      'calendar',
      'wizard',
    ])
      expect(keyPages[page]?.length).toBeGreaterThan(0);
  });
});

describe('chunk groups merged: fewer files for a few bytes more', () => {
  // The dashboard and the booking page load the header's parts; the dashboard also a small list, home the cards.
  const signatures = {
    'src/header.tsx': ['src/dashboard.tsx', 'src/booking.tsx'],
    'src/list.tsx': ['src/dashboard.tsx'],
    'src/cards.tsx': ['src/home.tsx', 'src/dashboard.tsx'],
    'src/big.tsx': ['src/booking.tsx'],
  };
  const keys = { home: ['src/home.tsx'], dashboard: ['src/dashboard.tsx'], booking: ['src/booking.tsx'] };
  const sizes = { 'src/header.tsx': 4000, 'src/list.tsx': 500, 'src/cards.tsx': 300, 'src/big.tsx': 50_000 };
  const allowance = { perPage: 1000, fixed: ['home'], perFileSaved: 2500 };

  it('puts two chunks together when the pages that loaded only one gain little: the booking page loads the list too', () => {
    const groups = chunkGroups(signatures, keys, sizes, allowance);
    expect(groups['src/list.tsx']).toBe(groups['src/header.tsx']);
  });

  it('never adds a byte to a fixed page: home does not load the list with its cards', () => {
    const groups = chunkGroups(signatures, keys, sizes, allowance);
    expect(groups['src/cards.tsx']).not.toBe(groups['src/list.tsx']);
    expect(groups['src/cards.tsx']).not.toBe(groups['src/header.tsx']);
  });

  it('keeps apart chunks whose merge costs a page more than its allowance, or the pages more than a file saved is worth', () => {
    const groups = chunkGroups(signatures, keys, sizes, allowance);
    // The dashboard would load the booking page's 50 KB.
    expect(groups['src/big.tsx']).not.toBe(groups['src/header.tsx']);
    // With a smaller allowance a page may not gain the list's 500 bytes.
    const tight = chunkGroups(signatures, keys, sizes, { ...allowance, perPage: 400 });
    expect(tight['src/list.tsx']).not.toBe(tight['src/header.tsx']);
    const dear = chunkGroups(signatures, keys, sizes, { ...allowance, perFileSaved: 400 });
    expect(dear['src/list.tsx']).not.toBe(dear['src/header.tsx']);
  });

  it('counts what a page gains over all merges, not merge by merge', () => {
    // Two small parts the booking page does not load: it may gain one (600 bytes of its 1,000), not both.
    const three = { dashboard: ['src/dashboard.tsx'], booking: ['src/booking.tsx'], messages: ['src/messages.tsx'] };
    const shared = {
      'src/header.tsx': ['src/dashboard.tsx', 'src/booking.tsx', 'src/messages.tsx'],
      'src/list.tsx': ['src/dashboard.tsx', 'src/messages.tsx'],
      'src/chart.tsx': ['src/dashboard.tsx'],
    };
    const weights = { 'src/header.tsx': 4000, 'src/list.tsx': 600, 'src/chart.tsx': 600 };
    const groups = chunkGroups(shared, three, weights, allowance);
    expect(groups['src/list.tsx']).toBe(groups['src/header.tsx']);
    expect(groups['src/chart.tsx']).not.toBe(groups['src/header.tsx']);
    const roomier = chunkGroups(shared, three, weights, { ...allowance, perPage: 1200 });
    expect(roomier['src/chart.tsx']).toBe(roomier['src/header.tsx']);
  });

  it('fixes only key pages: a misspelt name would protect nothing', () => {
    for (const page of mergeAllowance.fixed) expect(keyPages).toHaveProperty(page);
  });

  it('merges nothing whose size is unknown', () => {
    const groups = chunkGroups(signatures, keys, {}, allowance);
    expect(new Set(Object.values(groups)).size).toBe(4);
  });
});
