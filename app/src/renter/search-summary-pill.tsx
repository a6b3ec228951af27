// Small screens: the search collapses into one pill ("Denver · Jul 1 – 8 · 2 guests") so results start near the
// top; tapping it opens the full form. Hidden from md up, where the form is always shown.
import { SearchIcon } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../routes/use-locale-path.ts';
import { formatDayRange } from '../i18n/format.ts';

export function SearchSummaryPill({
  place,
  startDate,
  endDate,
  guests,
  expanded,
  onToggle,
}: {
  place: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  guests: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('renter');
  const locale = useLocale();
  const range = startDate && endDate ? formatDayRange(startDate, endDate, locale) : t('pill.anyDates');
  return (
    <button
      type="button"
      data-testid="search-summary-pill"
      aria-expanded={expanded}
      aria-controls="search-form"
      onClick={onToggle}
      className="mt-3 flex w-full min-w-0 items-center gap-3 rounded-full border border-border bg-surface px-4 py-2.5 text-start shadow-sm md:hidden"
    >
      <SearchIcon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate text-sm">
        <span className="font-semibold">{place || t('pill.anywhere')}</span>
        {' · '}
        {range}
        {' · '}
        {t('pill.guests', { count: guests })}
      </span>
      <span className="shrink-0 text-sm font-medium text-primary">{expanded ? t('pill.close') : t('pill.edit')}</span>
    </button>
  );
}
