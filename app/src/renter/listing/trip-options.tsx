// The booking widget's trip options (pick-up or delivery, protection, add-ons) behind one disclosure, closed at first,
// its button saying what is chosen: the widget's first screen is the dates, guests, total and button, and the price
// details below it list what each option costs. The options' controls are drawn once it is opened: in every listing
// page the server rendered they were about a sixth of its CPU and 16 KB of its HTML (issue 35), for choices a renter
// can leave as they are here and makes again on request to book.
import { Disclosure, protectionPlanName } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRvUsageFor } from '../estimate-params.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { Estimate } from './listing-api.ts';
import { AddOnsField, ProtectionField, type TripFieldProps, UsageField } from './trip-controls.tsx';

/** `estimate`: the trip's estimate when it has one (dates chosen, no error): the protection plans come with it. */
export function TripOptions({ listing, params, update, estimate }: TripFieldProps & { estimate: Estimate | null }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const usage = listing.Delivery.Available ? (params.rvUsage ?? defaultRvUsageFor(listing.Delivery)) : null;
  const level = estimate ? (params.protectionLevel ?? estimate.InsuranceProtectionLevel) : null;
  const addOns = listing.AddOns.length > 0;
  if (!usage && !level && !addOns) return null;
  const chosen = [
    usage ? t(`usage.${usage}`) : null,
    level ? t('widget.protectionChosen', { plan: protectionPlanName(level, locale) }) : null,
    addOns ? (params.addons.length ? t('widget.addOnsChosen', { count: params.addons.length }) : t('widget.noAddOns')) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Disclosure
      className="border-y"
      isExpanded={open}
      onExpandedChange={setOpen}
      title={
        <span className="flex flex-col gap-0.5">
          <span>{t('widget.options')}</span>
          <span data-testid="trip-options-chosen" className="text-sm font-normal text-muted-foreground">
            {chosen}
          </span>
        </span>
      }
      panelClassName="text-base"
    >
      {open ? (
        <div className="flex flex-col gap-4">
          <UsageField listing={listing} params={params} update={update} />
          {estimate ? <ProtectionField listing={listing} estimate={estimate} params={params} update={update} /> : null}
          <AddOnsField listing={listing} params={params} update={update} />
        </div>
      ) : null}
    </Disclosure>
  );
}
