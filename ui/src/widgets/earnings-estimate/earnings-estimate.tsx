import type { Currency } from '@rove/contract/vocabulary';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { earningsEstimateMessages } from './earnings-estimate-messages.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl-format.ts';

interface EarningsMonth {
  /** 1 to 12. */
  month: number;
  earnings: number;
  nights: number;
}

interface EarningsEstimateProps {
  currency: Currency;
  /** The month shown first (1 to 12). */
  month: number;
  monthEarnings: number;
  monthNights: number;
  yearEarnings: number;
  nightlyPrice: { low: number; typical: number; high: number };
  ownerFeePercent: number;
  /** Every month of the year, for the bars. */
  months?: readonly EarningsMonth[];
  /** Where the figures come from, in the page's language ("From 42 similar Class C motorhomes in Alberta."). */
  basis?: ReactNode;
  /** A new estimate is on its way: it says so (the figures stay until the new ones arrive). */
  isLoading?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * What an RV could earn: the month's figure large, the year's, the nightly price range of similar RVs and, when
 * given, a bar per month (the chosen month highlighted; each bar's value is in its accessible text).
 */
function EarningsEstimate({
  currency,
  month,
  monthEarnings,
  monthNights,
  yearEarnings,
  nightlyPrice,
  ownerFeePercent,
  months,
  basis,
  isLoading = false,
  headingLevel = 2,
  className,
}: EarningsEstimateProps) {
  const t = useMessages(earningsEstimateMessages);
  const { locale } = useUiLocale();
  const money = (n: number) => numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(n);
  const monthName = (m: number) => dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m - 1, 15));
  const short = (m: number) => dateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' }).format(Date.UTC(2026, m - 1, 15));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const top = Math.max(1, ...(months ?? []).map((m) => m.earnings));
  return (
    <section
      data-slot="earnings-estimate"
      aria-busy={isLoading || undefined}
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 text-surface-foreground shadow-sm', className)}
    >
      <div className="flex flex-col gap-1">
        <Heading className="text-sm font-semibold text-muted-foreground">{t.couldEarn(monthName(month))}</Heading>
        <p className="font-display text-4xl font-semibold tabular-nums text-foreground" data-slot="earnings-month">
          {money(monthEarnings)}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.nights(monthNights)} · {t.perYear(money(yearEarnings))}
        </p>
        <p className="text-sm text-foreground">
          {t.nightly(money(nightlyPrice.typical), money(nightlyPrice.low), money(nightlyPrice.high))}
        </p>
      </div>
      {months?.length ? (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-xs font-semibold text-muted-foreground">{t.months}</figcaption>
          <ol className="flex h-24 items-end gap-1" data-slot="earnings-months">
            {months.map((m) => (
              <li key={m.month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <span className="sr-only">{`${monthName(m.month)}${locale.startsWith('fr') ? ' : ' : ': '}${money(m.earnings)}`}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'w-full rounded-t-sm bg-primary/35 forced-colors:bg-[CanvasText]',
                    m.month === month && 'bg-primary forced-colors:bg-[Highlight]',
                  )}
                  style={{ height: `${Math.max(4, (m.earnings / top) * 100)}%` }}
                />
                <span aria-hidden="true" className="text-[0.65rem] text-muted-foreground">
                  {short(m.month)}
                </span>
              </li>
            ))}
          </ol>
        </figure>
      ) : null}
      <div className="flex flex-col gap-1 text-xs text-muted-foreground">
        {basis != null ? <p>{basis}</p> : null}
        <p>{t.afterFee(ownerFeePercent)}</p>
      </div>
      <output className="text-xs font-semibold text-foreground empty:hidden">{isLoading ? t.loading : ''}</output>
    </section>
  );
}

export { EarningsEstimate, type EarningsEstimateProps, type EarningsMonth };
