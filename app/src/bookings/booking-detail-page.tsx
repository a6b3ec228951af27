// /{dashboard}/bookings/{id}: the booking as this viewer sees it: what comes next, the actions they may take, the
// timeline, the RV and the trip, both parties, and the money (the renter's breakdown and payment schedule, or the
// host's payout). The actions and the money lines are the server's (View), worded in the viewer's voice. The index of
// the bookings/:id route (booking-route.tsx: its loader, booking-loader.ts, reads the booking, its layout
// applies the host-mode rewrite that moves the host to /host/...).
import { PriceBreakdown } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { bookingPage, StatusBadge } from './booking-parts.tsx';
import { ActionList, NextStepCallout } from './booking-actions.tsx';
import { CloseoutSummary, HostPayout, PaymentSchedule } from './booking-money.tsx';
import { Parties, Timeline, TripDetails } from './booking-sections.tsx';
import type { Booking } from './bookings-api.ts';
import { ChangeHistoryCard, PendingChangeCallout } from './changes/change-callouts.tsx';

export function BookingDetail({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { day } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <nav aria-label={t('breadcrumb')}>
        <Link
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          to={to(owner ? 'dashboard-bookings' : 'dashboard-trips')}
        >
          {owner ? t('backToBookings') : t('backToTrips')}
        </Link>
      </nav>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {booking.RvPhotoUrl ? (
          <img src={booking.RvPhotoUrl} alt="" width={192} height={128} className="h-32 w-full rounded-lg object-cover sm:w-48" />
        ) : null}
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('bookingNumber', { id: booking.Id })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold sm:text-4xl">
              <Link className="underline-offset-4 hover:underline" to={to('rv-rental', { alias: booking.RvAlias })}>
                {booking.RvName}
              </Link>
            </h1>
            <StatusBadge status={booking.Status} />
          </div>
          <p className="text-muted-foreground">
            {t('detail.headline', {
              start: day(booking.StartDate, 'long'),
              end: day(booking.EndDate, 'long'),
              location: booking.RvLocation,
            })}
          </p>
        </div>
      </header>
      <NextStepCallout booking={booking} />
      <PendingChangeCallout booking={booking} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <ActionList booking={booking} />
          <CloseoutSummary booking={booking} />
          <TripDetails booking={booking} />
          <Parties booking={booking} />
          <Timeline booking={booking} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start" aria-label={t('detail.money')}>
          {owner ? (
            <>
              <HostPayout booking={booking} />
              <PriceBreakdown
                breakdown={{ ...booking.Financial, Status: null }}
                title={t('detail.renterPays', { name: booking.Renter.FirstName })}
                headingLevel={2}
                payments={false}
              />
            </>
          ) : (
            <>
              <PriceBreakdown breakdown={booking.Financial} title={t('detail.breakdown')} headingLevel={2} payments={false} />
              <PaymentSchedule booking={booking} />
            </>
          )}
          <ChangeHistoryCard booking={booking} />
        </aside>
      </div>
    </div>
  );
}

export default bookingPage(BookingDetail);
