import { describe, expect, it } from 'vitest';
import { type BundleChunk, checkKeyPages, chunkGroups, chunkSignatures, keyPages } from './chunk-signatures.ts';

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
