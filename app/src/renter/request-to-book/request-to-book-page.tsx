// /rv-rental/request-to-book/{alias} (trip details, add-ons and protection) and its /additionals child (renter
// details, message, promo code, then payment), with the server's breakdown always in view (spec 001 section 2).
import { Card, Skeleton } from '@rove/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RV_UNPUBLISHED } from '@rove/ui';
import { useEstimateParams } from '../use-estimate-params.ts';
import { LoadingHeading } from '../../shell/loading-heading.tsx';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { EstimatePanel } from '../listing/estimate-panel.tsx';
import { useEstimate, useListing } from '../listing/listing-api.ts';
import { prefetchWidget } from '../../lib/lazy-widgets.tsx';
import { LazyTripStep as TripStep, LazyUnpublishedRv as UnpublishedRv } from '../renter-widgets.tsx';
import { StepSkeleton } from './step-skeleton.tsx';
import { pathFor } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import { formatDayRange } from '../../i18n/format.ts';

// Each step's code loads with it: the trip's controls (date and guest pickers, protection, add-ons) on the first,
// the renter's form (or the sign-in) and then the payment on the second. The first step is a widget
// (lib/lazy-widgets.tsx): the server renders it for a visitor and the browser hydrates it at the first intent; a
// page the browser renders starts loading the step on screen as it starts, beside the listing's data, and shows the
// summary as soon as the listing is here.
const loadDetailsForm = () => import('./renter-details-form.tsx');
const loadRenterSignIn = () => import('./renter-sign-in.tsx');
const RenterDetailsForm = lazy(() => loadDetailsForm().then((m) => ({ default: m.RenterDetailsForm })));
const RenterSignIn = lazy(() => loadRenterSignIn().then((m) => ({ default: m.RenterSignIn })));

export default function RequestToBookPage() {
  const { t } = useTranslation('booking');
  const { alias } = useParams();
  const route = useCurrentRoute();
  const locale = useLocale();
  const session = useSession();
  const { data: listing, error: listingError } = useListing(alias);
  const [params, update, query] = useEstimateParams();
  const { data: estimate, error, isLoading } = useEstimate(listing?.Id, params, listing?.Delivery);
  const onDetails = route?.name === 'rv-rental-request-to-book-additionals';
  const hasDates = Boolean(params.dateStart && params.dateEnd);
  if (typeof document !== 'undefined') {
    if (!onDetails) prefetchWidget('trip-step');
    else if (session.status === 'authenticated') void loadDetailsForm();
    else if (session.status !== 'loading') void loadRenterSignIn();
  }

  if (listingError) {
    if (listingError.statusMessage === RV_UNPUBLISHED) return <UnpublishedRv error={listingError} />;
    throw listingError;
  }
  if (!listing) {
    return (
      <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">
        <Skeleton className="h-5 w-48" />
        <LoadingHeading>{t('loading')}</LoadingHeading>
        <Skeleton className="h-64 w-full" />
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
            <Suspense fallback={<StepSkeleton />}>
              {!hasDates ? (
                <p>
                  {t('trip.missingDates')} <Link to={tripPath}>{t('trip.edit')}</Link>
                </p>
              ) : session.status === 'authenticated' ? (
                <RenterDetailsForm listing={listing} params={params} update={update} estimate={error ? undefined : estimate} />
              ) : (
                <RenterSignIn />
              )}
            </Suspense>
          ) : (
            // A widget, outside any other boundary: it hydrates with the page, so a tap made before its code arrived
            // is replayed once it runs (lib/replay-click.ts).
            <TripStep
              listing={listing}
              params={params}
              update={update}
              estimate={error ? undefined : estimate}
              canContinue={canContinue}
              detailsPath={detailsPath}
            />
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
            {/* The trip as chosen, on both steps (issue 38: the details step lost it). */}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('summaryDates')}</dt>
              <dd data-testid="summary-dates">
                {params.dateStart && params.dateEnd
                  ? formatDayRange(params.dateStart, params.dateEnd, locale, { month: 'short', day: 'numeric', year: 'numeric' })
                  : t('trip.missingDates')}
              </dd>
              <dt className="text-muted-foreground">{t('summaryGuests')}</dt>
              <dd data-testid="summary-guests">
                {params.pets
                  ? t('guestsPets', { guests: t('guests', { count: params.adults + params.children }) })
                  : t('guests', { count: params.adults + params.children })}
              </dd>
            </dl>
            <EstimatePanel estimate={estimate} error={error} isLoading={isLoading} hasDates={hasDates} headingLevel={2} />
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
