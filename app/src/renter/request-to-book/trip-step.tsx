// The first step of request to book (request-to-book-page.tsx loads it with that step): the trip's dates,
// guests, usage and destination, then protection and add-ons, all written to the address.
import { Button, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Estimate, ListingDetail } from '../listing/listing-api.ts';
import { AddOnsField, GuestsField, ProtectionField, TripDatesField, UsageField } from '../listing/trip-controls.tsx';
import type { EstimateParams } from '../estimate-params.ts';

export default function TripStep({
  listing,
  params,
  update,
  estimate,
  canContinue,
  detailsPath,
}: {
  listing: ListingDetail;
  params: EstimateParams;
  update: (change: Partial<EstimateParams>) => void;
  /** The server's estimate, none while it is missing or failed. */
  estimate: Estimate | undefined;
  canContinue: boolean;
  detailsPath: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <section className="flex flex-col gap-5" aria-labelledby="trip-heading">
      <h2 id="trip-heading" className="font-display text-xl font-semibold">
        {t('trip.title')}
      </h2>
      <TripDatesField listing={listing} params={params} update={update} />
      <GuestsField listing={listing} params={params} update={update} />
      <UsageField listing={listing} params={params} update={update} />
      <TextField
        label={t('trip.destination')}
        defaultValue={params.destination}
        onBlur={(event) => update({ destination: (event.target as HTMLInputElement).value.trim() })}
      />
      <h2 className="font-display text-xl font-semibold">{t('trip.protectionAndAddOns')}</h2>
      {estimate ? <ProtectionField listing={listing} estimate={estimate} params={params} update={update} /> : null}
      <AddOnsField listing={listing} params={params} update={update} />
      {canContinue ? (
        <Button asChild size="lg" className="self-start">
          <Link to={detailsPath}>{t('trip.continue')}</Link>
        </Button>
      ) : (
        <Button size="lg" className="self-start" disabled>
          {t('trip.continue')}
        </Button>
      )}
    </section>
  );
}
