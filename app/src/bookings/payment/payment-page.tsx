// Booking pages by viewer: payment, retry-payment and update-payment (the renter pays; the host gets the payout
// view and the payout details modal, never a card form; a renter with nothing to pay is sent to the complete
// page) and complete (the renter's confirmation; the host's own wording).
import { Button, Card } from '@rove/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BookingComplete } from './booking-complete.tsx';
import { PaymentForm } from './payment-form.tsx';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, WithBooking } from '../booking-parts.tsx';
import { paymentPageTarget } from '../booking-rules.ts';
import { HostPayout, PaymentSchedule } from '../booking-sections.tsx';
import type { Booking } from '../bookings-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { isWebView, resolvePlatform } from '../../lib/native/platform.ts';

const declineReasons = new Set(['declined', 'insufficientFunds', 'invalidNumber', 'expired', 'authenticationFailed']);

function HostPaymentView({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const shown = useRef(false);
  // The host who lands on a payment page wants their payout: its details open at once.
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    modalQueue.show({ name: 'bookingPayoutDetails', props: { bookingId: booking.Id } });
  }, [booking.Id]);
  return (
    <BookingFrame booking={booking} title={t('payout.pageTitle')} aside={<PaymentSchedule booking={booking} />}>
      <p>{t('payout.pageLead', { name: booking.Renter.FirstName })}</p>
      <HostPayout booking={booking} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => modalQueue.show({ name: 'bookingPayoutDetails', props: { bookingId: booking.Id } })}>
          {t('actions.payoutDetails')}
        </Button>
        <Button asChild variant="outline">
          <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}

function PaymentPage({ booking, name }: { booking: Booking; name: string }) {
  const { t } = useTranslation('booking');
  const to = useDashboardPath();
  const [search] = useSearchParams();
  const target = paymentPageTarget(booking);
  if (target === 'payout') return <HostPaymentView booking={booking} />;
  // The redirect to the complete page: nothing is left to pay (the spec's route that leads straight to it).
  if (target === 'complete') return <Navigate replace to={to('dashboard-bookings-id-complete', { id: booking.Id })} />;
  if (target === 'booking') return <Navigate replace to={to('dashboard-bookings-id', { id: booking.Id })} />;
  // After a failed authentication the callback names the decline (a catalogue key, never free text from the URL).
  const failed = search.get('failed');
  const initialError = failed && declineReasons.has(failed) ? t(`payment.decline.${failed}`) : null;
  const title =
    name === 'dashboard-bookings-id-retry-payment'
      ? t('payment.retryTitle')
      : name === 'dashboard-bookings-id-update-payment'
        ? t('payment.updateTitle')
        : booking.Status === 'Completed'
          ? t('payment.closeoutTitle')
          : t('payment.title');
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{t('payment.for', { name: booking.RvName, id: booking.Id })}</p>
      </header>
      <PaymentForm booking={booking} initialError={initialError} />
    </div>
  );
}

function HostComplete({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { day, money } = useFormat();
  return (
    <BookingFrame booking={booking} title={t('complete.hostTitle')} width="narrow">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-lg">
          {booking.Status === 'AwaitingOwnerApproval'
            ? t('complete.hostRequest', { name: booking.Renter.FirstName, start: day(booking.StartDate, 'long') })
            : t('complete.hostStatus', { name: booking.Renter.FirstName, status: t(`status.${booking.Status}`) })}
        </p>
        <p className="text-muted-foreground">
          {t('complete.hostPayout', { amount: money(booking.Financial.OwnerPayoutTotal ?? 0, booking.Financial.Currency ?? 'USD') })}
        </p>
        <div className="flex flex-wrap gap-3">
          {booking.AvailableActions.includes('accept') ? (
            <Button asChild>
              <Link to={to('dashboard-bookings-id-accept', { id: booking.Id })}>{t('actions.review')}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
          </Button>
        </div>
      </Card>
    </BookingFrame>
  );
}

function RenterComplete({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const webView = isWebView(resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent));
  return (
    <>
      <BookingComplete booking={booking} />
      {webView ? null : (
        <div className="mx-auto -mt-4 max-w-page px-4 pb-10 sm:px-6">
          <Button variant="ghost" onClick={() => modalQueue.show({ name: 'appDownloadSubtle' })}>
            {t('complete.getApp')}
          </Button>
        </div>
      )}
    </>
  );
}

export default function BookingPage() {
  const route = useCurrentRoute();
  const name = route?.name ?? '';
  return (
    <WithBooking>
      {(booking) =>
        name === 'dashboard-bookings-id-complete' ? (
          booking.ViewerRole === 'owner' ? (
            <HostComplete booking={booking} />
          ) : (
            <RenterComplete booking={booking} />
          )
        ) : (
          <PaymentPage booking={booking} name={name} />
        )
      }
    </WithBooking>
  );
}
