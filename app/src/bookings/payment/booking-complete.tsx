// /dashboard/bookings/{id}/complete: the confirmation and what happens next (the host answers within 48 hours,
// the payment schedule, the deposit hold 3 days before the trip). Amounts are the server's.
import { Banner, Button, Card, dateTimeFormat, PriceBreakdown } from '@rove/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTotal } from '../../i18n/display-total.ts';
import { intlLocale } from '../../i18n/format.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { depositHoldDay, scheduleLabelKey } from '../../forms/card-details.ts';
import type { BookingView } from './use-booking.ts';

export function BookingComplete({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const inCurrency = useMoney();
  const to = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  const financial = booking.Financial;
  const displayTotal = useDisplayTotal(financial);
  const currency = financial.Currency ?? (financial.Country === 'CA' ? 'CAD' : 'USD');
  const money = (amount: number) => inCurrency(amount, currency);
  const day = (iso: string) =>
    dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const awaitingHost = booking.Status === 'AwaitingOwnerApproval';
  const schedule = financial.PaymentSchedule ?? [];

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold outline-none sm:text-4xl">
          {awaitingHost ? t('complete.requestSent') : t('complete.booked')}
        </h1>
        <p className="text-lg text-muted-foreground">
          {t('complete.trip', { name: booking.RvName, start: day(booking.StartDate), end: day(booking.EndDate) })}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section className="flex flex-col gap-5" aria-labelledby="next-heading">
          <h2 id="next-heading" className="font-display text-xl font-semibold">
            {t('complete.next')}
          </h2>
          <ol className="flex flex-col gap-4">
            {awaitingHost ? (
              <li>
                <Card className="p-4">
                  <p className="font-semibold">{t('complete.hostAnswers')}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('complete.hostAnswersDetail', { host: booking.Owner?.FirstName ?? '' })}
                  </p>
                </Card>
              </li>
            ) : null}
            <li>
              <Card className="p-4">
                <p className="font-semibold">{t('complete.schedule')}</p>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {schedule.map((payment) => (
                    <li key={`${payment.DueOn ?? 'now'}-${payment.Amount}`} className="flex justify-between gap-3">
                      <span>{t(scheduleLabelKey(payment, awaitingHost), { date: payment.DueOn ? day(payment.DueOn) : '' })}</span>
                      <span className="font-medium">{money(payment.Amount)}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
            {financial.SecurityDeposit.Amount > 0 ? (
              <li>
                <Card className="p-4">
                  <p className="font-semibold">{t('complete.deposit')}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('complete.depositDetail', {
                      amount: money(financial.SecurityDeposit.Amount),
                      date: day(depositHoldDay(booking.StartDate)),
                    })}
                  </p>
                </Card>
              </li>
            ) : null}
          </ol>
          {awaitingHost ? <Banner tone="info">{t('complete.expires')}</Banner> : null}
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('complete.viewBooking')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={to('rv-search')}>{t('complete.keepBrowsing')}</Link>
            </Button>
          </div>
        </section>
        <aside aria-label={t('summary')}>
          <PriceBreakdown
            breakdown={financial}
            title={t('payment.breakdown', { name: booking.RvName })}
            headingLevel={2}
            displayTotal={displayTotal}
          />
        </aside>
      </div>
    </div>
  );
}
