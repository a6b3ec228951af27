// insights/opportunities: suggestions computed on the server from the host's RVs and comparable listings.
import { Banner, Button, EmptyState, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { type OpportunitiesAnswer, opportunitiesKey } from './insights-api.ts';

const sectionOf = {
  PriceAboveComparables: 'dashboard-rvs-rvId-pricing',
  PriceBelowComparables: 'dashboard-rvs-rvId-pricing',
  TurnOnInstantBook: 'dashboard-rvs-rvId-preferences',
  AddWeeklyDiscount: 'dashboard-rvs-rvId-pricing',
  ShortenMinimumStay: 'dashboard-calendar',
  AddPhotos: 'dashboard-rvs-rvId-photos',
  OpenDatesAhead: 'dashboard-calendar',
} as const;

export default function OpportunitiesPage() {
  const { t } = useTranslation('host');
  const to = useLocalePath();
  const { dashboard = 'host' } = useParams();
  const { data, error, mutate } = useApi<OpportunitiesAnswer>(opportunitiesKey);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t('insights.opportunities.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('insights.opportunities.intro')}</p>
      </header>
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {!data && !error ? <Skeleton className="h-32 w-full" /> : null}
      {data && data.Items.length === 0 ? (
        <EmptyState title={t('insights.opportunities.noneTitle')} description={t('insights.opportunities.none')} />
      ) : null}
      {data && data.Items.length ? (
        <ul className="flex flex-col gap-3">
          {data.Items.map((item) => (
            <li key={`${item.RvId}-${item.Kind}`} className="flex flex-col gap-2 rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-muted-foreground">{item.RvName}</p>
              <p>{t(`insights.opportunities.kinds.${item.Kind}`, { value: item.Value, comparable: item.Comparable })}</p>
              <Button asChild variant="link" className="self-start">
                <Link to={to(sectionOf[item.Kind], { dashboard, rvId: item.RvId })}>
                  {t('insights.opportunities.act')}
                  <span className="sr-only"> {item.RvName}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
