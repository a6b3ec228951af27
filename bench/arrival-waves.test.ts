import { describe, expect, it } from 'vitest';
import { arrivalWaves } from './arrival-waves.ts';

describe('arrivalWaves', () => {
  it('counts the ends within one round trip of a wave’s first end as that wave, in any order', () => {
    expect(arrivalWaves([], 150)).toBe(0);
    expect(arrivalWaves([1000], 150)).toBe(1);
    expect(arrivalWaves([1150, 1000, 1100], 150)).toBe(1);
    expect(arrivalWaves([1000, 1151], 150)).toBe(2);
  });

  it('gives six scripts a round trip apiece as one wave each time: 13 ends, 3 waves', () => {
    const ends = [...Array(6).fill(500), ...Array(6).fill(660), 820];
    expect(arrivalWaves(ends, 150)).toBe(3);
  });
});
