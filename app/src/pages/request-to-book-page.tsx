// /rv-rental/request-to-book/{alias} (trip details, add-ons and protection) and its /additionals child (renter
// details, message, promo code, then payment), with the server's breakdown always in view (spec 001 section 2).
import { Button, Card, Skeleton, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RV_UNPUBLISHED } from '@rove/ui';
import { RenterDetailsForm } from '../booking/renter-details-form.tsx';
import { RenterSignIn } from '../booking/renter-sign-in.tsx';
import { useEstimateParams } from '../booking/use-estimate-params.ts';
import { useCurrentRoute } from '../layout/use-current-route.ts';
import { useLocale } from '../layout/use-locale-path.ts';
import { EstimatePanel } from '../listing/estimate-panel.tsx';
import { useEstimate, useListing } from '../listing/listing-api.ts';
import { AddOnsField, GuestsField, ProtectionField, TripDatesField, UsageField } from '../listing/trip-controls.tsx';
import { UnpublishedRv } from '../listing/unpublished-rv.tsx';
import { pathFor } from '../routes/path-for.ts';
import { useSession } from '../session/session-store.ts';

export default function RequestToBookPage() {
  const { t } = useTranslation('booking');
  const { alias } = useParams();
  const route = useCurrentRoute();
  const locale = useLocale();
  const session = useSession();
  const { data: listing, error: listingError } = useListing(alias);
  const [params, update, query] = useEstimateParams();
  const { data: estimate, error, isLoading } = useEstimate(listing?.Id, params);
  const onDetails = route?.name === 'rv-rental-request-to-book-additionals';
  const hasDates = Boolean(params.dateStart && params.dateEnd);

  if (listingError) {
    if (listingError.statusMessage === RV_UNPUBLISHED) return <UnpublishedRv error={listingError} />;
    throw listingError;
  }
  if (!listing) {
    return (
      <div className="mx-auto max-w-page px-4 py-8" aria-busy="true">
        <output className="sr-only">{t('loading')}</output>
        <Skeleton className="h-10 w-1/2" />
      </div>
    );
  }
  const suffix = query ? `?${query}` : '';
  const listingPath = `${pathFor('rv-rental', { alias: listing.Alias }, locale)}${suffix}`;
  const tripPath = `${pathFor('rv-rental-request-to-book', { alias: listing.Alias })}${suffix}`;
  const detailsPath = `${pathFor('rv-rental-request-to-book-additionals', { alias: listing.Alias })}${suffix}`;
  const canContinue = hasDates && Boolean(estimate) && !error;

  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <Link to={listingPath} className="self-start text-sm font-medium text-primary underline underline-offset-4">
        {t('backToListing', { name: listing.Name })}
      </Link>
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{listing.InstantBook ? t('title.instant') : t('title.request')}</h1>
        <p className="mt-1 text-muted-foreground">{t('step', { step: onDetails ? 2 : 1, total: 2 })}</p>
      </header>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {onDetails ? (
            !hasDates ? (
              <p>
                {t('trip.missingDates')} <Link to={tripPath}>{t('trip.edit')}</Link>
              </p>
            ) : session.status === 'authenticated' ? (
              <RenterDetailsForm listing={listing} params={params} update={update} estimate={error ? undefined : estimate} />
            ) : (
              <RenterSignIn />
            )
          ) : (
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
              {estimate && !error ? <ProtectionField listing={listing} estimate={estimate} params={params} update={update} /> : null}
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
          )}
        </div>
        <aside className="order-first lg:sticky lg:top-4 lg:order-none lg:self-start" aria-label={t('summary')}>
          <Card className="flex flex-col gap-4 p-5">
            <div className="flex items-center gap-3">
              {listing.Photos[0] ? <img src={listing.Photos[0].Url} alt="" className="size-16 rounded-md object-cover" /> : null}
              <div>
                <p className="font-semibold">{listing.Name}</p>
                <p className="text-sm text-muted-foreground">
                  {listing.Location.City}, {listing.Location.Region}
                </p>
              </div>
            </div>
            <EstimatePanel estimate={estimate} error={error} isLoading={isLoading} hasDates={hasDates} />
            {onDetails ? (
              <Link to={tripPath} className="text-sm font-medium text-primary underline underline-offset-4">
                {t('trip.edit')}
              </Link>
            ) : null}
          </Card>
        </aside>
      </div>
    </div>
  );
}
