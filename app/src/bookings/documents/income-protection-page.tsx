// Page module (one lazy chunk): /{dashboard}/bookings/{id}/income-protection: the host's income protection for this
// booking.
import { inStatusGroup } from '@rove/contract/vocabulary';
import { cancellationPolicies } from '@rove/contract';
import { Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, NotAvailable, bookingPage } from '../booking-parts.tsx';
import { HostPayout } from '../booking-money.tsx';
import { type Booking, useCancellation } from '../bookings-api.ts';

export function IncomeProtectionPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const { money } = useFormat();
  const { data: ifRenterCancels } = useCancellation(booking.ViewerRole === 'owner' ? booking.Id : undefined, 'renter');
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('income.title')} width="narrow">
        <NotAvailable booking={booking} message={t('income.hostOnly')} />
      </BookingFrame>
    );
  const policy = cancellationPolicies[booking.CancellationPolicy.Name];
  const currency = booking.Financial.Currency ?? 'USD';
  const live = inStatusGroup(booking.Status, 'holding');
  return (
    <BookingFrame
      booking={booking}
      title={t('income.title')}
      back="dashboard-bookings-id-documents"
      aside={<HostPayout booking={booking} />}
    >
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">{t('income.cancellations')}</h2>
        <p>{t('income.policy', { name: t(`policies.${policy.Name}.name`) })}</p>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('income.rulesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('income.when')}
              </th>
              <th scope="col" className="text-end">
                {t('income.renterGets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.Rules.map((rule) => (
              <tr key={rule.MinDaysBefore}>
                <td>{t('income.daysBefore', { count: rule.MinDaysBefore })}</td>
                <td className="text-end">{t('income.percent', { percent: rule.RefundPercent })}</td>
              </tr>
            ))}
            <tr>
              <td>{t('income.later')}</td>
              <td className="text-end">{t('income.protectionOnly')}</td>
            </tr>
          </tbody>
        </table>
        {live && ifRenterCancels ? (
          <p className="font-medium" data-testid="host-keeps">
            {t('income.ifNow', { name: booking.Renter.FirstName, amount: money(ifRenterCancels.HostKeeps, currency) })}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('income.hostCancels')}</p>
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">{t('income.damage')}</h2>
        <p className="text-sm">
          {booking.Financial.SecurityDeposit.Amount > 0
            ? t('income.deposit', { amount: money(booking.Financial.SecurityDeposit.Amount, currency) })
            : t('income.noDeposit')}
        </p>
        <p className="text-sm">{t('income.closeout')}</p>
      </Card>
    </BookingFrame>
  );
}

export default bookingPage(IncomeProtectionPage);
