// The calendar on narrow screens (issue 38): the month as an agenda, one row per day, so nothing is cut short. A row
// says the day, what the night holds (booked by whom, blocked and by what, or available) and its price in full; a
// blocked night is hatched and has no price; a past day is greyed and cannot be chosen. Tapping a row chooses nights as
// the wide screens' range calendar does (calendar-view.ts tapDay): the first night, then the last. In the current
// month the days already gone are folded away under one button, so the agenda opens on today.
import type { CalendarRv, Currency } from '@rove/contract';
import { type CalendarDate, endOfMonth, startOfMonth } from '@internationalized/date';
import { ChevronLeftIcon, ChevronRightIcon, cn, dateTimeFormat } from '@rove/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../routes/use-locale-path.ts';
import { dayAcrossRvs, dayOfRv, dayState } from './calendar-view.ts';
import { intlLocale } from '../i18n/format.ts';

/** The hatching of a blocked night (the same in the grid's cells). */
export const hatched = 'bg-[repeating-linear-gradient(135deg,var(--color-border)_0_2px,transparent_2px_8px)]';

export function CalendarAgenda({
  month,
  onMonthChange,
  today,
  rvs,
  oneRv,
  selected,
  onTap,
  money,
  label,
}: {
  /** A day of the month shown. */
  month: CalendarDate;
  onMonthChange: (month: CalendarDate) => void;
  today: CalendarDate;
  rvs: readonly CalendarRv[];
  oneRv: CalendarRv | undefined;
  selected: { start: string; end: string } | null;
  onTap: (iso: string) => void;
  money: (amount: number, currency: Currency) => string;
  label: string;
}) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const intl = intlLocale(locale);
  const first = startOfMonth(month);
  const days: CalendarDate[] = [];
  for (let day = first; day.compare(endOfMonth(month)) <= 0; day = day.add({ days: 1 })) days.push(day);
  const utc = (day: CalendarDate) => new Date(Date.UTC(day.year, day.month - 1, day.day));
  const monthFormat = dateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthName = monthFormat.format(utc(first));
  const next = first.add({ months: 1 });
  const heading = useRef<HTMLHeadingElement>(null);
  const weekday = dateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' });
  const fullDate = dateTimeFormat(intl, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const todayIso = today.toString();
  const canGoBack = first.compare(startOfMonth(today)) > 0;
  // In the current month, the days already gone are folded away (shown on demand, greyed): the agenda opens on today.
  const [showPast, setShowPast] = useState(false);
  const pastCount = days.filter((day) => day.toString() < todayIso).length;
  const shown = showPast ? days : days.filter((day) => day.toString() >= todayIso);
  const nav = 'inline-flex size-11 items-center justify-center rounded-md hover:bg-muted disabled:opacity-40 [&_svg]:size-5';
  return (
    <section data-testid="calendar-agenda" aria-labelledby="agenda-month" className="flex flex-col gap-2">
      <header className="flex items-center justify-between gap-2">
        <button type="button" className={nav} disabled={!canGoBack} onClick={() => onMonthChange(first.subtract({ months: 1 }))}>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="sr-only">{t('calendar.previous')}</span>
        </button>
        <h2
          id="agenda-month"
          ref={heading}
          tabIndex={-1}
          aria-live="polite"
          className="font-display text-xl font-semibold outline-none first-letter:uppercase"
        >
          {monthName}
        </h2>
        <button type="button" className={nav} onClick={() => onMonthChange(next)}>
          <ChevronRightIcon aria-hidden="true" />
          <span className="sr-only">{t('calendar.next')}</span>
        </button>
      </header>
      {pastCount ? (
        <button
          type="button"
          aria-expanded={showPast}
          onClick={() => setShowPast((open) => !open)}
          className="min-h-11 self-start rounded-md px-2 text-sm font-semibold text-primary underline underline-offset-4 hover:bg-muted"
        >
          {showPast ? t('calendar.hidePast', { count: pastCount }) : t('calendar.showPast', { count: pastCount })}
        </button>
      ) : null}
      <ul aria-label={label} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {shown.map((day) => {
          const iso = day.toString();
          const isSelected = Boolean(selected && selected.start <= iso && iso <= selected.end);
          let past = iso < todayIso;
          let blocked = false;
          let status: string;
          let price: string | null = null;
          let priced = false;
          if (oneRv) {
            const state = dayState(oneRv, iso, todayIso);
            const night = dayOfRv(oneRv, iso);
            past = state.past;
            blocked = state.kind === 'blocked';
            status =
              state.kind === 'booked'
                ? night.booking?.RenterName
                  ? t('calendar.agendaBooked', { renter: night.booking.RenterName })
                  : t('calendar.booked') // not "Booked: Booked" when the renter's name is not given
                : state.kind === 'blocked'
                  ? night.block?.Source === 'ical'
                    ? t('calendar.agendaImported', { feed: night.block.FeedName ?? '' })
                    : t('calendar.blocked')
                  : state.past
                    ? ''
                    : t('calendar.available');
            price = state.price === null ? null : money(state.price, oneRv.Currency);
            priced = state.priceOverridden;
          } else {
            const counts = dayAcrossRvs(rvs, iso);
            status = [
              counts.booked ? t('calendar.countBooked', { count: counts.booked }) : null,
              counts.blocked ? t('calendar.countBlocked', { count: counts.blocked }) : null,
              counts.free ? t('calendar.countFree', { count: counts.free }) : null,
            ]
              .filter(Boolean)
              .join(' · ');
          }
          return (
            <li key={iso}>
              <button
                type="button"
                disabled={past}
                aria-pressed={isSelected}
                data-kind={blocked ? 'blocked' : undefined}
                data-past={past || undefined}
                onClick={() => onTap(iso)}
                className={cn(
                  'flex min-h-14 w-full items-center gap-3 px-3 py-2 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  past ? 'cursor-default bg-muted text-muted-foreground' : 'hover:bg-muted/60',
                  isSelected && 'bg-primary-soft text-primary-soft-foreground',
                  blocked && !isSelected && hatched,
                )}
              >
                <span aria-hidden="true" className="flex w-12 shrink-0 flex-col leading-tight">
                  <span className="text-xs uppercase">{weekday.format(utc(day))}</span>
                  <span className="text-lg font-semibold tabular-nums">{day.day}</span>
                </span>
                <span className="sr-only">{fullDate.format(utc(day))}</span>
                <span className="min-w-0 flex-1 text-sm">
                  {iso === todayIso ? <span className="me-2 font-semibold">{t('calendar.today')}</span> : null}
                  {status}
                </span>
                {price ? <span className={cn('shrink-0 font-semibold tabular-nums', priced && 'text-primary')}>{price}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {/* Read to its end (near the end of a month only a few days are left), the agenda goes on with the next month: the
          reader is taken back to its heading, which names the month. */}
      <button
        type="button"
        onClick={() => {
          onMonthChange(next);
          heading.current?.focus();
          heading.current?.scrollIntoView({ block: 'nearest' });
        }}
        className="inline-flex min-h-11 items-center gap-1 self-end rounded-md px-2 text-sm font-semibold text-primary underline underline-offset-4 hover:bg-muted [&_svg]:size-4"
      >
        {t('calendar.continueTo', { month: monthFormat.format(utc(next)) })}
        <ChevronRightIcon aria-hidden="true" />
      </button>
    </section>
  );
}
