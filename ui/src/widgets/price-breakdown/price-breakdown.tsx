import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { currencyOf } from '@rove/contract/vocabulary';
import { type Currency, discountKind, discountPercentage, type FinancialBreakdown, formatMoney } from './finance.ts';
import { priceBreakdownMessages, protectionLevelNames } from './price-breakdown-messages.ts';
import { breakdownTaxes, taxName } from './tax-lines.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl-format.ts';

/** A YYYY-MM-DD day (or the date part of an ISO timestamp) in the locale's long format. Intl alone: the day is
 * read and written in UTC, so no time zone moves it (and the breakdown does not load a date library). */
function formatDay(value: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

function Row({
  label,
  detail,
  amount,
  emphasis,
  slot,
  line,
}: {
  label: ReactNode;
  detail?: ReactNode;
  amount: string;
  emphasis?: 'total' | 'credit';
  slot: string;
  /** A line of the trip's price: its signed amount, so the lines can be checked against the total. */
  line?: number;
}) {
  return (
    <div data-slot={`price-breakdown-${slot}`} data-line-amount={line} className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={cn('min-w-0', emphasis === 'total' && 'font-semibold')}>
        {label}
        {detail ? <span className="block text-sm font-normal text-muted-foreground">{detail}</span> : null}
      </dt>
      <dd
        className={cn('shrink-0 tabular-nums', emphasis === 'total' && 'font-semibold', emphasis === 'credit' && 'text-success-foreground')}
      >
        {amount}
      </dd>
    </div>
  );
}

type PriceBreakdownProps = Omit<ComponentProps<'section'>, 'title'> & {
  breakdown: FinancialBreakdown;
  /** The section heading; defaults to "Price details". */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /**
   * The total in the currency the visitor chose, when it is not the one charged (converted by the caller with the
   * contract's rate): shown under the total with the currency actually charged.
   */
  displayTotal?: { amount: number; currency: Currency };
  /**
   * Whether to show what was paid and what is due when (default true). A page that shows its own payment lines (a
   * booking's, decided by the server for its viewer; a proposed change, charged once approved) passes false: the
   * breakdown then ends with the total.
   */
  payments?: boolean;
};

/**
 * The booking's financial breakdown as the server gave it: each line, the total, what is due now and later,
 * and the security deposit apart from the total. It formats money; it never computes it (beyond finance.ts).
 */
function PriceBreakdown({
  breakdown: b,
  title,
  headingLevel = 3,
  displayTotal,
  payments = true,
  className,
  ...props
}: PriceBreakdownProps) {
  const t = useMessages(priceBreakdownMessages);
  const { locale, language } = useUiLocale();
  const headingId = useId();
  const currency = currencyOf(b.Country);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const credit = (amount: number) => formatMoney(-Math.abs(amount), currency, locale);
  const Heading = `h${headingLevel}` as const;

  const percentage = discountPercentage(b);
  const kind = discountKind(b);
  const discountLabel = kind ? t[`discount${kind}`] : t.discount;
  const percent = (value: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(value);
  const protection = b.TotalProtection;
  // Once something is paid on a pay-later booking, what remains is due on PayLaterOn; before that, AmountDue is due now
  // and the later instalment comes from the server's schedule (or the outstanding balance when it gives none).
  const paidSomething = b.TotalPaid > 0 || b.CreditsApplied > 0;
  // After a change, a pay-later booking may owe a top-up of its first instalment now and the rest later.
  const scheduledNow = b.PaymentSchedule?.find((payment) => payment.Kind === 'DueNow');
  const scheduledLater = b.PaymentSchedule?.find((payment) => payment.Kind === 'DueLater');
  const showDueNow = !(b.PayLater && paidSomething) || (scheduledNow !== undefined && scheduledNow.Amount > 0);
  const dueLater = !b.PayLater
    ? null
    : paidSomething
      ? (scheduledLater?.Amount ?? b.RenterOutstandingBalance)
      : (b.PaymentSchedule?.find((payment) => payment.DueOn !== null)?.Amount ?? b.RenterOutstandingBalance);
  // A request the host has not answered (or an estimate for one): nothing is charged before the host accepts.
  const awaitingHost = !paidSomething && (b.Status === 'AwaitingOwnerApproval' || (b.Status === null && !b.PayToReserve));
  // An instant-book estimate: charged when the renter books.
  const chargedOnBooking = !paidSomething && b.Status === null && b.PayToReserve;
  const levelName = b.InsuranceProtectionLevel ? protectionLevelNames[language][b.InsuranceProtectionLevel] : null;

  return (
    <section
      data-slot="price-breakdown"
      aria-labelledby={headingId}
      className={cn('rounded-lg border bg-surface p-4 text-surface-foreground', className)}
      {...props}
    >
      <Heading id={headingId} className="mb-2 font-display text-lg font-semibold">
        {title ?? t.title}
      </Heading>
      <div className="divide-y divide-border text-sm">
        <dl className="pb-2">
          <Row
            slot="nightly"
            label={t.nightly(money(b.Nightly.Base), b.TotalNights)}
            detail={b.Nightly.Discounted < b.Nightly.Base ? t.discountedRate(money(b.Nightly.Discounted)) : undefined}
            amount={money(b.TotalPreDiscountRentalAmount)}
            line={b.TotalPreDiscountRentalAmount}
          />
          {b.Discount > 0 ? (
            <Row
              slot="discount"
              emphasis="credit"
              label={percentage ? `${discountLabel} (${percent(percentage / 100)})` : discountLabel}
              amount={credit(b.Discount)}
              line={-Math.abs(b.Discount)}
            />
          ) : null}
          {b.Discount > 0 ? <Row slot="rental" label={t.rentalSubtotal} amount={money(b.TotalRentalAmount)} /> : null}
        </dl>
        <dl className="py-2">
          {b.TotalCleanings > 0 ? (
            <Row slot="cleaning" label={t.cleaning} amount={money(b.TotalCleanings)} line={b.TotalCleanings} />
          ) : null}
          {b.TotalDelivery > 0 ? <Row slot="delivery" label={t.delivery} amount={money(b.TotalDelivery)} line={b.TotalDelivery} /> : null}
          {b.AddOns.map((addOn, index) => (
            <Row
              key={addOn.Id ?? `${addOn.Name}-${index}`}
              slot="add-on"
              label={addOn.Name}
              detail={(addOn.Daily ? t.addOnPerNight : t.addOnPerTrip)(money(addOn.Price), addOn.Quantity)}
              amount={money(addOn.Total)}
              line={addOn.Total}
            />
          ))}
          {protection > 0 ? (
            <Row
              slot="protection"
              label={levelName ? t.protectionLevel(levelName) : t.protection}
              detail={b.TotalRoadsides > 0 ? t.protectionDetail(money(b.TotalInsurances), money(b.TotalRoadsides)) : undefined}
              amount={money(protection)}
              line={protection}
            />
          ) : null}
          {b.TotalRenterServiceFees > 0 ? (
            <Row slot="service-fee" label={t.serviceFee} amount={money(b.TotalRenterServiceFees)} line={b.TotalRenterServiceFees} />
          ) : null}
          {breakdownTaxes(b).map((tax, index) => {
            const name = tax.Name ? taxName(tax.Name, language) : t.tax;
            return (
              <Row
                key={`${tax.Name}-${index}`}
                slot="tax"
                label={tax.Rate ? `${name} (${percent(tax.Rate)})` : name}
                amount={money(tax.Amount)}
                line={tax.Amount}
              />
            );
          })}
          {b.PromoCode && b.TotalPromotionalDiscountAmount > 0 ? (
            <Row
              slot="promo-code"
              emphasis="credit"
              label={t.promoCode(b.PromoCode)}
              amount={credit(b.TotalPromotionalDiscountAmount)}
              line={-Math.abs(b.TotalPromotionalDiscountAmount)}
            />
          ) : null}
        </dl>
        <dl className="py-2">
          <Row slot="total" emphasis="total" label={t.total(currency)} amount={money(b.RenterDiscountedTotal)} />
          {b.CreditsApplied > 0 ? <Row slot="credits" emphasis="credit" label={t.credits} amount={credit(b.CreditsApplied)} /> : null}
          {b.CreditsToBeApplied > 0 ? (
            <Row slot="credits-to-apply" emphasis="credit" label={t.creditsToApply} amount={credit(b.CreditsToBeApplied)} />
          ) : null}
          {payments && b.TotalPaid > 0 ? <Row slot="paid" label={t.paid} amount={money(b.TotalPaid)} /> : null}
          {payments && b.PendingRenterRefund > 0 ? <Row slot="refund" label={t.refund} amount={money(b.PendingRenterRefund)} /> : null}
          {payments && showDueNow ? (
            <Row
              slot="due-now"
              emphasis="total"
              label={awaitingHost ? t.dueOnAcceptance : chargedOnBooking ? t.dueWhenBooking : t.dueNow}
              detail={awaitingHost ? t.authorisedNow : undefined}
              amount={money(b.AmountDue)}
            />
          ) : null}
          {payments && dueLater !== null && dueLater > 0 ? (
            <Row slot="due-later" label={b.PayLaterOn ? t.dueOn(formatDay(b.PayLaterOn, locale)) : t.dueLater} amount={money(dueLater)} />
          ) : null}
        </dl>
        {b.SecurityDeposit.Amount > 0 ? (
          <dl className="pt-2">
            <Row
              slot="security-deposit"
              label={t.securityDeposit}
              detail={b.SecurityDeposit.On ? t.securityDepositHold(formatDay(b.SecurityDeposit.On, locale)) : t.securityDepositNote}
              amount={money(b.SecurityDeposit.Amount)}
            />
          </dl>
        ) : null}
      </div>
      {displayTotal && displayTotal.currency !== currency ? (
        <p data-slot="display-total" className="mt-2 text-sm text-muted-foreground">
          {t.inYourCurrency(formatMoney(displayTotal.amount, displayTotal.currency, locale), currency)}
        </p>
      ) : null}
      {b.CreditsToBeAppliedLater > 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t.creditsLater(money(b.CreditsToBeAppliedLater))}</p>
      ) : null}
    </section>
  );
}

export { PriceBreakdown, type PriceBreakdownProps };
