// The booking's invoice in its currency and the reader's language: for the renter, what they were charged (the
// trip's lines, post-trip charges, payments and refunds); for the host, the payout statement (earnings, Rove's
// fee, what was paid out). One model, rendered as the app's printable page and as the PDF (invoice-pdf.ts).
import { frenchFirstOfMonth } from '@rove/contract/french';
import type { Locale } from '@rove/contract';
import { type Invoice, type InvoiceLine, taxName } from '@rove/contract';
import type { TaxLine } from '../pricing/sales-taxes.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { catalogue, sectionWords, serverWords } from '../i18n/server-words.ts';

type Language = Locale;

// The invoice's words: locales/{en,fr}/server.json, section `invoice` (labels, then the names of statuses, cancellation
// policies and protection levels).
const plainWords = [
  'invoice',
  'statement',
  'number',
  'seller',
  'rv',
  'dates',
  'nights',
  'guests',
  'protection',
  'policy',
  'status',
  'trip',
  'discount',
  'cleaning',
  'delivery',
  'protectionSection',
  'roadside',
  'feesAndTaxes',
  'serviceFee',
  'promotions',
  'credits',
  'postTrip',
  'changes',
  'damages',
  'transactionFee',
  'tripTotal',
  'postTripTotal',
  'paid',
  'refunded',
  'balance',
  'earnings',
  'ownerTaxes',
  'deductions',
  'roveFee',
  'payoutTotal',
  'paidOut',
  'postTripPayout',
  'hostNote',
] as const;

/** The invoice's labels in a language (strings, and sentences filled from values). */
export function invoiceWords(language: Language) {
  const say = (key: string, values?: Record<string, string | number>) => serverWords(language, `invoice.${key}`, values);
  return {
    ...sectionWords(language, 'invoice', plainWords),
    onBehalf: (host: string) => say('onBehalf', { host }),
    rental: (nights: number, nightly: string) => say(nights === 1 ? 'rental_one' : 'rental_other', { count: nights, nightly }),
    addOnDetail: (quantity: number, daily: boolean) => say(daily ? 'addOnPerNight' : 'addOnPerTrip', { quantity }),
    insurance: (level: string) => say('insurance', { level }),
    promo: (code: string) => say('promo', { code }),
    changeApproved: (on: string) => say('changeApproved', { on }),
    distance: (over: number, unit: string) => say('distance', { over, unit }),
    generator: (over: number) => say('generator', { over }),
    currency: (currency: string) => say('currency', { currency }),
    cancelled: (refund: string) => say('cancelled', { refund }),
  };
}

/** A name of the invoice's vocabulary (statuses, policies, levels) in a language, or the value itself when it has none. */
function nameOf(language: Language, group: 'statuses' | 'policies' | 'levels', value: string): string {
  const names = catalogue('server', language).invoice as Record<string, Record<string, string>>;
  return names[group][value] ?? value;
}

/** A protection level's name in a language (the agreement's too). */
export const levelName = (language: Language, level: string) => nameOf(language, 'levels', level);

export function formatInvoiceMoney(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : currency === 'CAD' ? 'en-CA' : 'en-US', {
    style: 'currency',
    currency,
  }).format(amount);
}

export function formatInvoiceDay(iso: string, language: Language): string {
  const day = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
  // "le 1er décembre" (issue 38).
  return language === 'fr' ? frenchFirstOfMonth(day) : day;
}

export interface InvoiceInput {
  kind: 'renter' | 'host';
  language: Language;
  bookingId: number;
  status: string;
  issuedOn: string;
  quote: TripQuote;
  rvName: string;
  hostName: string;
  renterName: string;
  renterAddress: string[];
  guests: number;
  policy: string;
  /** Ledger in cents. */
  paid: number;
  refunded: number;
  creditsApplied: number;
  paidOut: number;
  closeout: {
    distanceOver: number;
    distanceCharge: number;
    generatorHoursOver: number;
    generatorCharge: number;
    damages: number;
    transactionFee: number;
    total: number;
    paid: number;
  } | null;
  /** Approved change requests, oldest first: when, the dates after it and what it changed in the total (cents). */
  changes?: { approvedOn: string; startDate: string; endDate: string; difference: number }[];
}

