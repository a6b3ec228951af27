import { describe, expect, it } from 'vitest';
import { clampGuests, defaultGuests, guestCount, guestLimits, guestSummary } from './guests.ts';

describe('booking defaults: adults 1, children 0, pets false', () => {
  it('starts with one adult, no children, no pets', () => {
    expect(defaultGuests).toEqual({ adults: 1, children: 0, pets: false });
    expect(clampGuests({})).toEqual(defaultGuests);
  });
});

describe('adults at least 1, children at least 0, at most the sleeping capacity together', () => {
  it.each([
    [{ adults: 0, children: 0 }, 4, { adults: 1, children: 0, pets: false }],
    [{ adults: -3, children: -1 }, 4, { adults: 1, children: 0, pets: false }],
    [{ adults: 2, children: 3 }, 4, { adults: 2, children: 2, pets: false }],
    [{ adults: 6, children: 2 }, 4, { adults: 4, children: 0, pets: false }],
    [{ adults: 2.7, children: 1.2, pets: true }, 6, { adults: 2, children: 1, pets: true }],
    [{ adults: Number.NaN, children: 1 }, 6, { adults: 1, children: 1, pets: false }],
    [{ adults: 3, children: 2 }, null, { adults: 3, children: 2, pets: false }],
  ])('%o in an RV sleeping %s -> %o', (guests, sleeps, expected) => {
    expect(clampGuests(guests, sleeps)).toEqual(expected);
  });
  it.each([
    [{ adults: 1, children: 0, pets: false }, 6, { adults: { min: 1, max: 6 }, children: { min: 0, max: 5 } }],
    [{ adults: 4, children: 2, pets: false }, 6, { adults: { min: 1, max: 4 }, children: { min: 0, max: 2 } }],
    [{ adults: 1, children: 0, pets: false }, 1, { adults: { min: 1, max: 1 }, children: { min: 0, max: 0 } }],
  ])('limits of %o sleeping %i', (guests, sleeps, limits) => {
    expect(guestLimits(guests, sleeps)).toEqual(limits);
  });
  it('counts adults plus children as guests', () => {
    expect(guestCount({ adults: 2, children: 3, pets: true })).toBe(5);
  });
});

describe('the summary, with each language’s plurals', () => {
  it.each([
    [{ adults: 1, children: 0, pets: false }, 'en-US', '1 adult'],
    [{ adults: 2, children: 1, pets: false }, 'en-US', '2 adults, 1 child'],
    [{ adults: 2, children: 3, pets: true }, 'en-CA', '2 adults, 3 children, pets'],
    [{ adults: 1, children: 0, pets: true }, 'fr-CA', '1 adulte, animaux'],
    [{ adults: 2, children: 1, pets: false }, 'fr-CA', '2 adultes, 1 enfant'],
    [{ adults: 3, children: 2, pets: true }, 'fr-CA', '3 adultes, 2 enfants, animaux'],
  ])('%o in %s -> %s', (guests, locale, summary) => {
    expect(guestSummary(guests, locale)).toBe(summary);
  });
});
