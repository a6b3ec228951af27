// The server's estimate for the trip in the address: a skeleton while it loads, the server's message when the
// trip cannot be priced (in the page's language), else the PriceBreakdown. Money is never computed here.
import { Banner, PriceBreakdown, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-fetch.ts';
import { useDisplayTotal } from '../../i18n/display-total.ts';
import type { Estimate } from './listing-api.ts';

export function EstimatePanel({
  estimate,
  error,
  isLoading,
  hasDates,
  title,
  headingLevel = 3,
}: {
  estimate: Estimate | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  hasDates: boolean;
  title?: string;
  /** 3 under a section's h2 (the listing's widget); 2 where the panel is a section of its own (request to book's summary). */
  headingLevel?: 2 | 3;
}) {
  const displayTotal = useDisplayTotal(estimate ?? undefined);
  const { t } = useTranslation('listing');
  if (!hasDates) return <p className="text-sm text-muted-foreground">{t('widget.pickDates')}</p>;
  return (
    <div className="flex flex-col gap-3" aria-busy={isLoading || undefined}>
      {error ? (
        <Banner tone="danger" title={t('widget.estimateError')}>
          {error.message}
        </Banner>
      ) : null}
      {estimate && !error ? (
        <div aria-live="polite" className={isLoading ? 'opacity-60 transition-opacity' : undefined}>
          <PriceBreakdown
            breakdown={estimate}
            title={title ?? t('widget.breakdown')}
            headingLevel={headingLevel}
            displayTotal={displayTotal}
          />
        </div>
      ) : isLoading ? (
        <Skeleton className="h-48 w-full" />
      ) : null}
    </div>
  );
}
