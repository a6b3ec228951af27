// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/details: guests, pets and use.
import type { RvUsage } from '@rove/contract';
import { GuestPicker } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListingDetail, rvUsagesFor } from '../../renter/index.ts';
import type { Booking } from '../bookings-api.ts';
import { EditStepForm, listingStep, useChange, useContinue } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';
import { RadioChoiceAfterFirstPage } from '../../forms/fields-after-first-page.tsx';

function DetailsForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [guests, setGuests] = useState({
    adults: params.Adults ?? booking.Adults,
    children: params.Children ?? booking.Children,
    pets: params.Pets ?? booking.Pets,
  });
  const usages = rvUsagesFor(listing.Delivery);
  const [usage, setUsage] = useState<string>(params.RvUsage ?? booking.RvUsage);
  const submit = () => {
    void next({ Adults: guests.adults, Children: guests.children, Pets: guests.pets, RvUsage: usage as RvUsage });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit}>
      <GuestPicker label={t('details.guests')} sleeps={listing.Sleeps} value={guests} onChange={setGuests} />
      {usages.length > 1 ? (
        <RadioChoiceAfterFirstPage
          label={t('details.usage')}
          value={usage}
          onChange={setUsage}
          options={usages.map((value) => ({ value, label: t(`details.usageValue.${value}`) }))}
        />
      ) : null}
    </EditStepForm>
  );
}

export default bookingPage(listingStep('details', DetailsForm));
