import { describe, expect, it } from 'vitest';
import { assertGridColumns, gridColumns, gridTemplate } from './grid-columns.ts';

// Specification: "The grid column helper accepts only values 1 to 12."
describe('gridColumns', () => {
  it.each([
    [1, 'col-span-1'],
    [6, 'col-span-6'],
    [12, 'col-span-12'],
  ] as const)('accepts %i', (n, expected) => {
    expect(gridColumns(n)).toBe(expected);
  });

  it.each([0, 13, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '6', null, undefined])('refuses %s', (n) => {
    expect(() => gridColumns(n as never)).toThrow(RangeError);
    expect(() => assertGridColumns(n)).toThrow('from 1 to 12');
  });

  it('takes a span per breakpoint, each checked', () => {
    expect(gridColumns({ base: 12, md: 6, lg: 4 })).toBe('col-span-12 md:col-span-6 lg:col-span-4');
    expect(() => gridColumns({ base: 12, md: 0 as never })).toThrow(RangeError);
    expect(() => gridColumns({ huge: 3 } as never)).toThrow('Unknown grid breakpoint');
  });

  it('builds grid templates of 1 to 12 columns only', () => {
    expect(gridTemplate(12)).toBe('grid-cols-12');
    expect(gridTemplate({ base: 1, sm: 2 })).toBe('grid-cols-1 sm:grid-cols-2');
    expect(() => gridTemplate(13 as never)).toThrow(RangeError);
  });

  it('is a type error outside 1 to 12', () => {
    // @ts-expect-error: 13 is not a GridColumns value.
    expect(() => gridColumns(13)).toThrow(RangeError);
    // @ts-expect-error: 0 is not a GridColumns value.
    expect(() => gridColumns({ md: 0 })).toThrow(RangeError);
  });
});
