// Ratings by ListingAccuracy, Value, Cleanliness and Communication (spec 001 section 9), and the reviews sorted
// newest, highest or lowest with paging.
import { StarRating } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayParts, formatNumber } from '../../i18n/format.ts';
import { lazyWidget } from '../../lib/lazy-widgets.tsx';
import { useLocale } from '../../routes/use-locale-path.ts';
import { type ListingDetail, type ReviewSort, useReviews } from './listing-api.ts';

// The reviews' pages (shown past one page of reviews) load at an input in them, out of the listing's first load (issue
// 35): the server renders them whole, and a click on a page before their code came is replayed (lib/lazy-widgets.tsx).
const Pagination = lazyWidget(
  'reviews-pagination',
  () => import('@rove/ui/components/pagination').then((m) => m.Pagination),
  '[data-slot=pagination]',
);

export const ratingCategories = ['ListingAccuracy', 'Value', 'Cleanliness', 'Communication'] as const;
export const reviewSorts: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];

export function ListingReviews({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useReviews(listing.Alias, sort, page, listing.Reviews);
  const breakdown = listing.RatingBreakdown;
  const pageCount = data ? Math.max(1, Math.ceil(data.Total / data.PageSize)) : 1;
  return (
    <section className="flex flex-col gap-4 border-t border-border pt-6" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="font-display text-xl font-semibold">
        {t('reviews.title', { count: breakdown.Count })}
      </h2>
      {breakdown.Overall !== null ? (
        <>
          <StarRating value={breakdown.Overall} count={breakdown.Count} showValue />
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {ratingCategories.map((category) => (
              <div key={category} className="flex items-center justify-between gap-3 text-sm">
                <dt>{t(`reviews.categories.${category}`)}</dt>
                <dd className="font-semibold">
                  {typeof breakdown[category] === 'number' ? formatNumber(breakdown[category], locale) : '—'}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-muted-foreground">{t('reviews.none')}</p>
      )}
      {breakdown.Count > 0 ? (
        <>
          <label className="flex items-center gap-2 self-start text-sm font-medium">
            {t('reviews.sortBy')}
            <select
              className="h-10 rounded-md border border-input bg-surface px-3 text-base sm:text-sm"
              value={sort}
              onChange={(event) => {
                setSort(event.currentTarget.value as ReviewSort);
                setPage(1);
              }}
            >
              {reviewSorts.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.sort.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {error ? <p role="alert">{t('reviews.error')}</p> : null}
          <ol className="flex flex-col gap-5" aria-busy={isLoading || undefined}>
            {(data?.Reviews ?? []).map((review) => (
              <li key={review.Id} className="flex flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {review.AuthorFirstName}
                  <span className="text-sm font-normal text-muted-foreground">
                    {formatDayParts(review.CreatedDate, locale, { month: 'long', year: 'numeric' })}
                  </span>
                </p>
                <StarRating value={review.Rating} size="sm" />
                <p lang={review.Language === 'fr' ? 'fr-CA' : 'en'}>{review.Body}</p>
                {review.OwnerResponse ? (
                  <p className="ms-4 border-s-2 border-border ps-3 text-sm text-muted-foreground">
                    <span className="font-semibold">{t('reviews.hostResponse')}</span> {review.OwnerResponse}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </>
      ) : null}
    </section>
  );
}
