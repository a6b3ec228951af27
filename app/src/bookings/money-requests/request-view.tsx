// One money request as its sender (sent) or its payer (request) reads it.
import { Banner, Button } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, NotAvailable } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { RequestCard, useRequest } from './money-request-parts.tsx';

export function RequestPage({ booking, kind }: { booking: Booking; kind: 'sent' | 'request' }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money, day } = useFormat();
  const { loaded, request } = useRequest(booking);
  if (!loaded) return <LoadingBooking />;
  if (!request)
    return (
      <BookingFrame booking={booking} title={t('money.requestTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable booking={booking} message={t('money.notFound')} />
      </BookingFrame>
    );
  const other = booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  return (
    <BookingFrame
      booking={booking}
      title={kind === 'sent' ? t('money.sentTitle') : t('money.requestTitle')}
      back="dashboard-bookings-id-send-request-money"
      width="narrow"
    >
      {kind === 'sent' ? (
        <Banner tone="success">{t('money.sentText', { name: other, amount: money(request.Amount, request.Currency) })}</Banner>
      ) : null}
      <RequestCard booking={booking} request={request} />
      <p className="text-sm text-muted-foreground">
        {request.AnsweredAt ? t('money.answeredOn', { date: day(request.AnsweredAt, 'long') }) : t('money.waitingAnswer', { name: other })}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to={to('dashboard-bookings-id-send-request-money', { id: booking.Id })}>{t('money.all')}</Link>
      </Button>
    </BookingFrame>
  );
}
