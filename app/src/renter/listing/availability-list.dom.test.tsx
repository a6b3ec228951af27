// The availability calendar's "today" is the visitor's calendar day: on the evening of November 30 in Los Angeles
// (already December 1 in UTC) the calendar opens on November, with the 30th still open.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { AvailabilityList, monthTableHeightRem } from './availability-list.tsx';
import type { ListingDetail } from './listing-api.ts';

const zone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T04:30:00Z'));
  await initI18n('en');
});
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

it('opens on the month of the visitor’s today, not the UTC date’s', () => {
  const listing = { BookedDates: [], Rules: { MinimumNights: 2 } } as unknown as ListingDetail;
  render(<AvailabilityList listing={listing} />);
  expect(screen.getAllByRole('table')[0]).toHaveAccessibleName('November 2026');
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  const november = screen.getAllByRole('table')[0];
  const days = [...november.querySelectorAll('td > span')].map((cell) => cell.textContent);
  expect(days).toContain('30, available');
});

it('leaves the months’ grids to the browser: the server writes boxes of their height and the booked ranges in words', async () => {
  const { renderToString } = await import('react-dom/server');
  const listing = {
    BookedDates: [{ StartDate: '2026-12-10', EndDate: '2026-12-14' }],
    Rules: { MinimumNights: 2 },
  } as unknown as ListingDetail;
  const html = renderToString(<AvailabilityList listing={listing} />);
  expect(html).not.toContain('<table');
  expect(html).not.toContain('aria-live');
  // December 2026 (the UTC day) starts on a Tuesday: 5 weeks; January 2027 starts on a Friday: 6 weeks.
  expect(html).toContain(`height:${monthTableHeightRem(2026, 12)}rem`);
  expect(html).toContain(`height:${monthTableHeightRem(2027, 1)}rem`);
  expect(html).toContain('Booked from');
});

it('gives a month’s box the height of its table: caption, weekdays and its weeks', () => {
  // February 2026: Sunday the 1st, 28 days, 4 weeks; August 2026: Saturday the 1st, 6 weeks.
  expect(monthTableHeightRem(2026, 2)).toBe(1.75 + 1.5 + 4 * 2.25);
  expect(monthTableHeightRem(2026, 8)).toBe(1.75 + 1.5 + 6 * 2.25);
  expect(monthTableHeightRem(2026, 12)).toBe(1.75 + 1.5 + 5 * 2.25);
});
