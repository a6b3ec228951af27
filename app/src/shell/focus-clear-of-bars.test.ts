import { describe, expect, it } from 'vitest';
import { scrollToClear } from './focus-clear-of-bars.ts';

// A 390 × 844 phone: the header stuck at the top (its bottom at 65), the tab bar at the bottom (its top at 787).
const room = { top: 65, bottom: 787 };

describe('scrollToClear', () => {
  it('leaves an element clear of both bars where it is', () => {
    expect(scrollToClear({ top: 300, bottom: 340 }, room)).toBe(0);
    expect(scrollToClear({ top: 73, bottom: 779 }, room)).toBe(0);
  });

  it('scrolls an element under the tab bar up above it, 8 px clear (the profile’s About field: 724 to 838)', () => {
    expect(scrollToClear({ top: 724, bottom: 838 }, room)).toBe(838 - 787 + 8);
  });

  it('scrolls an element under the header down below it, 8 px clear (a header wrapped onto two lines: 97 px)', () => {
    expect(scrollToClear({ top: 80, bottom: 120 }, { top: 97, bottom: 800 })).toBe(80 - 97 - 8);
  });

  it('keeps the top of an element taller than the room between the bars in sight, and does not push it up', () => {
    expect(scrollToClear({ top: 200, bottom: 1000 }, room)).toBe(0);
    expect(scrollToClear({ top: 40, bottom: 1000 }, room)).toBe(40 - 65 - 8);
  });
});
