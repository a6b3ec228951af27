// Availability: a month calendar (booked nights marked, two months on wide screens, previous/next month) and the
// booked ranges in words. The date picker greys the same days. The months' grids are drawn by the browser (a page it
// renders draws them at once, a page the server rendered right after it hydrates, when "today" becomes the reader's
// own day): the server's HTML has the booked ranges in words and, for the grids, boxes of their size, so nothing
// moves when they appear (two months of day cells were a quarter of a listing page's markup and of its render).
import { Button, dateTimeFormat } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useCalendarToday } from '../../lib/calendar-today.ts';
import { useClientValue } from '../../lib/use-client-value.ts';
import { formatDay, intlLocale } from '../../i18n/format.ts';
import type { ListingDetail } from './listing-api.ts';
import { monthGrid, shiftMonth } from './month-grid.ts';
import { noteLaterClasses } from '../../lib/later-classes.ts';

/** The month table's classes (the server's critical CSS holds them before the table is drawn: noteLaterClasses). */
const monthClasses = {
  table: 'w-full table-fixed border-collapse text-center text-sm',
  caption: 'pb-2 text-start font-semibold capitalize',
  weekday: 'pb-1 font-medium text-muted-foreground',
  cell: 'p-0.5',
  booked: 'flex h-8 items-center justify-center rounded-md bg-muted text-muted-foreground line-through',
  past: 'flex h-8 items-center justify-center text-muted-foreground',
  open: 'flex h-8 items-center justify-center rounded-md border border-border',
  hidden: 'sr-only',
};

function MonthTable({ year, month, listing, today }: { year: number; month: number; listing: ListingDetail; today: string }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const intl = intlLocale(locale);
  const caption = dateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  // 2027-01-03 is a Sunday: weekday names from Sunday on.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2027, 0, 3 + i)));
  const long = dateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const short = dateTimeFormat(intl, { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <table className={monthClasses.table}>
      <caption className={monthClasses.caption}>{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d.toISOString()} scope="col" abbr={long.format(d)} className={monthClasses.weekday}>
              {short.format(d)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(year, month, listing.BookedDates, today).map((week) => (
          <tr key={week.find(Boolean)?.iso}>
            {week.map((day, i) =>
              day ? (
                <td key={day.iso} className={monthClasses.cell}>
                  <span className={day.booked ? monthClasses.booked : day.past ? monthClasses.past : monthClasses.open}>
                    {day.day}
                    <span className={monthClasses.hidden}>
                      {day.booked ? `, ${t('availability.booked')}` : day.past ? '' : `, ${t('availability.open')}`}
                    </span>
                  </span>
                </td>
              ) : (
                <td key={`${week.find(Boolean)?.iso}-empty-${i}`} aria-hidden="true">
                  <span className={monthClasses.hidden}>—</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The height of a month's table, in rem: its caption (a line of text-sm and pb-2), its weekdays' row (a line and
 * pb-1) and its weeks (a cell's h-8 day and p-0.5 around it).
 */
export function monthTableHeightRem(year: number, month: number): number {
  const lead = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((lead + days) / 7);
  return 1.25 + 0.5 + (1.25 + 0.25) + weeks * (2 + 0.25);
}

/** A month's table as the browser will draw it, or the box it will take (the server's render and hydration). */
function Month({
  drawn,
  year,
  month,
  listing,
  today,
}: {
  drawn: boolean;
  year: number;
  month: number;
  listing: ListingDetail;
  today: string;
}) {
  if (drawn) return <MonthTable year={year} month={month} listing={listing} today={today} />;
  noteLaterClasses(Object.values(monthClasses));
  return <div aria-hidden="true" style={{ height: `${monthTableHeightRem(year, month)}rem` }} />;
}

export function AvailabilityList({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  // The UTC day while the server's HTML hydrates, the reader's own day right after (a mismatch otherwise, issue 38).
  const today = useCalendarToday();
  // False in the server's render and while the page hydrates, true right after (at once for a page the browser renders).
  const drawn = useClientValue(
    () => true,
    () => false,
  );
  const [shown, setFirst] = useState<{ year: number; month: number } | null>(null);
  const first = shown ?? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const second = shiftMonth(first.year, first.month, 1);
  const day = (iso: string) => formatDay(iso, locale, 'medium');
  const atStart = first.year === Number(today.slice(0, 4)) && first.month === Number(today.slice(5, 7));
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-6" aria-labelledby="availability-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="availability-heading" className="font-display text-xl font-semibold">
          {t('availability.title')}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={atStart} onClick={() => setFirst(shiftMonth(first.year, first.month, -1))}>
            {t('availability.previous')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setFirst(shiftMonth(first.year, first.month, 1))}>
            {t('availability.next')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('availability.hint', { count: listing.Rules.MinimumNights })}</p>
      {/* A live region once the months are drawn: their first drawing is not announced, only a change of month. */}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2" aria-live={drawn ? 'polite' : undefined}>
        <Month drawn={drawn} year={first.year} month={first.month} listing={listing} today={today} />
        <div className="hidden sm:block">
          <Month drawn={drawn} year={second.year} month={second.month} listing={listing} today={today} />
        </div>
      </div>
      {listing.BookedDates.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {listing.BookedDates.map((range) => (
            <li key={range.StartDate}>{t('availability.unavailable', { start: day(range.StartDate), end: day(range.EndDate) })}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('availability.allOpen')}</p>
      )}
    </section>
  );
}
