// Page module (one lazy chunk): /{dashboard}/bookings/{id}/accept: the host accepts a request (or goes on to decline it
// or send a custom quote); the renter is told this page is the host's.
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, ExpiresIn, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { HostPayout } from '../booking-money.tsx';
import type { Booking } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { statusMessage } from './answer-status.ts';

export function AcceptPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { day } = useFormat();
  const action = useBookingAction<Booking>(booking.Id);
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('answer.acceptTitle')}>
        <NotAvailable booking={booking} message={t('answer.hostOnly')} />
      </BookingFrame>
    );
  const refusal = statusMessage(booking, t);
  return (
    <BookingFrame booking={booking} title={t('answer.acceptTitle')} aside={<HostPayout booking={booking} />}>
      {refusal ? (
        <NotAvailable booking={booking} message={refusal} />
      ) : (
        <>
          <Card className="flex flex-col gap-2 p-4">
            <p className="text-lg">
              {t('answer.acceptLead', {
                name: booking.Renter.Name,
                start: day(booking.StartDate, 'long'),
                end: day(booking.EndDate, 'long'),
                count: booking.Adults + booking.Children,
              })}
            </p>
            <p>
              <ExpiresIn expiresAt={booking.ExpiresAt} />
            </p>
            {booking.MessageToHost ? (
              <blockquote className="border-s-4 border-border ps-3 text-muted-foreground">{booking.MessageToHost}</blockquote>
            ) : null}
            <p className="text-sm text-muted-foreground">{booking.InstantBook ? '' : t('answer.acceptHint')}</p>
          </Card>
          <ActionError error={action.error} />
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              loading={action.pending}
              onClick={() =>
                void action.run(
                  `/api/bookings/${booking.Id}/accept`,
                  {},
                  {
                    toast: t('toast.accepted'),
                    onDone: () => navigate(to('dashboard-bookings-id-accepted', { id: booking.Id })),
                  },
                )
              }
            >
              {t('answer.acceptButton')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={to('dashboard-bookings-id-decline', { id: booking.Id })}>{t('actions.decline')}</Link>
            </Button>
            {booking.Abilities.CustomQuote ? (
              <Button asChild size="lg" variant="ghost">
                <Link to={to('dashboard-bookings-id-custom-quote', { id: booking.Id })}>{t('actions.sendQuote')}</Link>
              </Button>
            ) : null}
          </div>
        </>
      )}
    </BookingFrame>
  );
}

export default bookingPage(AcceptPage);
