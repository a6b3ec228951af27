import { describe, expect, it } from 'vitest';
import { formatRating } from './format.ts';

describe('formatRating', () => {
  it('writes a rating out of 5 with two decimals in the language’s digits', () => {
    expect(formatRating(4.8571, 'en')).toBe('4.86');
    expect(formatRating(4.8571, 'fr')).toBe('4,86');
    expect(formatRating(5, 'fr')).toBe('5,00');
  });
});
