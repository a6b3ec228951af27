// Page module (one lazy chunk): /{dashboard}/bookings/{id}/services/update/complete: the add-ons are applied; what is
// due now, or the refund.
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';

export function CompletePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money } = useFormat();
  const [search] = useSearchParams();
  const difference = Number(search.get('difference') ?? 0);
  const currency = booking.Financial.Currency ?? 'USD';
  return (
    <BookingFrame booking={booking} title={t('services.completeTitle')} width="narrow">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-lg">
          {booking.Financial.AmountDue > 0 && booking.Abilities.Pay
            ? t('services.payNow', { amount: money(booking.Financial.AmountDue, currency) })
            : difference < 0
              ? t('services.refunded', { amount: money(-difference, currency) })
              : t('services.done')}
        </p>
        <div className="flex flex-wrap gap-3">
          {booking.Abilities.Pay ? (
            <Button asChild>
              <Link to={to('payment', { id: booking.Id })}>{t('actions.pay')}</Link>
            </Button>
          ) : null}
          <Button asChild variant={booking.Abilities.Pay ? 'outline' : 'primary'}>
            <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
          </Button>
        </div>
      </Card>
    </BookingFrame>
  );
}

export default bookingPage(CompletePage);
