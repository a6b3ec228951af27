// The listing page's booking widget: trip controls, the server's estimate and the way on to request-to-book with
// the same parameters.
import { rvNotBookableMessage } from '@rove/contract';
import { Banner, Button, Card } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEstimateParams } from '../booking/use-estimate-params.ts';
import { useLocale } from '../layout/use-locale-path.ts';
import { pathFor } from '../routes/path-for.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import { type ListingDetail, useEstimate } from './listing-api.ts';
import { AddOnsField, GuestsField, ProtectionField, TripDatesField, UsageField } from './trip-controls.tsx';

export function BookingWidget({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  // A suspended host's RV: the page renders but says it cannot be booked now (the server refuses estimates too).
  const bookable = listing.Bookable !== false;
  const [params, update, query] = useEstimateParams();
  const { data, error, isLoading } = useEstimate(listing.Id, params);
  const hasDates = Boolean(params.dateStart && params.dateEnd);
  // Request-to-book has no French path: the page speaks the locale cookie's language there.
  const requestPath = `${pathFor('rv-rental-request-to-book', { alias: listing.Alias })}${query ? `?${query}` : ''}`;
  return (
    <Card className="flex flex-col gap-5 p-5" aria-labelledby="booking-widget-heading">
      <h2 id="booking-widget-heading" className="font-display text-lg font-semibold">
        {t('widget.title')}
      </h2>
      {bookable ? null : <Banner tone="warning">{rvNotBookableMessage(locale)}</Banner>}
      <TripDatesField listing={listing} params={params} update={update} />
      <GuestsField listing={listing} params={params} update={update} />
      <UsageField listing={listing} params={params} update={update} />
      {data && !error ? <ProtectionField listing={listing} estimate={data} params={params} update={update} /> : null}
      <AddOnsField listing={listing} params={params} update={update} />
      <EstimatePanel estimate={data} error={error} isLoading={isLoading} hasDates={hasDates} />
      {bookable && hasDates && data && !error ? (
        <Button asChild size="lg">
          <Link to={requestPath}>{listing.InstantBook ? t('widget.bookNow') : t('widget.requestToBook')}</Link>
        </Button>
      ) : (
        <Button size="lg" disabled>
          {listing.InstantBook ? t('widget.bookNow') : t('widget.requestToBook')}
        </Button>
      )}
      <p className="text-center text-xs text-muted-foreground">
        {listing.InstantBook ? t('widget.noChargeInstant') : t('widget.noChargeYet')}
      </p>
    </Card>
  );
}
