// The availability calendar's "today" is the visitor's calendar day: on the evening of November 30 in Los Angeles
// (already December 1 in UTC) the calendar opens on November, with the 30th still open.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { AvailabilityList } from './availability-list.tsx';
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
