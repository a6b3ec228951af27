// The money of a booking as each side reads it: the host's payout, the renter's payment schedule and the closeout's
// charges. Amounts are the server's; nothing is computed here beyond picking which of them to show.
import { inStatusGroup } from '@rove/contract/vocabulary';
import { taxName } from '@rove/contract';
import { Card } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format.ts';
import type { Booking } from './bookings-api.ts';
import { row } from './booking-sections.tsx';

/** The host's view of the money: what the trip earns, Rove's fee, the payout and its status. */
export function HostPayout({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const { money, day } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const ownerTaxes = [...(f.OwnerTaxAmounts ?? []), ...(f.OwnerSalesTaxAmounts ?? [])];
  return (
    <section aria-labelledby="payout-heading" className="rounded-lg border bg-surface p-4 text-sm">
      <h2 id="payout-heading" className="mb-2 font-display text-lg font-semibold">
        {t('payout.title')}
      </h2>
      <dl className="divide-y divide-border">
        <MoneyLine label={t('payout.rental', { count: f.TotalNights })} amount={f.TotalRentalAmount} currency={currency} />
        {f.TotalCleanings > 0 ? <MoneyLine label={t('payout.cleaning')} amount={f.TotalCleanings} currency={currency} /> : null}
        {f.TotalAddOns > 0 ? <MoneyLine label={t('payout.addOns')} amount={f.TotalAddOns} currency={currency} /> : null}
        {f.TotalDelivery > 0 ? <MoneyLine label={t('payout.delivery')} amount={f.TotalDelivery} currency={currency} /> : null}
        {ownerTaxes.map((tax) => (
          <MoneyLine
            key={tax.Name}
            label={taxName(tax.Name, i18n.language === 'fr' ? 'fr' : 'en')}
            amount={tax.Amount}
            currency={currency}
          />
        ))}
        <MoneyLine label={t('payout.fee')} amount={-(f.TotalOwnerServiceFees ?? 0)} currency={currency} />
        <MoneyLine label={t('payout.total')} amount={f.OwnerPayoutTotal ?? 0} currency={currency} strong />
      </dl>
      <p className="mt-2 text-muted-foreground">
        {booking.Payout
          ? t(`payout.status.${booking.Payout.Status}`, {
              date: day(booking.Payout.ScheduledFor, 'long'),
              amount: money(booking.Payout.Amount, currency),
            })
          : t('payout.afterPayment')}
      </p>
    </section>
  );
}

/** Paid, due now, due later and the deposit hold, as the server counts them. */
export function PaymentSchedule({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const live = inStatusGroup(booking.Status, 'live');
  const dueLater = f.PayLater && f.TotalPaid > 0 ? f.RenterOutstandingBalance - (booking.Closeout?.Due ?? 0) : 0;
  return (
    <section aria-labelledby="schedule-heading" className="rounded-lg border bg-surface p-4 text-sm">
      <h2 id="schedule-heading" className="mb-2 font-display text-lg font-semibold">
        {t('schedule.title')}
      </h2>
      <dl className="divide-y divide-border">
        <MoneyLine label={t('schedule.paid')} amount={f.TotalPaid} currency={currency} />
        {live && f.AmountDue > 0 ? (
          <MoneyLine
            label={
              booking.Status === 'AwaitingOwnerApproval'
                ? booking.ViewerRole === 'owner'
                  ? t('schedule.onYourAcceptance')
                  : t('schedule.onAcceptance')
                : t('schedule.dueNow')
            }
            amount={f.AmountDue}
            currency={currency}
            strong
          />
        ) : null}
        {live && dueLater > 0 && f.PayLaterOn ? (
          <MoneyLine label={t('schedule.dueOn', { date: day(f.PayLaterOn, 'long') })} amount={dueLater} currency={currency} />
        ) : null}
        {booking.RefundAmount > 0 ? <MoneyLine label={t('schedule.refunded')} amount={booking.RefundAmount} currency={currency} /> : null}
        {live && f.SecurityDeposit.Amount > 0 ? (
          <MoneyLine
            label={
              <>
                {t('schedule.deposit')}
                <span className="block text-muted-foreground">
                  {f.SecurityDeposit.On ? t('schedule.depositOn', { date: day(f.SecurityDeposit.On, 'long') }) : null}
                </span>
              </>
            }
            amount={f.SecurityDeposit.Amount}
            currency={currency}
          />
        ) : null}
      </dl>
    </section>
  );
}

/** One line of money: what it is, then the amount (the total in bold). */
function MoneyLine({ label, amount, currency, strong = false }: { label: ReactNode; amount: number; currency: string; strong?: boolean }) {
  const { money } = useFormat();
  return (
    <div className={strong ? `${row} font-semibold` : row}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(amount, currency)}</dd>
    </div>
  );
}

export function CloseoutSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { number } = useFormat();
  const c = booking.Closeout;
  if (!c) return null;
  const currency = booking.Financial.Currency ?? 'USD';
  return (
    <section aria-labelledby="closeout-summary" className="flex flex-col gap-3">
      <h2 id="closeout-summary" className="font-display text-xl font-semibold">
        {t('closeout.summary')}
      </h2>
      <Card className="p-4 text-sm">
        <dl className="divide-y divide-border">
          {c.DistanceDriven !== null ? (
            <MoneyLine
              label={
                c.FreeDistance === null
                  ? t('closeout.drivenUnlimited', { distance: number(c.DistanceDriven), unit: c.DistanceUnit })
                  : t('closeout.driven', { distance: number(c.DistanceDriven), unit: c.DistanceUnit, free: c.FreeDistance })
              }
              amount={c.DistanceCharge}
              currency={currency}
            />
          ) : null}
          {c.GeneratorHours !== null ? (
            <MoneyLine
              label={
                c.FreeGeneratorHours === null
                  ? t('closeout.generatorUnlimited', { hours: number(c.GeneratorHours) })
                  : t('closeout.generatorUsed', { hours: number(c.GeneratorHours), free: c.FreeGeneratorHours })
              }
              amount={c.GeneratorCharge}
              currency={currency}
            />
          ) : null}
          {c.Damages > 0 ? (
            <MoneyLine
              label={
                <>
                  {t('closeout.damages')}
                  <span className="block text-muted-foreground">{c.DamageDescription}</span>
                </>
              }
              amount={c.Damages}
              currency={currency}
            />
          ) : null}
          <MoneyLine label={t('closeout.fee')} amount={c.TransactionFee} currency={currency} />
          <MoneyLine label={t('closeout.total')} amount={c.Total} currency={currency} strong />
          <MoneyLine label={c.Due > 0 ? t('closeout.due') : t('closeout.paidAll')} amount={c.Due} currency={currency} />
        </dl>
      </Card>
    </section>
  );
}
