// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money: the booking's money requests after the
// trip, and the way to send one.
import { Button } from '@rove/ui';
import { useEffect } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { webViewTarget } from '../booking-rules.ts';
import { type Booking, useMoneyRequests } from '../bookings-api.ts';
import { withQuery } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import { RequestCard, inWebView } from './money-request-parts.tsx';

export function IndexPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { day, money } = useFormat();
  const viewer = useSession().user?.id;
  const { data } = useMoneyRequests(booking.Id);
  const target = data && inWebView() ? webViewTarget(data.Items, viewer) : null;
  useEffect(() => {
    if (target !== null)
      navigate(withQuery(to('dashboard-bookings-id-send-request-money-review', { id: booking.Id }), { request: target }), {
        replace: true,
      });
  }, [target, navigate, to, booking.Id]);
  if (!data) return <LoadingBooking />;
  return (
    <BookingFrame booking={booking} title={t('money.title')}>
      <p>
        {data.CanRequest
          ? t('money.rules', {
              max: money(data.MaxAmount, booking.Financial.Currency ?? 'USD'),
              date: data.Deadline ? day(data.Deadline, 'long') : '',
            })
          : booking.Status === 'Completed'
            ? t('money.closed')
            : t('money.afterTrip')}
      </p>
      {data.CanRequest ? (
        <Button asChild className="self-start">
          <Link to={to('dashboard-bookings-id-send-request-money-send', { id: booking.Id })}>
            {booking.ViewerRole === 'owner'
              ? t('money.askRenter', { name: booking.Renter.FirstName })
              : t('money.askHost', { name: booking.Owner.FirstName })}
          </Link>
        </Button>
      ) : null}
      {data.Items.length ? (
        <ul className="flex flex-col gap-3">
          {data.Items.map((request) => (
            <li key={request.Id}>
              <RequestCard booking={booking} request={request} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('money.none')}</p>
      )}
    </BookingFrame>
  );
}

export default bookingPage(IndexPage);
