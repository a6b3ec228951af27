// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/dispute: the payer disputes the request,
// saying why.
import { Banner, Button, TextArea } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, LoadingBooking, NotAvailable, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useSession } from '../../api/session-store.ts';
import { useRequest } from './money-request-parts.tsx';

export function DisputePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const viewer = useSession().user?.id;
  const { loaded, request } = useRequest(booking);
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.MoneyRequestDisputeSchema),
    initial: { disputeReason: '' },
    toBody: (values) => ({ Reason: values.disputeReason }),
    fieldOf: () => 'disputeReason',
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  if (!loaded) return <LoadingBooking />;
  if (!request || request.PayerId !== viewer || request.Status !== 'Pending')
    return (
      <BookingFrame booking={booking} title={t('money.disputeTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable
          booking={booking}
          message={!request ? t('money.notFound') : request.PayerId !== viewer ? t('money.notYours') : t(`money.status.${request.Status}`)}
        />
      </BookingFrame>
    );
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/money-requests/${request.Id}/dispute`, body, {
      toast: t('toast.disputed'),
      onDone: () => navigate(to('dashboard-bookings-id-send-request-money', { id: booking.Id })),
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('money.disputeTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('money.disputeLead')}</p>
        {action.error ? <Banner tone="danger">{action.error.message}</Banner> : null}
        <TextArea label={t('money.disputeReason')} rows={4} isRequired {...form.field('disputeReason')} />
        <Button type="submit" variant="destructive" loading={action.pending} className="self-start">
          {t('money.disputeSubmit')}
        </Button>
      </form>
    </BookingFrame>
  );
}

export default bookingPage(DisputePage);
