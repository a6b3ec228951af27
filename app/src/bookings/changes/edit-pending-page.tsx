// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/pending: the request sent, waiting for the other party
// (it may be withdrawn).
import { Button, Card } from '@rove/ui';
import { Link, Navigate } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { bookingFacts, ChangeError, ChangeMoney, Comparison, requestFacts } from './change-parts.tsx';
import { isCreator } from './change-request-state.ts';
import { useHeldChangeRequests, withdrawChangeRequest } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import { type PageProps, otherName, useChangePage } from './change-page-parts.tsx';

export function EditPendingPage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  const { dateTime } = useFormat();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  if (!held.data) return <LoadingBooking />;
  const pending = held.data.Pending;
  if (pending && !isCreator(pending, userId))
    return <Navigate to={to('dashboard-bookings-id-change-request', { id: booking.Id })} replace />;
  return (
    <BookingFrame
      booking={booking}
      title={t('pending.title')}
      back="dashboard-bookings-id"
      aside={<ChangeMoney booking={booking} request={pending} />}
    >
      {pending ? (
        <>
          <Card className="flex flex-col gap-2 p-4" data-testid="change-pending">
            <p className="text-lg">{t('pending.lead', { name: otherName(booking) })}</p>
            <p className="text-sm text-muted-foreground">{t('pending.sentOn', { date: dateTime(pending.CreatedAt) })}</p>
            <ChangeError error={state.error} />
            <div>
              <Button
                variant="outline"
                loading={state.pending}
                onClick={async () => {
                  const answer = await withdrawChangeRequest(booking.Id, ctx);
                  if (!answer) return;
                  await held.mutate();
                  toastQueue.add({ title: t('pending.withdrawn'), tone: 'success' });
                  navigate(to('dashboard-bookings-id-edit', { id: booking.Id }));
                }}
              >
                {t('pending.withdraw')}
              </Button>
            </div>
          </Card>
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(pending)} />
        </>
      ) : (
        <Card className="flex flex-col gap-3 p-4">
          <p>{t('pending.none')}</p>
          <div>
            <Button asChild>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('backToBooking', { ns: 'bookings', id: booking.Id })}</Link>
            </Button>
          </div>
        </Card>
      )}
    </BookingFrame>
  );
}

export default bookingPage(EditPendingPage);
