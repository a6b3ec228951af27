// Page module (one lazy chunk): /{dashboard}/bookings/{id}/accepted: what happens next once the host has accepted, for
// each side: "confirmed and paid" only when nothing is left to pay, else the balance and its day (the server's lines).
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, NotAvailable, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { ViewerMoneyLines } from '../booking-money.tsx';

export function AcceptedPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const { day } = useFormat();
  const accepted = ['AwaitingPayment', 'Confirmed', 'Completed'].includes(booking.Status);
  const currency = booking.Financial.Currency ?? 'USD';
  // "Confirmed and paid" only when the server lists no balance the renter still owes.
  const balance = booking.View.Money.find((entry) => entry.Kind === 'balanceDue');
  return (
    <BookingFrame booking={booking} title={owner ? t('accepted.hostTitle') : t('accepted.renterTitle')} width="narrow">
      {!accepted ? (
        <NotAvailable booking={booking} message={t('accepted.notYet', { status: t(`status.${booking.Status}`) })} />
      ) : (
        <Card className="flex flex-col gap-3 p-5">
          <p className="text-lg">
            {owner
              ? booking.Status === 'Confirmed' && balance
                ? balance.On
                  ? t('accepted.hostBalance', {
                      name: booking.Renter.FirstName,
                      amount: money(balance.Amount, currency),
                      date: day(balance.On, 'long'),
                    })
                  : t('accepted.hostBalanceNow', { name: booking.Renter.FirstName, amount: money(balance.Amount, currency) })
                : booking.Status === 'Confirmed'
                  ? t('accepted.hostPaid', {
                      name: booking.Renter.FirstName,
                      amount: money(booking.Financial.OwnerPayoutTotal ?? 0, booking.Financial.Currency ?? 'USD'),
                    })
                  : t('accepted.hostWaiting', { name: booking.Renter.FirstName })
              : booking.Status === 'AwaitingPayment'
                ? t('accepted.renterPay', { name: booking.Owner.FirstName })
                : t('accepted.renterConfirmed', { name: booking.Owner.FirstName })}
          </p>
          {owner ? null : <ViewerMoneyLines booking={booking} />}
          <ul className="list-disc ps-5 text-sm text-muted-foreground">
            {(owner
              ? ['accepted.hostStep1', 'accepted.hostStep2', 'accepted.hostStep3']
              : ['accepted.renterStep1', 'accepted.renterStep2']
            ).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {!owner && booking.Abilities.Pay ? (
              <Button asChild>
                <Link to={to('payment', { id: booking.Id })}>{t('actions.pay')}</Link>
              </Button>
            ) : null}
            <Button asChild variant={owner || !booking.Abilities.Pay ? 'primary' : 'outline'}>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
            </Button>
            {owner ? (
              <Button asChild variant="outline">
                <Link to={to('dashboard', { dashboard: 'host' })}>{t('backToHome')}</Link>
              </Button>
            ) : null}
          </div>
        </Card>
      )}
    </BookingFrame>
  );
}

export default bookingPage(AcceptedPage);
