// Booking pages under /{dashboard}/bookings/{id} (spec 001 section 2). Payment, retry-payment, update-payment
// and complete are real; the other sub-pages keep their placeholder until their issue lands.
import { Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BookingComplete } from '../booking/booking-complete.tsx';
import { PaymentForm } from '../booking/payment-form.tsx';
import { useBooking } from '../booking/use-booking.ts';
import { useHostModeRewrite } from '../booking/use-host-mode-rewrite.ts';
import { SimplePage } from '../layout/simple-page.tsx';
import { useCurrentRoute } from '../layout/use-current-route.ts';

const declineReasons = new Set(['declined', 'insufficientFunds', 'invalidNumber', 'expired', 'authenticationFailed']);
const paymentPages = new Set(['payment', 'dashboard-bookings-id-retry-payment', 'dashboard-bookings-id-update-payment']);

function PaymentPage({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('booking');
  const [search] = useSearchParams();
  const { data: booking, error } = useBooking(id);
  if (error) throw error;
  if (!booking) return <LoadingBooking />;
  // After a failed authentication the callback names the decline (a catalogue key, never free text from the URL).
  const failed = search.get('failed');
  const initialError = failed && declineReasons.has(failed) ? t(`payment.decline.${failed}`) : null;
  const title =
    name === 'dashboard-bookings-id-retry-payment'
      ? t('payment.retryTitle')
      : name === 'dashboard-bookings-id-update-payment'
        ? t('payment.updateTitle')
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

function CompletePage({ id }: { id: string }) {
  const { data: booking, error } = useBooking(id);
  if (error) throw error;
  if (!booking) return <LoadingBooking />;
  return <BookingComplete booking={booking} />;
}

function LoadingBooking() {
  const { t } = useTranslation('booking');
  return (
    <div className="mx-auto max-w-page px-4 py-8" aria-busy="true">
      <output className="sr-only">{t('loading')}</output>
      <Skeleton className="h-10 w-1/2" />
    </div>
  );
}

export default function BookingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const route = useCurrentRoute();
  const name = route?.name ?? '';
  const { data: booking } = useBooking(id);
  useHostModeRewrite(booking);
  if (id && paymentPages.has(name)) return <PaymentPage id={id} name={name} />;
  if (id && name === 'dashboard-bookings-id-complete') return <CompletePage id={id} />;
  return <SimplePage eyebrow={t('pages.bookingNumber', { id })} />;
}
