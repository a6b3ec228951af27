// insights/reviews: ratings per category (overall and per quarter, as a chart and its table), the reviews
// themselves a page at a time, and the host's reply to each (once).
import { hostWords } from '@rove/contract';
import { Banner, Button, DataTable, dateTimeFormat, Skeleton, StarRating, TextArea } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api.ts';
import { ApiError } from '../api/api-error.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { formatRating, intlLocale } from '../i18n/format.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { BarChart } from './bar-chart.tsx';
import { replyToReview, type ReviewHistory, type ReviewsSummary, reviewHistoryKey, reviewsSummaryKey } from './insights-api.ts';

const categories = ['ListingAccuracy', 'Value', 'Cleanliness', 'Communication'] as const;

export default function ReviewsPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const rating = (value: number | null | undefined) => (value == null ? undefined : formatRating(value, locale));
  const [page, setPage] = useState(1);
  const summary = useApi<ReviewsSummary>(reviewsSummaryKey);
  const history = useApi<ReviewHistory>(reviewHistoryKey(page), { keepPreviousData: true });
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.Total / data.PageSize)) : 1;
  const dateText = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{t('insights.reviews.title')}</h1>
      {summary.error || history.error ? (
        <Banner
          tone="danger"
          action={<Button onClick={() => void Promise.all([summary.mutate(), history.mutate()])}>{t('common.retry')}</Button>}
        >
          {t('common.loadError')}
        </Banner>
      ) : null}
      {summary.data ? (
        <section aria-labelledby="review-categories" className="flex flex-col gap-2">
          <h2 id="review-categories" className="font-display text-xl font-semibold">
            {t('insights.reviews.categories')}
          </h2>
          <p data-testid="reviews-summary">
            {summary.data.Count
              ? t('insights.reviews.summary', { count: summary.data.Count, rating: rating(summary.data.Overall) })
              : t('insights.overview.noReviews')}
          </p>
          <dl className="grid gap-2 sm:grid-cols-4">
            {categories.map((category) => (
              <div key={category} className="rounded-md border border-border p-3">
                <dt className="text-sm text-muted-foreground">{t(`insights.reviews.category.${category}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{rating(summary.data?.[category]) ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      {data && data.Periods.length ? (
        <section aria-labelledby="review-trend" className="flex flex-col gap-2">
          <h2 id="review-trend" className="font-display text-xl font-semibold">
            {t('insights.reviews.overTime')}
          </h2>
          <BarChart
            bars={data.Periods.map((p) => ({ label: p.Period, values: [{ value: p.Overall, className: 'fill-primary' }] }))}
            height={120}
          />
          <DataTable
            caption={t('insights.reviews.overTime')}
            hideCaption
            columns={[
              { key: 'period', header: t('insights.reviews.period'), render: (p) => p.Period },
              { key: 'count', header: t('insights.reviews.count'), numeric: true, render: (p) => p.Count },
              { key: 'overall', header: t('insights.reviews.overall'), numeric: true, render: (p) => rating(p.Overall) },
              ...categories.map((category) => ({
                key: category,
                header: t(`insights.reviews.category.${category}`),
                numeric: true,
                render: (p: (typeof data.Periods)[number]) => rating(p[category]),
              })),
            ]}
            rows={data.Periods}
            rowKey={(p) => p.Period}
          />
        </section>
      ) : null}
      <section aria-labelledby="review-list" className="flex flex-col gap-3">
        <h2 id="review-list" className="font-display text-xl font-semibold">
          {t('insights.reviews.list')}
        </h2>
        {data?.Items.map((review) => (
          <article
            key={review.Id}
            className="flex flex-col gap-2 rounded-lg border border-border p-4"
            aria-labelledby={`review-${review.Id}`}
          >
            <h3 id={`review-${review.Id}`} className="font-semibold">
              {t('insights.reviews.by', { name: review.AuthorFirstName, rv: review.RvName, date: dateText(review.CreatedAt) })}
            </h3>
            <StarRating value={review.Rating} showValue />
            <p className="whitespace-pre-line">{review.Body}</p>
            {review.Response ? (
              <div className="rounded-md bg-muted p-3 text-sm">
                <p className="font-semibold">{t('insights.reviews.yourReply')}</p>
                <p className="whitespace-pre-line">{review.Response}</p>
              </div>
            ) : (
              <ReplyForm reviewId={review.Id} onDone={() => void history.mutate()} />
            )}
          </article>
        ))}
        {data && data.Total === 0 ? <p className="text-muted-foreground">{t('insights.overview.noReviews')}</p> : null}
        {pages > 1 ? (
          <nav aria-label={t('insights.reviews.pages')} className="flex items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('insights.reviews.previous')}
            </Button>
            <span aria-live="polite">{t('insights.reviews.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('insights.reviews.next')}
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const { t } = useTranslation('host');
  const form = useContractForm({
    schema: () => import('./host-schemas.ts').then((m) => m.ReviewReplySchema),
    initial: { Body: '' },
    toBody: (values) => values,
    namespace: 'host',
    words: hostWords,
  });
  const submit = form.onSubmit(async (reply) => {
    try {
      await replyToReview(reviewId, reply.Body);
      onDone();
    } catch (failure) {
      const text = failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError');
      form.setProblems({ Body: { code: 'server', text } });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextArea label={t('insights.reviews.reply')} {...form.field('Body')} />
      <Button type="submit" size="sm" className="self-start" loading={form.pending}>
        {t('insights.reviews.send')}
      </Button>
    </form>
  );
}
