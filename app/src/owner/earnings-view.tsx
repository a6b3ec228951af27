// The earnings projection as shown to hosts (wizard, rvs/{rvId}/earn-more, /owner): the ui EarningsEstimate with
// where the figures come from, in the page's language.
import type { Locale } from '@rove/contract/vocabulary';
import type { EarningsEstimate as Estimate } from '@rove/contract';
import { EarningsEstimate, rvTypeLabels } from '@rove/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../routes/use-locale-path.ts';

export function earningsBasis(estimate: Estimate, t: TFunction<'owner'>, locale: Locale): string {
  const parts = [
    t('earnings.basisType', { type: rvTypeLabels[locale][estimate.Basis.Type] }),
    estimate.Basis.SimilarSize ? t('earnings.basisSize') : null,
    estimate.Basis.SimilarYear ? t('earnings.basisYear') : null,
    estimate.Basis.RegionName
      ? t('earnings.basisRegion', { region: estimate.Basis.RegionName })
      : t('earnings.basisCountry', { country: t(`earnings.${estimate.Basis.Country}`) }),
  ].filter(Boolean);
  return t('earnings.basis', { count: estimate.Comparables, what: parts.join(', ') });
}

export function EarningsView({ estimate, isLoading, headingLevel = 2 }: { estimate: Estimate; isLoading?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  return (
    <EarningsEstimate
      currency={estimate.Currency}
      month={estimate.Month}
      monthEarnings={estimate.MonthEarnings}
      monthNights={estimate.MonthNights}
      yearEarnings={estimate.YearEarnings}
      nightlyPrice={{ low: estimate.NightlyPrice.Low, typical: estimate.NightlyPrice.Typical, high: estimate.NightlyPrice.High }}
      ownerFeePercent={estimate.OwnerFeePercent}
      months={estimate.Months.map((m) => ({ month: m.Month, earnings: m.Earnings, nights: m.Nights }))}
      basis={earningsBasis(estimate, t, locale)}
      isLoading={isLoading}
      headingLevel={headingLevel}
    />
  );
}
