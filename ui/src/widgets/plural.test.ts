import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const nights = { one: 'night', other: 'nights' };

describe('plural', () => {
  it.each([
    ['en-US', 0, 'nights'],
    ['en-US', 1, 'night'],
    ['en-CA', 2, 'nights'],
    ['fr-CA', 0, 'night'],
    ['fr-CA', 1, 'night'],
    ['fr-CA', 1.5, 'night'],
    ['fr-CA', 2, 'nights'],
  ])('%s %d -> %s', (locale, count, form) => {
    expect(plural(locale, count, nights)).toBe(form);
  });
});
