// The tax lines a renter reads: every tax the total includes (the host's GST/HST and PST/QST/RST, Rove's on its
// own supply, US sales tax), one line per tax name and rate, so the lines of the breakdown add up to its total.
import type { FinancialBreakdown, FinancialTaxAmount } from './finance.ts';

type TaxSources = Pick<FinancialBreakdown, 'RenterTaxAmounts' | 'USTaxAmounts' | 'OwnerTaxAmounts' | 'OwnerSalesTaxAmounts'>;

/** Every tax in the total, merged by name and rate (amounts added in cents), federal first as the server lists them. */
export function breakdownTaxes(b: TaxSources): FinancialTaxAmount[] {
  const merged = new Map<string, FinancialTaxAmount & { cents: number }>();
  for (const tax of [...(b.OwnerTaxAmounts ?? []), ...(b.OwnerSalesTaxAmounts ?? []), ...b.RenterTaxAmounts, ...(b.USTaxAmounts ?? [])]) {
    const key = `${tax.Name}|${tax.Percentage ?? tax.Rate ?? ''}`;
    const cents = Math.round(tax.Amount * 100);
    const seen = merged.get(key);
    if (seen) seen.cents += cents;
    else merged.set(key, { ...tax, cents });
  }
  return [...merged.values()].filter((tax) => tax.cents !== 0).map(({ cents, ...tax }) => ({ ...tax, Amount: cents / 100 }));
}

export { taxName } from '@rove/contract/vocabulary';
