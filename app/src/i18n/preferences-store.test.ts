import { describe, expect, it } from 'vitest';
import { chosenCurrency, displayCurrency } from './preferences-store.ts';

describe('the display currency (issue 38: a French visitor in Canada sees CAD and km)', () => {
  it('is the visitor’s choice when they made one', () => {
    expect(displayCurrency(chosenCurrency('USD'), 'fr')).toBe('USD');
    expect(displayCurrency(chosenCurrency('CAD'), 'en')).toBe('CAD');
  });
  it('is CAD on a French page and USD on an English one otherwise', () => {
    expect(displayCurrency(chosenCurrency(undefined), 'fr')).toBe('CAD');
    expect(displayCurrency(chosenCurrency(undefined), 'en')).toBe('USD');
    expect(displayCurrency(chosenCurrency('EUR'), 'fr')).toBe('CAD');
  });
});
