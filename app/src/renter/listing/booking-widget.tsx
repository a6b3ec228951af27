// The listing page's booking widget: trip controls, the server's estimate and the way on to request-to-book with
// the same parameters. Compact: dates, guests, the total and the button come first (visible without scrolling in
// the sticky column); the trip's options (a disclosure: trip-options.tsx) and the full breakdown follow. On small
// screens a bar fixed at the bottom keeps the total and the button in reach.
import { rvNotBookableKey } from '@rove/contract';
import { Banner, Button, Card } from '@rove/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEstimateParams } from '../use-estimate-params.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { pathFor } from '../../routes/path-for.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import { type ListingDetail, useEstimate } from './listing-api.ts';
import { GuestsField, TripDatesField } from './trip-controls.tsx';
import { TripOptions } from './trip-options.tsx';

export function BookingWidget({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const inCurrency = useMoney();
  // A suspended host's RV: the page renders but says it cannot be booked now (the server refuses estimates too).
  const bookable = listing.Bookable !== false;
  const [params, update, query] = useEstimateParams();
  const { data, error, isLoading } = useEstimate(listing.Id, params, listing.Delivery);
  const hasDates = Boolean(params.dateStart && params.dateEnd);
  // Request-to-book has no French path: the page speaks the locale cookie's language there.
  const requestPath = `${pathFor('rv-rental-request-to-book', { alias: listing.Alias })}${query ? `?${query}` : ''}`;
  const ready = bookable && hasDates && data && !error;
  const label = listing.InstantBook ? t('widget.bookNow') : t('widget.requestToBook');
  const currency = data ? (data.Currency ?? (data.Country === 'CA' ? 'CAD' : 'USD')) : null;
  const total = data && !error && currency ? inCurrency(data.RenterDiscountedTotal, currency) : null;
  const nightly = inCurrency(listing.Pricing.NightlyPrice.Amount, listing.Pricing.NightlyPrice.Currency);
  // The fixed bottom bar must not cover the end of the page (the footer) on small screens.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)');
    const apply = () => {
      document.body.style.paddingBottom = wide.matches ? '' : '5rem';
    };
    apply();
    wide.addEventListener('change', apply);
    return () => {
      wide.removeEventListener('change', apply);
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <>
      <Card data-booking-widget="" className="flex flex-col gap-4 p-5">
        <h2 id="booking-widget-heading" className="font-display text-lg font-semibold">
          {t('widget.title')}
        </h2>
        {bookable ? null : <Banner tone="warning">{t(rvNotBookableKey)}</Banner>}
        <TripDatesField listing={listing} params={params} update={update} />
        <GuestsField listing={listing} params={params} update={update} />
        {total ? (
          <p data-testid="widget-total" className="flex items-baseline justify-between font-semibold">
            <span>{t('widget.total')}</span>
            <span className="tabular-nums">{total}</span>
          </p>
        ) : null}
        {ready ? (
          <Button asChild size="lg">
            <Link to={requestPath}>{label}</Link>
          </Button>
        ) : (
          <Button size="lg" disabled>
            {label}
          </Button>
        )}
        <p className="text-center text-xs text-muted-foreground">
          {listing.InstantBook ? t('widget.noChargeInstant') : t('widget.noChargeYet')}
        </p>
        <TripOptions listing={listing} params={params} update={update} estimate={data && !error ? data : null} />
        <EstimatePanel estimate={data} error={error} isLoading={isLoading} hasDates={hasDates} />
      </Card>
      {/* Small screens: the total (or the nightly price) and the button, always in reach. */}
      <div
        data-testid="mobile-booking-bar"
        data-booking-widget=""
        data-bottom-bar="lg"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-lg lg:hidden"
      >
        <p className="min-w-0 text-sm">
          {total ? (
            <>
              <span className="block font-semibold tabular-nums">{total}</span>
              <span className="text-muted-foreground">{t('widget.totalShort')}</span>
            </>
          ) : (
            <span className="font-semibold">{t('widget.perNight', { price: nightly })}</span>
          )}
        </p>
        {ready ? (
          <Button asChild size="md" className="shrink-0">
            <Link to={requestPath}>{label}</Link>
          </Button>
        ) : (
          <Button asChild size="md" variant="secondary" className="shrink-0">
            <a href="#booking-widget-heading">{t('widget.chooseDates')}</a>
          </Button>
        )}
      </div>
    </>
  );
}
