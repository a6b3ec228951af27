import { type CalendarDate, getLocalTimeZone, toCalendarDate, today } from '@internationalized/date';
import { lazy, Suspense, useContext, useEffect, useId, useRef, useState } from 'react';
import {
  Button as AriaButton,
  DateFieldStateContext,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog as AriaDialog,
  FieldError,
  Group,
  Label,
  Popover as AriaPopover,
  Text,
} from 'react-aria-components';
import { CalendarIcon, CloseIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, languageOf, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { plural } from '../plural.ts';
import { useMediaQuery, WIDE_SCREEN } from '../use-media-query.ts';
import { fieldButton } from './field-button.ts';
import { checkTripDates, nightsBetween, type TripDates } from './trip-dates.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl-format.ts';

const dateRangePickerMessages = defineMessages({
  en: {
    label: 'Trip dates',
    clear: 'Clear dates',
    nights: (count: string, one: boolean) => `${count} ${one ? 'night' : 'nights'}`,
    tooShort: (count: number) => `Choose at least ${count} ${count === 1 ? 'night' : 'nights'}.`,
    unavailable: 'Crossed-out days are not available.',
    selectedUnavailable: 'Some of the chosen days are not available. Choose other dates.',
    tooEarly: 'Choose dates from today on.',
    tooLate: 'Choose earlier dates.',
    calendar: 'Calendar',
  },
  fr: {
    label: 'Dates du voyage',
    clear: 'Effacer les dates',
    nights: (count: string, one: boolean) => `${count} ${one ? 'nuit' : 'nuits'}`,
    tooShort: (count: number) => `Choisissez au moins ${count} ${count < 2 ? 'nuit' : 'nuits'}.`,
    unavailable: 'Les jours barrés ne sont pas disponibles.',
    selectedUnavailable: 'Certains des jours choisis ne sont pas disponibles. Choisissez d’autres dates.',
    tooEarly: 'Choisissez des dates à partir d’aujourd’hui.',
    tooLate: 'Choisissez des dates plus proches.',
    calendar: 'Calendrier',
  },
});

// The parts' classes, shared by the picker and its preview (the same box before and after its code runs).
const rootClass = 'group flex flex-col gap-1.5';
const labelClass = 'text-sm font-medium text-foreground';
// The end date and the buttons go to a second line where one does not hold them (a 320 px screen: WCAG 1.4.10),
// the buttons at its end as on one line.
const groupClass = cn(
  'flex min-h-11 w-full max-w-md flex-wrap items-center justify-end gap-x-1 rounded-md border border-input bg-surface ps-3 pe-1 text-surface-foreground',
  'data-[focus-within]:outline-2 data-[focus-within]:outline-offset-1 data-[focus-within]:outline-ring',
  'group-data-[invalid]:border-danger-border data-[disabled]:opacity-50',
);
const startClass = 'flex tabular-nums';
const endClass = 'flex flex-1 tabular-nums';
const dashClass = 'px-1 text-muted-foreground';
// A segment's classes by its kind: a literal (the "/" between the numbers) is never focused nor a placeholder, and a
// number never a literal, so each carries only the rules it can use (ten segments a picker, on every page with one).
// Plain strings: no class of one overrides another, so cn() would only add code run at load.
const segmentBase = 'inline-block min-h-6 rounded-sm text-center leading-6 outline-none caret-transparent';
const literalSegmentClass = `${segmentBase} text-muted-foreground`;
const numberSegmentClass = `${segmentBase} min-w-6 px-0.5 data-[placeholder]:text-muted-foreground data-[focused]:bg-primary data-[focused]:text-primary-foreground data-[focused]:data-[placeholder]:text-primary-foreground`;
const segmentClass = (type: string) => (type === 'literal' ? literalSegmentClass : numberSegmentClass);
const nightsClass = 'block min-h-5 text-sm text-muted-foreground';
const descriptionClass = 'text-sm text-muted-foreground';
const errorClass = 'text-sm font-medium text-danger-foreground';

/** "4 nights" under the field, or null while no range is chosen. */
function nightsOf(value: TripDates | null, locale: string, words: (count: string, one: boolean) => string): string | null {
  const nights = value ? nightsBetween(value.start, value.end) : null;
  return nights !== null && nights > 0
    ? words(numberFormat(locale).format(nights), plural(locale, nights, { one: 'one', other: 'other' }) === 'one')
    : null;
}

/** The calendar's code (react-aria's range calendar and its grids), loaded when the popover first opens; call it to
 * have it sooner (a story's loader, a page about to open the picker). */
export const loadDateRangeCalendar = () => import('./date-range-calendar.tsx');
const DateRangeCalendar = lazy(loadDateRangeCalendar);

type DateRangePickerProps = {
  /** The chosen trip dates (controlled); null when none. */
  value?: TripDates | null;
  defaultValue?: TripDates | null;
  onChange?: (value: TripDates | null) => void;
  /** Visible label; defaults to "Trip dates". */
  label?: string;
  description?: string;
  /** The first bookable day; defaults to today in the renter's time zone (inject it in stories and tests). */
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** Booked or blocked days. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** The RV's minimum number of nights (default 1). */
  minNights?: number;
  /** Months shown in the calendar; defaults to 2 on wide screens and 1 on narrow ones. */
  visibleMonths?: 1 | 2;
  /** The month the calendar opens on when no dates are chosen. */
  placeholderValue?: CalendarDate;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field names for the two ends (their values are YYYY-MM-DD). */
  startName?: string;
  endName?: string;
  className?: string;
};

/** Check-in and check-out: typed by segment or picked on a calendar, with booked days, a minimum stay and the nights count. */
function DateRangePicker({
  value: controlled,
  defaultValue = null,
  onChange,
  label,
  description,
  minValue,
  maxValue,
  isDateUnavailable,
  minNights = 1,
  visibleMonths,
  placeholderValue,
  isDisabled,
  isRequired,
  startName,
  endName,
  className,
}: DateRangePickerProps) {
  const t = useMessages(dateRangePickerMessages);
  const { locale } = useUiLocale();
  const wide = useMediaQuery(WIDE_SCREEN);
  const months = visibleMonths ?? (wide ? 2 : 1);
  const [uncontrolled, setUncontrolled] = useState<TripDates | null>(defaultValue);
  const value = controlled !== undefined ? controlled : uncontrolled;
  const [firstDay] = useState(() => minValue ?? today(getLocalTimeZone()));
  const min = minValue ?? firstDay;

  const setValue = (next: TripDates | null) => {
    if (controlled === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const nightsText = nightsOf(value, locale, t.nights);

  return (
    <AriaDateRangePicker
      data-slot="date-range-picker"
      value={value}
      onChange={(next) => setValue(next ? { start: next.start, end: next.end } : null)}
      minValue={min}
      maxValue={maxValue}
      isDateUnavailable={isDateUnavailable ? (date) => isDateUnavailable(toCalendarDate(date)) : undefined}
      placeholderValue={placeholderValue ?? min}
      validate={(range) => (checkTripDates(range, minNights) === 'too-short' ? t.tooShort(Math.max(1, minNights)) : null)}
      validationBehavior="aria"
      isDisabled={isDisabled}
      isRequired={isRequired}
      startName={startName}
      endName={endName}
      granularity="day"
      className={cn(rootClass, className)}
    >
      <Label className={labelClass}>{label ?? t.label}</Label>
      <Group className={groupClass}>
        <DateInput slot="start" className={startClass}>
          {(segment) => <Segment segment={segment} />}
        </DateInput>
        <span aria-hidden="true" className={dashClass}>
          –
        </span>
        <DateInput slot="end" className={endClass}>
          {(segment) => <Segment segment={segment} />}
        </DateInput>
        {value && !isDisabled ? (
          <button type="button" className={fieldButton} aria-label={t.clear} onClick={() => setValue(null)}>
            <CloseIcon aria-hidden="true" />
          </button>
        ) : null}
        <AriaButton className={fieldButton}>
          <CalendarIcon aria-hidden="true" />
        </AriaButton>
      </Group>
      <output className={nightsClass} data-slot="date-range-picker-nights">
        {nightsText}
      </output>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      {/* react-stately words its built-in date errors in the browser's language, not the page's: ours replace them. */}
      <FieldError className={errorClass}>
        {({ validationDetails, validationErrors }) =>
          validationDetails.badInput
            ? t.selectedUnavailable
            : validationDetails.rangeUnderflow
              ? t.tooEarly
              : validationDetails.rangeOverflow
                ? t.tooLate
                : validationErrors.join(' ')
        }
      </FieldError>
      <AriaPopover
        data-slot="date-range-picker-popover"
        placement="bottom start"
        offset={6}
        className={cn(
          'z-popover max-w-[calc(100vw-1rem)] overflow-auto rounded-lg border border-border bg-surface p-3 text-surface-foreground shadow-lg outline-none',
          'forced-colors:border-[CanvasText]',
        )}
      >
        <AriaDialog className="outline-none">
          <Suspense fallback={<div className="h-72 w-72" aria-busy="true" />}>
            <DateRangeCalendar months={months} unavailableNote={isDateUnavailable ? t.unavailable : undefined} />
          </Suspense>
        </AriaDialog>
      </AriaPopover>
    </AriaDateRangePicker>
  );
}

/** The placeholders of an empty day, month and year, as react-aria writes them (its `<input type="date">` words). */
const placeholders = {
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
  fr: { day: 'jj', month: 'mm', year: 'aaaa' },
} as const;

type PreviewSegment = { type: 'day' | 'month' | 'year' | 'literal'; text: string; placeholder: boolean };

/** A day's segments in the locale's order, as the picker's field shows them (the placeholders when there is no day). */
function previewSegments(day: CalendarDate | null, locale: string): PreviewSegment[] {
  const language = languageOf(locale);
  const date = new Date(Date.UTC(day?.year ?? 2000, (day?.month ?? 1) - 1, day?.day ?? 1));
  const parts = dateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  return parts.flatMap((part): PreviewSegment[] => {
    if (part.type === 'literal') return [{ type: 'literal', text: part.value, placeholder: false }];
    if (part.type !== 'day' && part.type !== 'month' && part.type !== 'year') return [];
    return [{ type: part.type, text: day ? part.value : placeholders[language][part.type], placeholder: !day }];
  });
}

/**
 * The closed picker as plain markup, with no code of its own: what a server renders before the picker's code runs in
 * the browser (the picker then takes its place). The same box, words and keyboard stops as the closed picker: its
 * label, the days' segments (each a stop), the clear and calendar buttons, the nights, the description and the error.
 */
function DateRangePickerPreview({
  value = null,
  label,
  description,
  minValue,
  maxValue,
  isDateUnavailable,
  minNights = 1,
  isDisabled,
  className,
}: Pick<
  DateRangePickerProps,
  'label' | 'description' | 'minValue' | 'maxValue' | 'isDateUnavailable' | 'minNights' | 'isDisabled' | 'className'
> & { value?: TripDates | null }) {
  const t = useMessages(dateRangePickerMessages);
  const { locale } = useUiLocale();
  const id = useId();
  const min = minValue ?? today(getLocalTimeZone());
  const error = !value
    ? null
    : isDateUnavailable?.(value.start) || isDateUnavailable?.(value.end)
      ? t.selectedUnavailable
      : value.start.compare(min) < 0
        ? t.tooEarly
        : maxValue && value.end.compare(maxValue) > 0
          ? t.tooLate
          : checkTripDates(value, minNights) === 'too-short'
            ? t.tooShort(Math.max(1, minNights))
            : null;
  const segments = (day: CalendarDate | null) =>
    previewSegments(day, locale).map((segment, i) => (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        key={i}
        aria-hidden={segment.type === 'literal' || undefined}
        tabIndex={segment.type === 'literal' || isDisabled ? undefined : 0}
        data-type={segment.type}
        data-placeholder={segment.placeholder || undefined}
        className={segmentClass(segment.type)}
      >
        {segment.text}
      </span>
    ));
  return (
    <div
      data-slot="date-range-picker"
      data-preview=""
      data-invalid={error ? 'true' : undefined}
      data-disabled={isDisabled || undefined}
      className={cn(rootClass, className)}
    >
      <span id={`${id}-label`} className={labelClass}>
        {label ?? t.label}
      </span>
      {/* The picker's field is react-aria's Group, a div with the group role: the same element here. */}
      <div
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        data-disabled={isDisabled || undefined}
        className={groupClass}
      >
        <div style={{ unicodeBidi: 'isolate' }} className={startClass}>
          {segments(value?.start ?? null)}
        </div>
        <span aria-hidden="true" className={dashClass}>
          –
        </span>
        <div style={{ unicodeBidi: 'isolate' }} className={endClass}>
          {segments(value?.end ?? null)}
        </div>
        {value && !isDisabled ? (
          <button type="button" className={fieldButton} aria-label={t.clear}>
            <CloseIcon aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          id={`${id}-calendar`}
          className={fieldButton}
          aria-label={t.calendar}
          aria-labelledby={`${id}-calendar ${id}-label`}
          aria-haspopup="dialog"
          aria-expanded="false"
          disabled={isDisabled}
        >
          <CalendarIcon aria-hidden="true" />
        </button>
      </div>
      <output className={nightsClass} data-slot="date-range-picker-nights">
        {nightsOf(value, locale, t.nights)}
      </output>
      {description ? (
        <span id={`${id}-description`} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {error ? <span className={errorClass}>{error}</span> : null}
    </div>
  );
}

type SegmentValue = Parameters<typeof DateSegment>[0]['segment'];

/**
 * A day or month typed with a leading zero ("05"). react-aria sets the segment to 0 on the "0"; when the second
 * digit then moves focus out of the field (the start's day is its last segment in fr-CA), the field's blur
 * constrains the stale day 0 to the 1st over the typed value. So a "0" typed first (since the segment took focus)
 * is kept here and the two digits are set together, before focus moves on. A "0" after another digit (the 10th,
 * the 30th, October) is react-aria's as any digit.
 */
function useLeadingZero(segment: SegmentValue) {
  const state = useContext(DateFieldStateContext);
  // The next key is the first since the segment took focus; a "0" as that first key is waiting for its digit.
  const first = useRef(true);
  const zero = useRef(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !state || (segment.type !== 'day' && segment.type !== 'month')) return;
    const reset = () => {
      first.current = true;
      zero.current = false;
    };
    const onBeforeInput = (event: InputEvent) => {
      if (state.isDisabled || state.isReadOnly || event.data === null) return;
      if (first.current) {
        first.current = false;
        if (event.data !== '0') return;
        // The first key since focus is a zero: nothing to set yet.
        event.preventDefault();
        event.stopImmediatePropagation();
        zero.current = true;
        return;
      }
      if (!zero.current) return;
      zero.current = false;
      const digit = Number(event.data);
      if (!/^[1-9]$/.test(event.data) || digit > (segment.maxValue ?? 12)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      state.setSegment(segment.type, digit);
      // Two digits typed: on to the next segment, as react-aria does.
      const root = element.closest('[data-slot=date-range-picker]') ?? element.parentElement;
      const segments = [...(root?.querySelectorAll<HTMLElement>('[data-type]:not([data-type=literal])[tabindex]') ?? [])];
      segments[segments.indexOf(element) + 1]?.focus();
    };
    element.addEventListener('focus', reset);
    // Capture: before react-aria's own listener on the same element.
    element.addEventListener('beforeinput', onBeforeInput, { capture: true });
    return () => {
      element.removeEventListener('focus', reset);
      element.removeEventListener('beforeinput', onBeforeInput, { capture: true });
    };
  }, [segment.type, segment.maxValue, state]);
  return ref;
}

function Segment({ segment }: { segment: SegmentValue }) {
  const ref = useLeadingZero(segment);
  return <DateSegment ref={ref} segment={segment} className={segmentClass(segment.type)} />;
}

export { DateRangePicker, DateRangePickerPreview, type DateRangePickerProps };
