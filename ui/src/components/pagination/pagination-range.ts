/** One slot of a pagination bar: a page number or a gap ("…"). */
export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pages to show around `page` (1-based): always the first and the last, `siblings` on each side of the
 * current one, and an ellipsis for each gap of two or more pages (a gap of one shows that page instead).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (!Number.isInteger(pageCount) || pageCount < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PaginationItem[] = [{ type: 'page', page: 1 }];
  if (start > 3) items.push({ type: 'ellipsis', key: 'start' });
  else if (start === 3) items.push({ type: 'page', page: 2 });
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (end < pageCount - 2) items.push({ type: 'ellipsis', key: 'end' });
  else if (end === pageCount - 2) items.push({ type: 'page', page: pageCount - 1 });
  if (pageCount > 1) items.push({ type: 'page', page: pageCount });
  return items;
}
