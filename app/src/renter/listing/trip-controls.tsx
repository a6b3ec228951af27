// The booking widget's controls (dates with booked days, guests, usage, protection and roadside, add-ons), all
// written to the address; the money shown beside them is the server's estimate.
import {
  Checkbox,
  DateRangePicker,
  DateRangePickerPreview,
  GuestPicker,
  RadioGroup,
  Radio,
  parseTripDates,
  toIsoDay,
  type TripDates,
} from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRvUsageFor, type EstimateParams, type RvUsage, rvUsagesFor } from '../estimate-params.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { StandIn } from '../../lib/stand-in.tsx';
import { bookedDayTest } from './booked-days.ts';
import type { ListingDetail } from './listing-api.ts';
import { useMoney } from '../../i18n/use-money.ts';

/** What every trip control reads and writes: the listing, the address's trip and the change to write to it. */
export type TripFieldProps = {
  listing: ListingDetail;
  params: EstimateParams;
  update: (change: Partial<EstimateParams>) => void;
};

// In a module of its own: a booking's change of protection (bookings/changes/edit-page.tsx) shows it without the
// date and guest pickers.
export { ProtectionField } from './protection-field.tsx';

export function TripDatesField({ listing, params, update }: TripFieldProps) {
  const { t } = useTranslation('listing');
  // The picker keeps what is being typed; only a whole range (end after start) goes to the address, so partial
  // typing (a year being entered digit by digit) is never thrown away by a round trip through the URL.
  const [value, setValue] = useState<TripDates | null>(() => parseTripDates(params.dateStart, params.dateEnd));
  const urlKey = `${params.dateStart}/${params.dateEnd}`;
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    const fromUrl = parseTripDates(params.dateStart, params.dateEnd);
    if (fromUrl) setValue(fromUrl);
  }
  const shared = {
    label: t('widget.dates'),
    isDateUnavailable: bookedDayTest(listing.BookedDates),
    minNights: listing.Rules.MinimumNights,
    description: t('widget.minimumNights', { count: listing.Rules.MinimumNights }),
  };
  // The server draws the closed picker's preview (its markup alone: react-aria's field was 40 % of a listing page's
  // render); the browser swaps in the picker right after the widget hydrates (lib/stand-in.tsx).
  return (
    <StandIn standIn={<DateRangePickerPreview {...shared} value={value} />}>
      <DateRangePicker
        {...shared}
        value={value}
        onChange={(range) => {
          setValue(range);
          if (!range) update({ dateStart: null, dateEnd: null });
          else if (range.end.compare(range.start) > 0 && range.start.year >= 2000 && range.end.year >= 2000)
            update({ dateStart: toIsoDay(range.start), dateEnd: toIsoDay(range.end) });
        }}
      />
    </StandIn>
  );
}

export function GuestsField({ listing, params, update }: TripFieldProps) {
  const { t } = useTranslation('listing');
  return (
    <GuestPicker
      label={t('widget.guests')}
      sleeps={listing.Sleeps}
      value={{ adults: params.adults, children: params.children, pets: params.pets }}
      onChange={(guests) => update({ adults: guests.adults, children: guests.children, pets: guests.pets })}
    />
  );
}

export function UsageField({ listing, params, update }: TripFieldProps) {
  const { t } = useTranslation('listing');
  if (!listing.Delivery.Available) return null;
  const options = rvUsagesFor(listing.Delivery);
  const value = params.rvUsage ?? defaultRvUsageFor(listing.Delivery);
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup label={t('widget.usage')} value={value} onChange={(next) => update({ rvUsage: next as RvUsage, protectionLevel: null })}>
        {options.map((usage) => (
          <Radio key={usage} value={usage}>
            {t(`usage.${usage}`)}
          </Radio>
        ))}
      </RadioGroup>
      {value !== 'Pickup' ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('widget.deliveryDistance', { unit: listing.DistanceUnit })}
          <input
            type="number"
            min={0}
            max={listing.Delivery.Radius}
            inputMode="numeric"
            className="h-10 rounded-md border border-input bg-surface px-3 text-base"
            defaultValue={params.deliveryDistance ?? ''}
            onBlur={(event) => {
              const n = Number(event.currentTarget.value);
              update({ deliveryDistance: event.currentTarget.value === '' || Number.isNaN(n) ? null : n });
            }}
          />
        </label>
      ) : null}
    </div>
  );
}

export function AddOnsField({ listing, params, update }: TripFieldProps) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const inCurrency = useMoney();
  if (listing.AddOns.length === 0) return null;
  const chosen = new Map(params.addons.map((a) => [a.id, a.quantity]));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('widget.addOns')}</legend>
      {listing.AddOns.map((addOn) => (
        <Checkbox
          key={addOn.Id}
          isSelected={chosen.has(addOn.Id)}
          onChange={(on) =>
            update({
              addons: on ? [...params.addons, { id: addOn.Id, quantity: 1 }] : params.addons.filter((a) => a.id !== addOn.Id),
            })
          }
        >
          {t('widget.addOnLine', {
            name: addOn.Name[locale],
            price: inCurrency(addOn.Price.Amount, addOn.Price.Currency),
            per: t(`per.${addOn.PricePer}`),
          })}
        </Checkbox>
      ))}
    </fieldset>
  );
}
