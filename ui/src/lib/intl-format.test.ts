import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format.ts';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, made once', () => {
    const a = numberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' })).toBe(a);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    );
  });

  it('keeps formatters of other locales, options or kinds apart', () => {
    const money = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'CAD' })).not.toBe(money);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'USD' })).not.toBe(money);
    expect(numberFormat('en-US')).not.toBe(money);
    expect(dateTimeFormat('en-US', {})).not.toBe(numberFormat('en-US', {}));
  });

  it('formats as Intl does', () => {
    const day = Date.UTC(2026, 11, 1);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5),
    );
    expect(dateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(day),
    );
  });

  it('treats an option left undefined as the default it is', () => {
    expect(dateTimeFormat('en-US', { hour: 'numeric', timeZone: undefined })).toBe(dateTimeFormat('en-US', { hour: 'numeric' }));
  });
});
