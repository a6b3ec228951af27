import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCurrency } from './preferences-store.ts';
import { initI18n, setLocale } from './i18n.ts';
import { useFormatters } from './use-formatters.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await initI18n('en');
});

describe('useFormatters', () => {
  it('shows server amounts in the visitor’s currency and the page’s language', async () => {
    setCurrency('CAD');
    await setLocale('fr');
    const { result } = renderHook(() => useFormatters());
    expect(plain(result.current.money(73, 'USD'))).toBe('100 $');
    expect(plain(result.current.distance(100, 'US'))).toBe('62 mi');
    expect(plain(result.current.time(new Date('2026-07-01T21:05:00Z'), 'UTC'))).toBe('21 h 05');
  });

  it('formats 12-hour English in US dollars', async () => {
    setCurrency('USD');
    await setLocale('en');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.money(100, 'CAD')).toBe('$73');
    expect(plain(result.current.time(new Date('2026-07-01T21:05:00Z'), 'UTC'))).toBe('9:05 PM');
  });
});
