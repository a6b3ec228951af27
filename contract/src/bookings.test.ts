// The typed signature's rule, shared by the signature form and the server: the same name whatever the case,
// accents or extra spaces.
import { describe, expect, it } from 'vitest';
import { normaliseName } from './bookings-vocabulary.ts';

describe('normaliseName', () => {
  it.each([
    ['  rita   RENTER ', 'rita renter'],
    ['Hélène Côté', 'helene cote'],
    ['Jean-Luc O’Brien', 'jean luc o brien'],
    ['', ''],
  ])('%j reads as %j', (typed, normalised) => {
    expect(normaliseName(typed)).toBe(normalised);
  });
});
