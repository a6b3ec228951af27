// The blog API's addresses (server/API.md "Public content"): every call carries the key query parameter.
import { blogContentKey } from '@rove/contract';
import type { Locale } from '../routes/route-types.ts';

export function blogApiPath(path: string, locale: Locale, page?: number): string {
  const query = new URLSearchParams({ key: blogContentKey, locale });
  if (page && page > 1) query.set('page', String(page));
  return `/api/blog/${path}?${query}`;
}

/** ?page= of a list page: a positive whole number, else 1. */
export function pageParam(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
