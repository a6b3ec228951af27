// insights: the overview: the performance tier (what it means, what improves it, and for ActionRequired the
// suspension and the way out), this year's earnings, the reviews' average, the opportunities, links to each page.
import { fetchAnswer } from '../api/parse-answer.ts';
import { Banner, Button, Card, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { formatRating } from '../i18n/format.ts';
import { useMoney } from '../i18n/use-money.ts';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import {
  type EarningsInsights,
  earningsKey,
  type HostInsights,
  insightsKey,
  type OpportunitiesAnswer,
  opportunitiesKey,
  type ReviewsSummary,
  reviewsSummaryKey,
} from './insights-api.ts';

export function PerformanceTierCard({ insights }: { insights: HostInsights }) {
  const { t } = useTranslation('host');
  const tier = insights.PerformanceTier;
  const tone = tier === 'Good' ? 'success' : tier === 'NeedsImprovement' ? 'warning' : 'danger';
  return (
    <Banner tone={tone} title={t('insights.tier.title', { tier: t(`insights.tier.${tier}.name`) })} urgent={false}>
      <p>{t(`insights.tier.${tier}.meaning`)}</p>
      <p className="mt-1">
        {t('insights.tier.record', {
          count: insights.TotalBookings,
          cancelled: insights.CancelledByOwner,
          expired: insights.ExpiredRequests,
        })}
      </p>
      <p className="mt-1">{t(`insights.tier.${tier}.improve`)}</p>
    </Banner>
  );
}

export default function InsightsPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const inCurrency = useMoney();
  const to = useLocalePath();
  const { dashboard = 'host' } = useParams();
  const [year] = useState(() => new Date().getUTCFullYear());
  const insights = useApi<HostInsights>(insightsKey, (path: string) => fetchAnswer('hostInsights', path));
  const earnings = useApi<EarningsInsights>(earningsKey(year), (path: string) => fetchAnswer('earnings', path));
  const reviews = useApi<ReviewsSummary>(reviewsSummaryKey);
  const opportunities = useApi<OpportunitiesAnswer>(opportunitiesKey);
  const cards = [
    {
      route: 'dashboard-insights-earnings' as const,
      title: t('insights.earnings.title'),
      text: earnings.data
        ? t('insights.overview.earnings', {
            year,
            paid: inCurrency(earnings.data.TotalPaid, earnings.data.Currency),
            upcoming: inCurrency(earnings.data.TotalUpcoming, earnings.data.Currency),
          })
        : null,
    },
    {
      route: 'dashboard-insights-reviews' as const,
      title: t('insights.reviews.title'),
      text: reviews.data
        ? reviews.data.Count
          ? t('insights.overview.reviews', {
              count: reviews.data.Count,
              rating: reviews.data.Overall == null ? undefined : formatRating(reviews.data.Overall, locale),
            })
          : t('insights.overview.noReviews')
        : null,
    },
    {
      route: 'dashboard-insights-opportunities' as const,
      title: t('insights.opportunities.title'),
      text: opportunities.data ? t('insights.overview.opportunities', { count: opportunities.data.Items.length }) : null,
    },
  ];
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{t('insights.title')}</h1>
      {insights.data ? <PerformanceTierCard insights={insights.data} /> : insights.error ? null : <Skeleton className="h-24 w-full" />}
      <div className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.route} className="flex flex-col gap-2 p-4">
            <h2 className="font-display text-lg font-semibold">{card.title}</h2>
            {card.text ? <p className="text-sm">{card.text}</p> : <Skeleton className="h-4 w-3/4" />}
            <Button asChild variant="secondary" className="mt-auto self-start">
              <Link to={to(card.route, { dashboard })}>
                {t('insights.overview.open')}
                <span className="sr-only"> {card.title}</span>
              </Link>
            </Button>
          </Card>
        ))}
      </div>
    </div>
  );
}
