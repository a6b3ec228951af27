// Pure rules of favourites (spec 000 sections 4 and 7): actions run only when signed in and not already loading;
// adding defaults to the first collection; an RV is a favourite when any collection holds it.
import type { FavouriteCollection } from '@rove/ui';
import type { AuthStatus } from '../../routes/auth-guard.ts';

/** The intent carried to sign-in when a visitor presses a heart. */
export const favouriteIntent = 'FavouriteIntent';

export function canRunFavouriteAction(status: AuthStatus, loading: boolean): boolean {
  return status === 'authenticated' && !loading;
}

/** CollectionId defaults to the first collection; undefined lets the server create one for a user with none. */
export function defaultCollectionId(collections: readonly FavouriteCollection[]): number | undefined {
  return collections[0]?.Id;
}

/** Every favourite item holding this RV (an RV may sit in several collections). */
export function itemsForRv(collections: readonly FavouriteCollection[], rvId: number): { collectionId: number; itemId: number }[] {
  return collections.flatMap((c) => c.Items.filter((item) => item.RVId === rvId).map((item) => ({ collectionId: c.Id, itemId: item.Id })));
}

export function isFavouriteRv(collections: readonly FavouriteCollection[], rvId: number): boolean {
  return itemsForRv(collections, rvId).length > 0;
}
