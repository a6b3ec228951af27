// The wizard's earn-more step: the projection for this RV (type, size, region, season), nothing to answer.
import { Banner, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { EarningsView } from '../earnings-view.tsx';
import { type EarningsEstimate, rvEarningsKey } from '../host-rv-api.ts';
import { useNow } from '../use-now.ts';
import { useRvForm } from './rv-form-context.tsx';

export function EarnMoreField() {
  const { t } = useTranslation('owner');
  const { rv } = useRvForm();
  const month = useNow().getMonth() + 1;
  const { data, error, isLoading } = useApi<EarningsEstimate>(rv?.Type ? rvEarningsKey(rv.Id, month) : null);
  if (!rv?.Type) return <p className="text-muted-foreground">{t('wizard.earnMoreEmpty')}</p>;
  if (error) return <Banner tone="info">{t('wizard.earnMoreFailed')}</Banner>;
  if (isLoading || !data) return <Skeleton className="h-72 max-w-md" />;
  return (
    <div className="max-w-md">
      <EarningsView estimate={data} headingLevel={2} />
    </div>
  );
}
