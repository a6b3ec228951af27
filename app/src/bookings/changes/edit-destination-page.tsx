// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/destination: the destination and the delivery distance.
import { TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingDetail } from '../../renter/index.ts';
import type { Booking } from '../bookings-api.ts';
import { EditStepForm, listingStep, useChange, useContinue } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';
import { NumberFieldAfterFirstPage } from '../../forms/fields-after-first-page.tsx';

function DestinationForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [destination, setDestination] = useState(params.Destination ?? booking.Destination ?? '');
  const [distance, setDistance] = useState<number>(Number(params.DeliveryDistance ?? booking.DeliveryDistance ?? Number.NaN));
  const delivered = (params.RvUsage ?? booking.RvUsage) !== 'Pickup' && listing.Delivery.Available;
  const max = listing.Delivery.Radius ?? 5000;
  const distanceInvalid = delivered && !Number.isNaN(distance) && (distance < 0 || distance > max);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (distanceInvalid || destination.length > 200) return;
    void next({
      Destination: destination.trim() || null,
      ...(delivered ? { DeliveryDistance: Number.isNaN(distance) ? null : distance } : {}),
    });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit} noValidate>
      <TextField
        label={t('destination.destination')}
        description={t('destination.destinationHelp')}
        value={destination}
        onChange={setDestination}
        maxLength={200}
      />
      {delivered ? (
        <NumberFieldAfterFirstPage
          label={t('destination.distance', { unit: listing.DistanceUnit })}
          description={t('destination.distanceHelp', { max, unit: listing.DistanceUnit })}
          value={distance}
          onChange={setDistance}
          minValue={0}
          maxValue={max}
          isInvalid={tried && distanceInvalid}
          errorMessage={t('destination.distanceInvalid', { max })}
        />
      ) : null}
    </EditStepForm>
  );
}

export default bookingPage(listingStep('destination', DestinationForm));
