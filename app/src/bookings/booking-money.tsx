// The money of a booking as each side reads it: the host's payout, the renter's payment schedule and the closeout's
// charges. Amounts are the server's; nothing is computed here beyond picking which of them to show.
import { taxName } from '@rove/contract';
import { Card } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format.ts';
import type { Booking } from './bookings-api.ts';
import { row } from './booking-sections.tsx';

/** The host's view of the money: what the trip earns, Rove's fee, the payout, and the host's money lines (View.Money). */
export function HostPayout({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');

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
      <div className="mt-2 border-t pt-2">
        <ViewerMoneyLines booking={booking} />
      </div>
    </section>
  );
}

/** The viewer's money lines as the server decided them (View.Money), in their voice: nothing is chosen here. */
export function ViewerMoneyLines({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  const currency = booking.Financial.Currency ?? 'USD';
  const name = booking.Renter.FirstName;
  return (
    <dl className="divide-y divide-border" data-testid="viewer-money">
      {booking.View.Money.map((entry, index) => {
        const date = entry.On ? day(entry.On, 'long') : '';
        const label =
          entry.Kind === 'balanceDue' && !entry.On ? t('viewMoney.balanceDueNow', { name }) : t(`viewMoney.${entry.Kind}`, { date, name });
        const detail =
          entry.Kind === 'refunded' && entry.ArrivesBy
            ? t('viewMoney.arrivesBy', { date: day(entry.ArrivesBy, 'long') })
            : entry.Kind === 'chargedOnAcceptance'
              ? t('viewMoney.authorisedOnly')
              : (entry.Kind === 'payoutIfAccepted' || entry.Kind === 'payoutOnPayment') && entry.On
                ? t('viewMoney.payoutDay', { date })
                : entry.Kind === 'depositHold' && entry.On
                  ? t('schedule.depositOn', { date })
                  : null;
        const empty = entry.Kind === 'nothingCharged' || entry.Kind === 'noPayout';
        return empty ? (
          <div key={entry.Kind} className="py-1.5 text-muted-foreground">
            <dt>{label}</dt>
            <dd />
          </div>
        ) : (
          <MoneyLine
            key={`${entry.Kind}-${index}`}
            label={
              <>
                {label}
                {detail ? <span className="block text-muted-foreground">{detail}</span> : null}
              </>
            }
            amount={entry.Amount}
            currency={currency}
            strong={entry.Kind === 'dueNow' || entry.Kind === 'closeoutDue'}
          />
        );
      })}
    </dl>
  );
}

/** The renter's payments (paid, charged when, due when, refunded and when, the deposit hold) as the server says. */
export function PaymentSchedule({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  return (
    <section aria-labelledby="schedule-heading" className="rounded-lg border bg-surface p-4 text-sm">
      <h2 id="schedule-heading" className="mb-2 font-display text-lg font-semibold">
        {t('schedule.title')}
      </h2>
      <ViewerMoneyLines booking={booking} />
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
                  ? t('closeout.generatorUnlimited', { hours: number(c.GeneratorHours), count: c.GeneratorHours })
                  : t('closeout.generatorUsed', { hours: number(c.GeneratorHours), free: c.FreeGeneratorHours, count: c.GeneratorHours })
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
