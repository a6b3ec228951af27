import { type Cents, type Country, percentOf } from './money.ts';

export interface TaxRate {
  /** GST, HST, PST, QST, RST or "Sales tax". */
  name: string;
  percent: number;
  /** Federal (GST/HST) or provincial/state sales tax; the host may charge one and not the other. */
  kind: 'federal' | 'sales';
}

export interface TaxLine extends TaxRate {
  amount: Cents;
}

const gst: TaxRate = { name: 'GST', percent: 5, kind: 'federal' };
const hst = (percent: number): TaxRate => ({ name: 'HST', percent, kind: 'federal' });

/** Canadian sales tax by province or territory of the RV. */
export const canadianTaxes: Record<string, TaxRate[]> = {
  AB: [gst],
  BC: [gst, { name: 'PST', percent: 7, kind: 'sales' }],
  MB: [gst, { name: 'RST', percent: 7, kind: 'sales' }],
  SK: [gst, { name: 'PST', percent: 6, kind: 'sales' }],
  QC: [gst, { name: 'QST', percent: 9.975, kind: 'sales' }],
  ON: [hst(13)],
  NS: [hst(14)],
  NB: [hst(15)],
  NL: [hst(15)],
  PE: [hst(15)],
  YT: [gst],
  NT: [gst],
  NU: [gst],
};

/**
 * US state sales tax on rentals: the state-wide base rate (county and city rates are not included).
 * States without a sales tax have 0 and no tax line.
 */
export const usStateSalesTaxPercent: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

export function taxRatesFor(country: Country, region: string): TaxRate[] {
  const code = region.toUpperCase();
  if (country === 'CA') return canadianTaxes[code] ?? [];
  const percent = usStateSalesTaxPercent[code] ?? 0;
  return percent > 0 ? [{ name: 'Sales tax', percent, kind: 'sales' }] : [];
}

export function isKnownRegion(country: Country, region: string): boolean {
  const code = region.toUpperCase();
  return country === 'CA' ? code in canadianTaxes : code in usStateSalesTaxPercent;
}

export function taxLines(rates: readonly TaxRate[], base: Cents): TaxLine[] {
  return rates.map((rate) => ({ ...rate, amount: percentOf(base, rate.percent) }));
}
