// What the calendar page draws beside its grid: a night's content in its cell (decoration: the cell's name says it) and
// the month told in words.
import { type Currency, type CalendarRv } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { dayAcrossRvs, dayOfRv, dayState } from './calendar-view.ts';
import { rangeText, useDateText } from './dates.ts';

export function DayContent({
  iso,
  today,
  label,
  rvs,
  oneRv,
  money,
}: {
  iso: string;
  /** Today (ISO): days before it are greyed, without a price. */
  today: string;
  label: string;
  rvs: readonly CalendarRv[];
  oneRv: CalendarRv | undefined;
  money: (amount: number, currency: Currency) => string;
}) {
  const { t } = useTranslation('host');
  // The cell is named by its date; what the night holds is drawn with CSS generated content (decoration, so the
  // name stays the date) and said in words in "This month in words" below the grid.
  const note = (text: string, className: string, kind: string) => (
    <span
      aria-hidden="true"
      data-note={text}
      data-kind={kind}
      className={`block truncate rounded px-1 after:content-[attr(data-note)] ${className}`}
    />
  );
  if (oneRv) {
    const state = dayState(oneRv, iso, today);
    const day = dayOfRv(oneRv, iso);
    return (
      <>
        <span className="font-semibold tabular-nums">{label}</span>
        {state.kind === 'booked'
          ? note(day.booking?.RenterName || t('calendar.booked'), 'bg-primary text-primary-foreground', 'booked')
          : state.kind === 'blocked'
            ? note(
                day.block?.Source === 'ical' ? (day.block.FeedName ?? t('calendar.blocked')) : t('calendar.blocked'),
                // A label as wide as its word on the hatching (not a band across part of the cell).
                'w-fit max-w-full bg-surface/90 font-medium text-foreground',
                'blocked',
              )
            : null}
        {/* A price only on a free night from today on: a blocked night is hatched, without one. */}
        {state.price !== null
          ? note(
              money(state.price, oneRv.Currency),
              state.priceOverridden ? 'font-semibold text-primary' : 'text-muted-foreground',
              'price',
            )
          : null}
      </>
    );
  }
  const counts = dayAcrossRvs(rvs, iso);
  return (
    <>
      <span className="font-semibold tabular-nums">{label}</span>
      {counts.booked ? note(t('calendar.countBooked', { count: counts.booked }), '', 'booked') : null}
      {counts.blocked ? note(t('calendar.countBlocked', { count: counts.blocked }), 'text-muted-foreground', 'blocked') : null}
    </>
  );
}

/** The month in words for each RV: bookings, blocked nights, prices (the grid's text alternative). */
export function MonthInWords({ rvs, money }: { rvs: readonly CalendarRv[]; money: (amount: number, currency: Currency) => string }) {
  const { t } = useTranslation('host');
  const dateText = useDateText();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="month-in-words">
      <h2 id="month-in-words" className="font-display text-xl font-semibold">
        {t('calendar.inWords')}
      </h2>
      {rvs.map((rv) => (
        <div key={rv.Id} className="flex flex-col gap-1">
          <h3 className="font-semibold">{rv.Name}</h3>
          {rv.Bookings.length === 0 && rv.Blocks.length === 0 && rv.Days.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('calendar.allFree')}</p>
          ) : (
            <ul className="list-disc ps-5 text-sm">
              {rv.Bookings.map((booking) => (
                <li key={`b${booking.BookingId}-${booking.StartDate}`}>
                  {/* Without the renter's name (not given), no "booked by Booked". */}
                  {t(booking.RenterName ? 'calendar.bookingLine' : 'calendar.bookingLineNoName', {
                    when: rangeText(dateText, booking.StartDate, booking.EndDate),
                    renter: booking.RenterName,
                    status: t(`calendar.status.${booking.Status}`, { defaultValue: booking.Status }),
                  })}
                </li>
              ))}
              {rv.Blocks.map((block) => (
                <li key={`k${block.Id}`}>
                  {block.Source === 'ical'
                    ? t('calendar.importedLine', { when: rangeText(dateText, block.StartDate, block.EndDate), feed: block.FeedName ?? '' })
                    : t('calendar.blockLine', { when: rangeText(dateText, block.StartDate, block.EndDate) })}
                </li>
              ))}
              {rv.Days.filter((day) => day.NightlyPrice !== null).map((day) => (
                <li key={`p${day.Date}`}>
                  {t('calendar.priceLine', { when: dateText(day.Date), price: money(day.NightlyPrice ?? 0, rv.Currency) })}
                </li>
              ))}
              {rv.Days.filter((day) => day.MinimumNights !== null).map((day) => (
                <li key={`m${day.Date}`}>{t('calendar.minimumLine', { when: dateText(day.Date), count: day.MinimumNights ?? 0 })}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
