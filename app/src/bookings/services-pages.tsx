// services/update (choose the add-ons), review (the new breakdown and the difference, priced by the server) and
// complete (applied; what is due now, or the refund). The choice travels in the address (?addons=id:qty,...), so
// a reload or the back button loses nothing.
import type { ListingDetail } from '@rove/contract';
import { Banner, Button, Card, NumberField, PriceBreakdown, Skeleton } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable, WithBooking } from './booking-parts.tsx';
import { type Choice, formatChoice, parseChoice } from './booking-rules.ts';
import { type Booking, callAction } from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import type { Estimate } from '@rove/contract';
import { useListing } from '../renter/index.ts';
import { withQuery } from '../routes/path-for.ts';

const bodyOf = (choice: Choice) => Object.entries(choice).map(([id, quantity]) => ({ Id: Number(id), Quantity: quantity }));

function UpdatePage({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { locale, money } = useFormat();
  const [search] = useSearchParams();
  const fromBooking = Object.fromEntries(booking.Financial.AddOns.map((addOn) => [addOn.Id ?? 0, addOn.Quantity])) as Choice;
  const [choice, setChoice] = useState<Choice>(search.get('addons') !== null ? parseChoice(search.get('addons')) : fromBooking);
  return (
    <BookingFrame booking={booking} title={t('services.title')} width="narrow">
      <p>{t('services.lead')}</p>
      <ul className="flex flex-col gap-3">
        {listing.AddOns.map((addOn) => (
          <li key={addOn.Id}>
            <Card className="flex flex-row flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">{addOn.Name[locale]}</p>
                <p className="text-sm text-muted-foreground">
                  {addOn.PricePer === 'night'
                    ? t('services.perNight', { price: money(addOn.Price.Amount, addOn.Price.Currency) })
                    : t('services.perTrip', { price: money(addOn.Price.Amount, addOn.Price.Currency) })}
                </p>
                {addOn.Description[locale] ? <p className="text-sm">{addOn.Description[locale]}</p> : null}
              </div>
              <NumberField
                label={t('services.quantity', { name: addOn.Name[locale] })}
                variant="stepper"
                minValue={0}
                maxValue={addOn.MaxQuantity}
                value={choice[addOn.Id] ?? 0}
                onChange={(value) => setChoice((current) => ({ ...current, [addOn.Id]: Number.isFinite(value) ? value : 0 }))}
                className="w-40"
              />
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() =>
            navigate(
              withQuery(to('dashboard-bookings-id-services-update-review', { id: booking.Id }), { addons: formatChoice(choice) || '-' }),
            )
          }
        >
          {t('services.reviewChanges')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('keep')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}

function ReviewPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const locale = useLocale();
  const { money } = useFormat();
  const [search] = useSearchParams();
  const choice = parseChoice(search.get('addons'));
  const key = formatChoice(choice);
  // The server's price for the choice in the address; a new choice waits for its own answer.
  const [result, setResult] = useState<{ key: string; preview?: { Financial: Estimate; Difference: number }; failure?: string } | null>(
    null,
  );
  const action = useBookingAction<{ Financial: Estimate; Difference: number }>(booking.Id);
  useEffect(() => {
    let live = true;
    callAction<{ Financial: Estimate; Difference: number }>(
      `/api/bookings/${booking.Id}/services/preview`,
      { AddOns: bodyOf(parseChoice(key)) },
      { locale },
    )
      .then((preview) => live && setResult({ key, preview }))
      .catch((caught: Error) => live && setResult({ key, failure: caught.message }));
    return () => {
      live = false;
    };
  }, [booking.Id, key, locale]);
  const preview = result?.key === key ? (result.preview ?? null) : null;
  const failure = result?.key === key ? (result.failure ?? null) : null;
  const currency = booking.Financial.Currency ?? 'USD';
  const back = withQuery(to('dashboard-bookings-id-services-update', { id: booking.Id }), { addons: key || '-' });
  return (
    <BookingFrame
      booking={booking}
      title={t('services.reviewTitle')}
      back="dashboard-bookings-id-services-update"
      aside={preview ? <PriceBreakdown breakdown={preview.Financial} title={t('services.newPrice')} headingLevel={2} /> : undefined}
    >
      {failure ? (
        <Banner tone="danger" urgent>
          {failure}
        </Banner>
      ) : !preview ? (
        <div aria-busy="true">
          <output className="sr-only">{t('loading')}</output>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <Card className="flex flex-col gap-2 p-4">
          <p className="text-lg" data-testid="services-difference">
            {preview.Difference > 0
              ? t('services.more', { amount: money(preview.Difference, currency) })
              : preview.Difference < 0
                ? t('services.less', { amount: money(-preview.Difference, currency) })
                : t('services.same')}
          </p>
          <p className="text-sm text-muted-foreground">{t('services.hostTold', { name: booking.Owner.FirstName })}</p>
        </Card>
      )}
      {action.error ? <Banner tone="danger">{action.error.message}</Banner> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!preview}
          loading={action.pending}
          onClick={() =>
            void action.run(
              `/api/bookings/${booking.Id}/services`,
              { AddOns: bodyOf(choice), ExpectedTotal: preview?.Financial.RenterDiscountedTotal },
              {
                toast: t('toast.servicesUpdated'),
                onDone: () =>
                  navigate(
                    withQuery(to('dashboard-bookings-id-services-update-complete', { id: booking.Id }), {
                      difference: preview?.Difference ?? 0,
                    }),
                  ),
              },
            )
          }
        >
          {t('services.confirm')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={back}>{t('services.change')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}

function CompletePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money } = useFormat();
  const [search] = useSearchParams();
  const difference = Number(search.get('difference') ?? 0);
  const currency = booking.Financial.Currency ?? 'USD';
  return (
    <BookingFrame booking={booking} title={t('services.completeTitle')} width="narrow">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-lg">
          {booking.Financial.AmountDue > 0 && booking.Abilities.Pay
            ? t('services.payNow', { amount: money(booking.Financial.AmountDue, currency) })
            : difference < 0
              ? t('services.refunded', { amount: money(-difference, currency) })
              : t('services.done')}
        </p>
        <div className="flex flex-wrap gap-3">
          {booking.Abilities.Pay ? (
            <Button asChild>
              <Link to={to('payment', { id: booking.Id })}>{t('actions.pay')}</Link>
            </Button>
          ) : null}
          <Button asChild variant={booking.Abilities.Pay ? 'outline' : 'primary'}>
            <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
          </Button>
        </div>
      </Card>
    </BookingFrame>
  );
}

function Services({ booking, name }: { booking: Booking; name: string }) {
  const { t } = useTranslation('bookings');
  const { data: listing } = useListing(booking.RvAlias);
  if (name === 'dashboard-bookings-id-services-update-complete') return <CompletePage booking={booking} />;
  if (!booking.Abilities.UpdateServices)
    return (
      <BookingFrame booking={booking} title={t('services.title')} width="narrow">
        <NotAvailable booking={booking} message={booking.ViewerRole === 'owner' ? t('services.renterOnly') : t('services.notNow')} />
      </BookingFrame>
    );
  if (name === 'dashboard-bookings-id-services-update-review') return <ReviewPage booking={booking} />;
  if (!listing) return <LoadingBooking />;
  return <UpdatePage booking={booking} listing={listing} />;
}

export default function ServicesPage() {
  const route = useCurrentRoute();
  return <WithBooking>{(booking) => <Services booking={booking} name={route?.name ?? ''} />}</WithBooking>;
}
