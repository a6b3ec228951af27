// The change's date picker on YYYY-MM-DD days (lazy-date-range-picker.tsx loads this module once the page has shown):
// the days as CalendarDate values, and the RV's unavailable nights as a test on them, only here.
import { DateRangePicker, parseIsoDay, toIsoDay } from '@rove/ui/widgets/date-range-picker';
import { useMemo } from 'react';
import { bookedDayTest } from '../../renter/index.ts';
import type { IsoDateRangePickerProps } from './lazy-date-range-picker.tsx';

export function IsoDateRangePicker({ range, unavailable, onChange, ...props }: IsoDateRangePickerProps) {
  // The days as the reader left them, even out of order while they type (the page says what is wrong at Continue).
  const value = useMemo(() => {
    const start = parseIsoDay(range?.start);
    const end = parseIsoDay(range?.end);
    return start && end ? { start, end } : null;
  }, [range]);
  const isDateUnavailable = useMemo(() => bookedDayTest(unavailable), [unavailable]);
  return (
    <DateRangePicker
      {...props}
      value={value}
      isDateUnavailable={isDateUnavailable}
      onChange={(next) => onChange(next ? { start: toIsoDay(next.start), end: toIsoDay(next.end) } : null)}
    />
  );
}
