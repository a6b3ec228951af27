// What the payment pages show by viewer: the renter pays with the card form (after a failed authentication the callback
// names the decline); the host gets the payout view and the payout details modal, never a card form; a renter with
// nothing to pay is sent to the complete page.
import { Button } from '@rove/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PaymentForm } from './payment-form.tsx';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame } from '../booking-parts.tsx';
import { paymentPageTarget } from '../booking-rules.ts';
import { HostPayout } from '../booking-money.tsx';
import type { Booking } from '../bookings-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';

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
    <BookingFrame booking={booking} title={t('payout.pageTitle')}>
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

/** What the payment pages show: the renter's card form under the page's title, or the host's payout. */
export function PaymentView({ booking, kind }: { booking: Booking; kind: 'payment' | 'retry' | 'update' }) {
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
    kind === 'retry'
      ? t('payment.retryTitle')
      : kind === 'update'
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
