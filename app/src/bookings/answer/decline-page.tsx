// Page module (one lazy chunk): /{dashboard}/bookings/{id}/decline: the host declines a request, with a reason.
import { declineReasonCodes } from '@rove/contract';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { EndActions, ReasonFields, useReasonForm } from './answer-parts.tsx';
import { statusMessage } from './answer-status.ts';

export function DeclinePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const form = useReasonForm('DeclineRequestSchema', declineReasonCodes[0]);
  const action = useBookingAction<Booking>(booking.Id);
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('answer.declineTitle')}>
        <NotAvailable booking={booking} message={t('answer.hostOnly')} />
      </BookingFrame>
    );
  const refusal = statusMessage(booking, t);
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/decline`, body, {
      toast: t('toast.declined'),
      onDone: () => navigate(to('dashboard-bookings-id', { id: booking.Id })),
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('answer.declineTitle')} width="narrow">
      {refusal ? (
        <NotAvailable booking={booking} message={refusal} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <p>{t('answer.declineLead', { name: booking.Renter.FirstName })}</p>
          <ActionError error={action.error} />
          <ReasonFields codes={declineReasonCodes} form={form} label={t('answer.declineWhy')} />
          <p className="text-sm text-muted-foreground">{t('answer.declineNote')}</p>
          <EndActions booking={booking} label={t('answer.declineButton')} pending={action.pending} />
        </form>
      )}
    </BookingFrame>
  );
}

export default bookingPage(DeclinePage);
