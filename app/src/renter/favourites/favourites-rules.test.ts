import { describe, expect, it } from 'vitest';
import { canRunFavouriteAction, defaultCollectionId, isFavouriteRv, itemsForRv } from './favourites-rules.ts';

const collections = [
  { Id: 7, CollectionName: 'Favourites', Items: [{ Id: 1, RVId: 100 }] },
  {
    Id: 9,
    CollectionName: 'Summer',
    Items: [
      { Id: 2, RVId: 200 },
      { Id: 3, RVId: 100 },
    ],
  },
];

describe('favourites actions run only when logged in and not already loading', () => {
  it.each([
    ['authenticated', false, true],
    ['authenticated', true, false],
    ['unauthenticated', false, false],
    ['loading', false, false],
  ] as const)('%s, loading %s -> %s', (status, loading, allowed) => {
    expect(canRunFavouriteAction(status, loading)).toBe(allowed);
  });
});

describe('collections', () => {
  it('CollectionId defaults to the first collection', () => {
    expect(defaultCollectionId(collections)).toBe(7);
    expect(defaultCollectionId([])).toBeUndefined();
  });
  it('finds an RV in every collection holding it', () => {
    expect(itemsForRv(collections, 100)).toEqual([
      { collectionId: 7, itemId: 1 },
      { collectionId: 9, itemId: 3 },
    ]);
    expect(isFavouriteRv(collections, 200)).toBe(true);
    expect(isFavouriteRv(collections, 300)).toBe(false);
  });
});