const d = (cents: number) => Math.round(cents) / 100;
const percentText = (percent: number, language: Language) => (language === 'fr' ? `${String(percent).replace('.', ',')} %` : `${percent}%`);
const taxLines = (lines: readonly TaxLine[], language: Language): InvoiceLine[] =>
  lines.map((line) => ({ Label: `${taxName(line.name, language)} (${percentText(line.percent, language)})`, Amount: d(line.amount) }));

export function invoiceNumber(bookingId: number, kind: 'renter' | 'host'): string {
  return `${kind === 'host' ? 'RVS' : 'RVI'}-${String(bookingId).padStart(6, '0')}`;
}

export function buildInvoice(input: InvoiceInput): Invoice {
  const w = invoiceWords(input.language);
  const q = input.quote;
  const money = (cents: number) => formatInvoiceMoney(d(cents), q.currency, input.language);
  const trip = [
    { Label: w.rv, Value: input.rvName },
    { Label: w.dates, Value: `${formatInvoiceDay(q.startDate, input.language)} – ${formatInvoiceDay(q.endDate, input.language)}` },
    { Label: w.nights, Value: String(q.nights) },
    { Label: w.guests, Value: String(input.guests) },
    { Label: w.protection, Value: levelName(input.language, q.protection.level) },
    { Label: w.policy, Value: nameOf(input.language, 'policies', input.policy) },
    { Label: w.status, Value: nameOf(input.language, 'statuses', input.status) },
  ];
  const rentalLines: InvoiceLine[] = [
    { Label: w.rental(q.nights, money(q.rental.nightlyBase)), Amount: d(q.rental.preDiscountAmount) },
    ...(q.rental.discountAmount > 0 ? [{ Label: w.discount, Amount: -d(q.rental.discountAmount) }] : []),
    ...(q.cleaning > 0 ? [{ Label: w.cleaning, Amount: d(q.cleaning) }] : []),
    ...(q.delivery && q.delivery.amount > 0 ? [{ Label: w.delivery, Amount: d(q.delivery.amount) }] : []),
    ...q.addOns.map((addOn) => ({ Label: addOn.name, Detail: w.addOnDetail(addOn.quantity, addOn.daily), Amount: d(addOn.total) })),
  ];
  const closeout = input.closeout;
  const notes = [w.currency(q.currency)];
  if (input.status === 'CancelledByRenter' || input.status === 'CancelledByOwner') notes.push(w.cancelled(money(input.refunded)));

  if (input.kind === 'host') {
    const ownerTaxes = [...q.ownerTaxes, ...q.ownerSalesTaxes];
    const sections = [
      { Heading: w.earnings, Lines: rentalLines },
      ...(ownerTaxes.length ? [{ Heading: w.ownerTaxes, Lines: taxLines(ownerTaxes, input.language) }] : []),
      { Heading: w.deductions, Lines: [{ Label: w.roveFee, Amount: -d(q.ownerServiceFee) }] },
      ...(closeout
        ? [
            {
              Heading: w.postTripPayout,
              Lines: [
                ...(closeout.distanceCharge > 0
                  ? [{ Label: w.distance(closeout.distanceOver, q.distanceUnit), Amount: d(closeout.distanceCharge) }]
                  : []),
                ...(closeout.generatorCharge > 0
                  ? [{ Label: w.generator(closeout.generatorHoursOver), Amount: d(closeout.generatorCharge) }]
                  : []),
                ...(closeout.damages > 0 ? [{ Label: w.damages, Amount: d(closeout.damages) }] : []),
              ],
            },
          ]
        : []),
    ];
    return {
      Number: invoiceNumber(input.bookingId, 'host'),
      Kind: 'host',
      Language: input.language,
      Currency: q.currency,
      IssuedOn: input.issuedOn,
      Title: w.statement,
      Seller: [w.seller],
      BilledTo: [input.hostName],
      Trip: trip,
      Sections: sections,
      Totals: [
        { Label: w.payoutTotal, Amount: d(q.ownerPayout) },
        ...(closeout
          ? [{ Label: w.postTripPayout, Amount: d(closeout.distanceCharge + closeout.generatorCharge + closeout.damages) }]
          : []),
        { Label: w.paidOut, Amount: d(input.paidOut) },
      ],
      Notes: [...notes, w.hostNote],
    };
  }

  const protectionLines: InvoiceLine[] = [
    ...(q.protection.insuranceTotal > 0
      ? [
          {
            Label: w.insurance(levelName(input.language, q.protection.level)),
            Amount: d(q.protection.insuranceTotal),
          },
        ]
      : []),
    ...(q.protection.roadsideTotal > 0 ? [{ Label: w.roadside, Amount: d(q.protection.roadsideTotal) }] : []),
  ];
  const feeLines: InvoiceLine[] = [
    { Label: w.serviceFee, Amount: d(q.renterServiceFee) },
    ...taxLines([...q.ownerTaxes, ...q.ownerSalesTaxes, ...q.renterTaxes, ...q.usTaxes], input.language),
  ];
  const promoLines: InvoiceLine[] = [
    ...(q.promotion ? [{ Label: w.promo(q.promotion.code), Amount: -d(q.promotion.amount) }] : []),
    ...(input.creditsApplied > 0 ? [{ Label: w.credits, Amount: -d(input.creditsApplied) }] : []),
  ];
  const postTripLines: InvoiceLine[] = closeout
    ? [
        ...(closeout.distanceCharge > 0
          ? [{ Label: w.distance(closeout.distanceOver, q.distanceUnit), Amount: d(closeout.distanceCharge) }]
          : []),
        ...(closeout.generatorCharge > 0 ? [{ Label: w.generator(closeout.generatorHoursOver), Amount: d(closeout.generatorCharge) }] : []),
        ...(closeout.damages > 0 ? [{ Label: w.damages, Amount: d(closeout.damages) }] : []),
        ...(closeout.transactionFee > 0 ? [{ Label: w.transactionFee, Amount: d(closeout.transactionFee) }] : []),
      ]
    : [];
  const owed = q.renterDiscountedTotal - input.creditsApplied + (closeout?.total ?? 0);
  const cancelled =
    input.status === 'CancelledByRenter' ||
    input.status === 'CancelledByOwner' ||
    input.status === 'Declined' ||
    input.status === 'Expired';
  const balance = cancelled ? 0 : Math.max(0, owed - (input.paid - input.refunded));
  return {
    Number: invoiceNumber(input.bookingId, 'renter'),
    Kind: 'renter',
    Language: input.language,
    Currency: q.currency,
    IssuedOn: input.issuedOn,
    Title: w.invoice,
    Seller: [w.seller, w.onBehalf(input.hostName)],
    BilledTo: [input.renterName, ...input.renterAddress],
    Trip: trip,
    Sections: [
      { Heading: w.trip, Lines: rentalLines },
      ...(protectionLines.length ? [{ Heading: w.protectionSection, Lines: protectionLines }] : []),
      { Heading: w.feesAndTaxes, Lines: feeLines },
      ...(promoLines.length ? [{ Heading: w.promotions, Lines: promoLines }] : []),
      ...(postTripLines.length ? [{ Heading: w.postTrip, Lines: postTripLines }] : []),
      ...(input.changes?.length
        ? [
            {
              Heading: w.changes,
              Lines: input.changes.map((change) => ({
                Label: w.changeApproved(formatInvoiceDay(change.approvedOn, input.language)),
                Detail: `${formatInvoiceDay(change.startDate, input.language)} – ${formatInvoiceDay(change.endDate, input.language)}`,
                Amount: d(change.difference),
              })),
            },
          ]
        : []),
    ],
    Totals: [
      { Label: w.tripTotal, Amount: d(q.renterDiscountedTotal) },
      ...(closeout ? [{ Label: w.postTripTotal, Amount: d(closeout.total) }] : []),
      { Label: w.paid, Amount: d(input.paid) },
      ...(input.refunded > 0 ? [{ Label: w.refunded, Amount: -d(input.refunded) }] : []),
      { Label: w.balance, Amount: d(balance) },
    ],
    Notes: notes,
  };
}
