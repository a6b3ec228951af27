// The calendar page's month grid (calendar-page.tsx), from md up: react-aria's range calendar, chosen by mouse or
// keyboard (arrows, Enter). A chunk of its own: narrow screens show the agenda and never load it.
import type { CalendarRv, Currency } from '@rove/contract';
import type { CalendarDate } from '@internationalized/date';
import { ChevronLeftIcon, ChevronRightIcon, Skeleton } from '@rove/ui';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import { DayContent } from './calendar-parts.tsx';
import { hatched } from './calendar-agenda.tsx';
import { dayState } from './calendar-view.ts';

export function MonthGrid({
  label,
  range,
  onChange,
  focused,
  onFocusChange,
  now,
  rvs,
  oneRv,
  money,
  loading,
}: {
  label: string;
  range: RangeValue<CalendarDate> | null;
  onChange: (value: RangeValue<CalendarDate> | null) => void;
  focused: CalendarDate;
  onFocusChange: (value: CalendarDate) => void;
  now: CalendarDate;
  rvs: CalendarRv[];
  oneRv: CalendarRv | undefined;
  money: (amount: number, currency: Currency) => string;
  loading: boolean;
}) {
  const todayIso = now.toString();
  return (
    <RangeCalendar
      aria-label={label}
      value={range}
      onChange={onChange}
      focusedValue={focused}
      onFocusChange={onFocusChange}
      minValue={now}
      className="rounded-lg border border-border bg-surface p-3"
    >
      <header className="mb-2 flex items-center justify-between gap-2">
        <AriaButton
          slot="previous"
          className="rounded-md p-2 hover:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring [&_svg]:size-5"
        >
          <ChevronLeftIcon aria-hidden="true" />
        </AriaButton>
        <Heading className="font-display text-xl font-semibold" />
        <AriaButton
          slot="next"
          className="rounded-md p-2 hover:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring [&_svg]:size-5"
        >
          <ChevronRightIcon aria-hidden="true" />
        </AriaButton>
      </header>
      <CalendarGrid className="w-full table-fixed border-separate border-spacing-0.5" weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted-foreground">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={({ isSelected, isOutsideMonth, isFocusVisible, isDisabled }) =>
                [
                  'flex h-20 flex-col items-stretch gap-0.5 overflow-hidden rounded-md border p-1 text-start text-xs outline-none',
                  isOutsideMonth ? 'invisible' : '',
                  isSelected ? 'border-primary bg-primary-soft' : 'border-border',
                  // Past days: greyed, not selectable (minValue). Blocked nights: hatched.
                  isDisabled ? 'cursor-default bg-muted text-muted-foreground' : 'cursor-pointer hover:bg-muted',
                  !isSelected && oneRv && dayState(oneRv, date.toString(), todayIso).kind === 'blocked' ? hatched : '',
                  isFocusVisible ? 'outline-2 outline-offset-2 outline-ring outline-solid' : '',
                ].join(' ')
              }
            >
              {({ formattedDate }) => (
                <DayContent iso={date.toString()} today={todayIso} label={formattedDate} rvs={rvs} oneRv={oneRv} money={money} />
              )}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
      {loading ? <Skeleton className="mt-2 h-4 w-40" /> : null}
    </RangeCalendar>
  );
}
