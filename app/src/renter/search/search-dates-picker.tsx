// The search page's dates: the URL's YYYY-MM-DD days in and out, CalendarDate values only inside this widget (a lazy
// widget, lib/lazy-widgets.tsx), so the date library loads with the picker and not with the search page.
import { DateRangePicker, parseTripDates, toIsoDay } from '@rove/ui/widgets/date-range-picker';

export interface SearchDates {
  startDate?: string;
  endDate?: string;
}

export function SearchDatesPicker({
  label,
  startDate,
  endDate,
  onChange,
}: SearchDates & { label: string; onChange: (dates: SearchDates) => void }) {
  return (
    <DateRangePicker
      label={label}
      value={parseTripDates(startDate, endDate)}
      onChange={(range) =>
        onChange({ startDate: range ? toIsoDay(range.start) : undefined, endDate: range ? toIsoDay(range.end) : undefined })
      }
    />
  );
}
