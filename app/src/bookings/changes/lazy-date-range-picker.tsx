// The change's date picker (react-aria's date fields and their calendar, @internationalized/date's days) loads once
// the dates page has shown, in a placeholder of its size, rather than before the page can show (issue 35). The page
// holds the days as YYYY-MM-DD (isoRange), so nothing of the picker's date library loads with it. The placeholder
// holds the field's label, box and help text in the same places: nothing moves when the picker arrives.
import { lazy, Suspense } from 'react';
import { afterFirstPage } from '../../lib/app-ready.tsx';

/** A stay as YYYY-MM-DD days. */
export interface IsoRange {
  start: string;
  end: string;
}

export interface IsoDateRangePickerProps {
  label: string;
  description?: string;
  isRequired?: boolean;
  minNights?: number;
  range: IsoRange | null;
  /** The nights already taken (each range's end day is free). */
  unavailable: readonly { StartDate: string; EndDate: string }[];
  onChange: (range: IsoRange | null) => void;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both ends as days, the end after the start (as the picker's parseTripDates asks); null otherwise. */
export function isoRange(start: string | null | undefined, end: string | null | undefined): IsoRange | null {
  if (!start || !end || !ISO_DAY.test(start) || !ISO_DAY.test(end) || end <= start) return null;
  return { start, end };
}

const Picker = lazy(() =>
  afterFirstPage()
    .then(() => import('./iso-date-range-picker.tsx'))
    .then((m) => ({ default: m.IsoDateRangePicker })),
);

function Placeholder({ label, description }: Pick<IsoDateRangePickerProps, 'label' | 'description'>) {
  return (
    <div className="flex flex-col gap-1.5" aria-hidden="true">
      <span className="text-sm font-medium text-foreground">{label}</span>
      <div className="h-11 w-full max-w-md rounded-md border border-input bg-surface" />
      <span className="block min-h-5 text-sm" />
      {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
    </div>
  );
}

export function LazyDateRangePicker(props: IsoDateRangePickerProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} description={props.description} />}>
      <Picker {...props} />
    </Suspense>
  );
}
