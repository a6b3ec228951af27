// The home and header search forms lead to /rv-search with the spec's parameter names (spec 000 section 3):
// SearchAddress, StartDate and EndDate (YYYY-MM-DD, only as a pair), Adults, Children, PetFriendly.
import { isoDatePattern } from '@rove/contract/vocabulary';
import { pathFor, withQuery } from './path-for.ts';
import type { Locale } from './route-types.ts';

export interface SearchFormValues {
  location?: string;
  startDate?: string;
  endDate?: string;
  adults?: number;
  children?: number;
  /** Pets along: the PetFriendly flag, written without a value. */
  pets?: boolean;
}

export function searchQuery(values: SearchFormValues): Record<string, string | number | boolean | undefined> {
  const hasDates = Boolean(
    values.startDate && values.endDate && isoDatePattern.test(values.startDate) && isoDatePattern.test(values.endDate),
  );
  const datesInOrder = hasDates && (values.startDate as string) <= (values.endDate as string);
  const count = (n: number | undefined, min: number) => (n !== undefined && Number.isInteger(n) && n >= min ? n : undefined);
  return {
    SearchAddress: values.location?.trim() || undefined,
    StartDate: datesInOrder ? values.startDate : undefined,
    EndDate: datesInOrder ? values.endDate : undefined,
    Adults: count(values.adults, 1),
    Children: count(values.children, 1),
    PetFriendly: values.pets ? true : undefined,
  };
}

export function searchPath(values: SearchFormValues, locale: Locale): string {
  return withQuery(pathFor('rv-search', {}, locale), searchQuery(values));
}
