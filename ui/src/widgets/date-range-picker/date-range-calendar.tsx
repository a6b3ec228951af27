// The open date range picker's calendar, in its own chunk: it renders inside the picker's popover and reads the
// picker's state through react-aria's contexts.
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarCellRenderProps,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { fieldButton } from './field-button.ts';

const cellClass = (state: CalendarCellRenderProps) =>
  cn(
    'relative flex size-10 cursor-default items-center justify-center text-sm tabular-nums outline-none',
    state.isOutsideMonth && 'invisible',
    state.isSelected && 'bg-primary-soft text-primary-soft-foreground',
    (state.isSelectionStart || state.isSelectionEnd) && 'rounded-md bg-primary font-semibold text-primary-foreground',
    !state.isSelected && !state.isDisabled && !state.isUnavailable && 'rounded-md hover:bg-muted',
    state.isUnavailable && 'text-muted-foreground line-through decoration-2',
    state.isDisabled && !state.isUnavailable && 'text-muted-foreground opacity-60',
    // outline-solid: the cell's outline-none also sets the outline style to none, so the ring needs its style back.
    state.isFocusVisible && 'z-10 outline-2 outline-offset-2 outline-ring outline-solid',
    'forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText]',
  );

function MonthGrid({ offset }: { offset?: { months: number } }) {
  return (
    <CalendarGrid offset={offset} className="border-separate border-spacing-y-0.5" weekdayStyle="short">
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted-foreground">{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

export default function DateRangeCalendar({ months, unavailableNote }: { months: 1 | 2; unavailableNote?: string }) {
  return (
    <>
      <RangeCalendar visibleDuration={{ months }} className="flex flex-col gap-2">
        <header className="flex items-center gap-2">
          <AriaButton slot="previous" className={fieldButton}>
            <ChevronLeftIcon aria-hidden="true" />
          </AriaButton>
          <Heading className="flex-1 text-center font-display text-base font-semibold" />
          <AriaButton slot="next" className={fieldButton}>
            <ChevronRightIcon aria-hidden="true" />
          </AriaButton>
        </header>
        <div className="flex gap-6">
          <MonthGrid />
          {months === 2 ? <MonthGrid offset={{ months: 1 }} /> : null}
        </div>
      </RangeCalendar>
      {unavailableNote ? <p className="mt-2 text-xs text-muted-foreground">{unavailableNote}</p> : null}
    </>
  );
}
