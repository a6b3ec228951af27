// Availability: the booked and blocked nights from today on, in words (the date picker greys the same days).
import { useTranslation } from 'react-i18next';
import { useLocale } from '../layout/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

export function AvailabilityList({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-6">
      <h2 className="font-display text-xl font-semibold">{t('availability.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('availability.hint', { count: listing.Rules.MinimumNights })}</p>
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
