// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/addons: the RV's add-ons and their quantities.
import { Checkbox } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingDetail } from '../../renter/index.ts';
import type { Booking } from '../bookings-api.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { EditStepForm, listingStep, useChange, useContinue } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

function AddOnsForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const locale = useLocale();
  const inCurrency = useMoney();
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const current = new Set(booking.Financial.AddOns.map((addOn) => addOn.Id).filter((id): id is number => typeof id === 'number'));
  const [chosen, setChosen] = useState<Set<number>>(() => {
    const set = new Set(current);
    for (const id of params.ChangeRequestItems?.AddAddOns ?? []) set.add(Number(id));
    for (const id of params.ChangeRequestItems?.RemoveAddOns ?? []) set.delete(Number(id));
    return set;
  });
  const submit = () => {
    void next({
      ChangeRequestItems: {
        AddAddOns: [...chosen].filter((id) => !current.has(id)),
        RemoveAddOns: [...current].filter((id) => !chosen.has(id)),
      },
    });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit}>
      {listing.AddOns.length === 0 ? (
        <p>{t('addons.none')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('addons.legend')}</legend>
          {listing.AddOns.map((addOn) => (
            <Checkbox
              key={addOn.Id}
              isSelected={chosen.has(addOn.Id)}
              onChange={(on) => {
                const set = new Set(chosen);
                if (on) set.add(addOn.Id);
                else set.delete(addOn.Id);
                setChosen(set);
              }}
            >
              {t('addons.line', {
                name: addOn.Name[locale],
                price: inCurrency(addOn.Price.Amount, addOn.Price.Currency),
                per: addOn.PricePer === 'night' ? t('addons.perNight') : t('addons.perTrip'),
              })}
            </Checkbox>
          ))}
        </fieldset>
      )}
    </EditStepForm>
  );
}

export default bookingPage(listingStep('addons', AddOnsForm));
