// The protection plans and roadside assistance of a trip, priced by the server's estimate: the booking widget, request
// to book and a booking's change of protection show it.
import { protectionLevels } from '@rove/contract';
import type { FinancialBreakdown } from '@rove/contract/finance';
import { type ProtectionPlanOption, ProtectionSelector, usageOfRvUsage } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { defaultRvUsageFor } from '../estimate-params.ts';
import type { TripFieldProps } from './trip-controls.tsx';

/** Plans and prices come from the estimate (InsuranceRates, Deductibles): the client never prices them. */
export function ProtectionField({ listing, estimate, params, update }: TripFieldProps & { estimate: FinancialBreakdown }) {
  const { t } = useTranslation('listing');
  const plans: ProtectionPlanOption[] = protectionLevels.flatMap((level) => {
    const nightlyPrice = estimate.InsuranceRates?.[level];
    const deductible = estimate.Deductibles?.[level];
    return typeof nightlyPrice === 'number' && typeof deductible === 'number' ? [{ level, nightlyPrice, deductible }] : [];
  });
  return (
    <ProtectionSelector
      label={t('widget.protection')}
      usage={usageOfRvUsage(params.rvUsage ?? estimate.RvUsage ?? defaultRvUsageFor(listing.Delivery))}
      plans={plans}
      country={listing.Location.Country}
      value={params.protectionLevel ?? estimate.InsuranceProtectionLevel}
      onChange={(level) => update({ protectionLevel: level })}
      roadsideAssistance={params.roadsideAssistance}
      onRoadsideAssistanceChange={(on) => update({ roadsideAssistance: on })}
      roadsideNightlyPrice={estimate.RoadsideNightlyRate ?? undefined}
      stationaryDiscountRate={estimate.StationaryDiscountRate}
    />
  );
}
