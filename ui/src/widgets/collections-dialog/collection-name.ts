// Rules for a favourites collection's name (CollectionName). The specification leaves them unshown; ours:
// spaces at the ends do not count, inner runs of spaces become one, at most 50 characters, and no two
// collections share a name (ignoring case), since a host or renter picks them by name.

export const COLLECTION_NAME_MAX_LENGTH = 50;

export type CollectionNameError = 'empty' | 'tooLong' | 'duplicate';

export function normalizeCollectionName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** `otherNames`: the names of the other collections (for a rename, without the one being renamed). */
export function validateCollectionName(name: string, otherNames: readonly string[]): CollectionNameError | null {
  const normalized = normalizeCollectionName(name);
  if (normalized === '') return 'empty';
  if ([...normalized].length > COLLECTION_NAME_MAX_LENGTH) return 'tooLong';
  const key = normalized.toLocaleLowerCase();
  if (otherNames.some((other) => normalizeCollectionName(other).toLocaleLowerCase() === key)) return 'duplicate';
  return null;
}
