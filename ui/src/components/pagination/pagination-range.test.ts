import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range.ts';

const show = (page: number, count: number) =>
  paginationRange(page, count)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationRange', () => {
  it.each([
    [1, 1, '1'],
    [1, 2, '1 2'],
    [1, 5, '1 2 … 5'],
    [3, 5, '1 2 3 4 5'],
    [4, 7, '1 2 3 4 5 6 7'],
    [5, 9, '1 … 4 5 6 … 9'],
    [1, 10, '1 2 … 10'],
    [10, 10, '1 … 9 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [8, 10, '1 … 7 8 9 10'],
  ])('page %i of %i shows %s', (page, count, expected) => {
    expect(show(page, count)).toBe(expected);
  });

  it('clamps out-of-range pages and refuses empty counts', () => {
    expect(show(0, 3)).toBe('1 2 3');
    expect(show(99, 3)).toBe('1 2 3');
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });
});
