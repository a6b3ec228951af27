// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/review: the payer reviews the request and
// pays it.
import { fetchAnswer } from '../../api/parse-answer.ts';
import { Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useNavigate } from 'react-router';
import { PaymentForm } from '../payment/payment-form.tsx';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable, bookingPage } from '../booking-parts.tsx';
import { type Booking, refreshBookingViews } from '../bookings-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { withQuery } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import { useRequest } from './money-request-parts.tsx';

export function ReviewPayPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { money } = useFormat();
  const viewer = useSession().user?.id;
  const { loaded, request } = useRequest(booking);
  if (!loaded) return <LoadingBooking />;
  if (!request || request.PayerId !== viewer || request.Status !== 'Pending')
    return (
      <BookingFrame booking={booking} title={t('money.payTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable
          booking={booking}
          message={!request ? t('money.notFound') : request.PayerId !== viewer ? t('money.notYours') : t(`money.status.${request.Status}`)}
        />
      </BookingFrame>
    );
  const from = request.RequestedBy === 'owner' ? booking.Owner.FirstName : booking.Renter.FirstName;
  return (
    <BookingFrame booking={booking} title={t('money.payTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <Card className="flex flex-col gap-1 p-4">
        <p className="text-lg font-semibold">{t('money.asksYou', { name: from, amount: money(request.Amount, request.Currency) })}</p>
        <p>{request.Reason}</p>
        <Link
          className="text-sm font-medium text-primary underline"
          to={withQuery(to('dashboard-bookings-id-send-request-money-dispute', { id: booking.Id }), { request: request.Id })}
        >
          {t('money.disputeInstead')}
        </Link>
      </Card>
      <PaymentForm
        booking={booking}
        showBreakdown={false}
        payment={{
          title: t('money.payCard'),
          amount: request.Amount,
          createIntent: (headers) =>
            fetchAnswer('payment', `/api/bookings/${booking.Id}/money-requests/${request.Id}/payment-intent`, {
              method: 'POST',
              body: {},
              headers,
              quietStatuses: [403, 409],
            }),
          onPaid: () => {
            toastQueue.add({ title: t('toast.moneyPaid'), tone: 'success' });
            void refreshBookingViews(booking.Id);
            navigate(withQuery(to('dashboard-bookings-id-send-request-money-success', { id: booking.Id }), { request: request.Id }));
          },
        }}
      />
    </BookingFrame>
  );
}

export default bookingPage(ReviewPayPage);
