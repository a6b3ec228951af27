// Page module (one lazy chunk): /{dashboard}/bookings/{id}/services/update/review: the new breakdown and the
// difference, priced by the server, before applying.
import { Banner, Button, Card, PriceBreakdown, Skeleton } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import { formatChoice, parseChoice } from '../booking-rules.ts';
import { type Booking, callAction } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { Estimate } from '@rove/contract';
import { withQuery } from '../../routes/path-for.ts';
import { ServicesNotAvailable, bodyOf } from './services-parts.tsx';

export function ReviewPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
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

function ServicesReviewPage({ booking }: { booking: Booking }) {
  if (!booking.Abilities.UpdateServices) return <ServicesNotAvailable booking={booking} />;
  return <ReviewPage booking={booking} />;
}

export default bookingPage(ServicesReviewPage);
