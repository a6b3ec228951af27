// What the pages that answer a change request share: the request waiting for this viewer (or why there is none), its
// lead sentence and the links to answer it.
import { Banner, Button, Card } from '@rove/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { ChangeHistory } from './change-history.tsx';
import { ChangeMoney } from './change-parts.tsx';
import { isCreator } from './change-request-state.ts';
import { type ChangeRequest, chooseChangeType, useHeldChangeRequests } from './change-requests-api.ts';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import { otherName } from './change-page-parts.tsx';

/** The pending request the viewer answers, or why there is none to answer. */
export function WithRequest({
  booking,
  title,
  children,
}: {
  booking: Booking;
  title: string;
  children: (request: ChangeRequest) => ReactNode;
}) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  const pending = held.data?.Pending ?? null;
  useEffect(() => {
    // Answering a request is the change-request type 'review' (the review page's guard reads it).
    if (pending && !isCreator(pending, userId)) chooseChangeType('review');
  }, [pending, userId]);
  if (!held.data) return <LoadingBooking />;
  if (!pending)
    return (
      <BookingFrame booking={booking} title={title}>
        <NotAvailable booking={booking} message={t('request.none')} />
        <ChangeHistory booking={booking} history={held.data.History} userId={userId} />
      </BookingFrame>
    );
  if (isCreator(pending, userId))
    return (
      <BookingFrame booking={booking} title={title}>
        <Banner tone="info">
          <p>{t('request.own', { name: otherName(booking) })}</p>
          <p className="mt-2">
            <Link className="font-semibold underline" to={to('dashboard-bookings-id-edit-pending', { id: booking.Id })}>
              {t('edit.seePending')}
            </Link>
          </p>
        </Banner>
      </BookingFrame>
    );
  return (
    <BookingFrame booking={booking} title={title} aside={<ChangeMoney booking={booking} request={pending} />}>
      {children(pending)}
    </BookingFrame>
  );
}

export function AnswerLinks({ booking, review = true }: { booking: Booking; review?: boolean }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link to={to('dashboard-bookings-id-change-request-accept', { id: booking.Id })}>{t('request.accept')}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={to('dashboard-bookings-id-change-request-decline', { id: booking.Id })}>{t('request.decline')}</Link>
      </Button>
      {review ? (
        <Button asChild size="lg" variant="ghost">
          <Link to={to('dashboard-bookings-id-change-request-review', { id: booking.Id })} onClick={() => chooseChangeType('review')}>
            {t('request.review')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

export function RequestLead({ booking, request }: { booking: Booking; request: ChangeRequest }) {
  const { t } = useTranslation('changes');
  const { dateTime } = useFormat();
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-lg">{t('request.lead', { name: otherName(booking) })}</p>
      <p className="text-sm text-muted-foreground">{t('pending.sentOn', { date: dateTime(request.CreatedAt) })}</p>
    </Card>
  );
}
