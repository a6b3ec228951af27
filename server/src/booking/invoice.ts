// The booking's invoice in its currency and the reader's language: for the renter, what they were charged (the
// trip's lines, post-trip charges, payments and refunds); for the host, the payout statement (earnings, Rove's
// fee, what was paid out). One model, rendered as the app's printable page and as the PDF (invoice-pdf.ts).
import { frenchFirstOfMonth } from '@rove/contract/french';
import type { Locale } from '@rove/contract';
import { type Invoice, type InvoiceLine, taxName } from '@rove/contract';
import type { TaxLine } from '../pricing/sales-taxes.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';

type Language = Locale;

const words = {
  en: {
    invoice: 'Invoice',
    statement: 'Payout statement',
    number: 'Invoice',
    seller: 'Rove Marketplace',
    onBehalf: (host: string) => `On behalf of ${host}, host`,
    rv: 'RV',
    dates: 'Dates',
    nights: 'Nights',
    guests: 'Guests',
    protection: 'Protection plan',
    policy: 'Cancellation policy',
    status: 'Status',
    trip: 'Trip',
    rental: (nights: number, nightly: string) => `Rental: ${nights} night${nights === 1 ? '' : 's'} x ${nightly}`,
    discount: 'Discount',
    cleaning: 'Cleaning',
    delivery: 'Delivery',
    addOnDetail: (quantity: number, daily: boolean) => `${quantity} x ${daily ? 'per night' : 'per trip'}`,
    protectionSection: 'Protection',
    insurance: (level: string) => `Insurance (${level})`,
    roadside: 'Roadside assistance',
    feesAndTaxes: 'Fees and taxes',
    serviceFee: 'Service fee',
    promotions: 'Promotions and credits',
    promo: (code: string) => `Promo code ${code}`,
    credits: 'Credits applied',
    postTrip: 'Post-trip charges',
    changes: 'Changes to the trip',
    changeApproved: (on: string) => `Change approved on ${on}`,
    distance: (over: number, unit: string) => `Distance beyond the allowance (${over} ${unit})`,
    generator: (over: number) => `Generator hours beyond the allowance (${over} h)`,
    damages: 'Damages',
    transactionFee: 'Transaction fee (5%)',
    tripTotal: 'Trip total',
    postTripTotal: 'Post-trip charges',
    paid: 'Paid',
    refunded: 'Refunded',
    balance: 'Balance due',
    earnings: 'Earnings',
    ownerTaxes: 'Taxes you collect',
    deductions: 'Deductions',
    roveFee: 'Rove host fee',
    payoutTotal: 'Your payout',
    paidOut: 'Paid out',
    postTripPayout: 'Post-trip charges to you',
    currency: (currency: string) => `Amounts in ${currency}.`,
    cancelled: (refund: string) => `This booking was cancelled; ${refund} was refunded by its cancellation policy.`,
    hostNote: 'Rove’s host fee is kept from the rental and add-ons; cleaning, delivery and your taxes pass through to you.',
  },
  fr: {
    invoice: 'Facture',
    statement: 'Relevé de versement',
    number: 'Facture',
    seller: 'Rove Marketplace',
    onBehalf: (host: string) => `Au nom de ${host}, hôte`,
    rv: 'VR',
    dates: 'Dates',
    nights: 'Nuits',
    guests: 'Voyageurs',
    protection: 'Protection',
    policy: 'Politique d’annulation',
    status: 'Statut',
    trip: 'Voyage',
    rental: (nights: number, nightly: string) => `Location : ${nights} nuit${nights === 1 ? '' : 's'} x ${nightly}`,
    discount: 'Rabais',
    cleaning: 'Nettoyage',
    delivery: 'Livraison',
    addOnDetail: (quantity: number, daily: boolean) => `${quantity} x ${daily ? 'par nuit' : 'par voyage'}`,
    protectionSection: 'Protection',
    insurance: (level: string) => `Assurance (${level})`,
    roadside: 'Assistance routière',
    feesAndTaxes: 'Frais et taxes',
    serviceFee: 'Frais de service',
    promotions: 'Promotions et crédits',
    promo: (code: string) => `Code promo ${code}`,
    credits: 'Crédits appliqués',
    postTrip: 'Frais après voyage',
    changes: 'Modifications du voyage',
    changeApproved: (on: string) => `Modification acceptée le ${on}`,
    distance: (over: number, unit: string) => `Distance au-delà de l’inclus (${over} ${unit})`,
    generator: (over: number) => `Heures de génératrice au-delà de l’inclus (${over} h)`,
    damages: 'Dommages',
    transactionFee: 'Frais de transaction (5 %)',
    tripTotal: 'Total du voyage',
    postTripTotal: 'Frais après voyage',
    paid: 'Payé',
    refunded: 'Remboursé',
    balance: 'Solde dû',
    earnings: 'Revenus',
    ownerTaxes: 'Taxes que vous percevez',
    deductions: 'Retenues',
    roveFee: 'Frais d’hôte Rove',
    payoutTotal: 'Votre versement',
    paidOut: 'Versé',
    postTripPayout: 'Frais après voyage qui vous reviennent',
    currency: (currency: string) => `Montants en ${currency}.`,
    cancelled: (refund: string) => `Cette réservation a été annulée; ${refund} a été remboursé selon sa politique d’annulation.`,
    hostNote:
      'Les frais d’hôte de Rove sont retenus sur la location et les options; le nettoyage, la livraison et vos taxes vous reviennent.',
  },
} as const;

const statusNames: Record<Language, Record<string, string>> = {
  en: {
    AwaitingOwnerApproval: 'Awaiting the host',
    AwaitingPayment: 'Awaiting payment',
    Confirmed: 'Confirmed',
    Declined: 'Declined',
    Expired: 'Expired',
    CancelledByRenter: 'Cancelled by the renter',
    CancelledByOwner: 'Cancelled by the host',
    Completed: 'Completed',
  },
  fr: {
    AwaitingOwnerApproval: 'En attente de l’hôte',
    AwaitingPayment: 'En attente de paiement',
    Confirmed: 'Confirmée',
    Declined: 'Refusée',
    Expired: 'Expirée',
    CancelledByRenter: 'Annulée par le locataire',
    CancelledByOwner: 'Annulée par l’hôte',
    Completed: 'Terminée',
  },
};

const policyNames: Record<Language, Record<string, string>> = {
  en: { Flexible: 'Flexible', Moderate: 'Moderate', Strict: 'Strict' },
  fr: { Flexible: 'Flexible', Moderate: 'Modérée', Strict: 'Stricte' },
};

export const levelNames: Record<Language, Record<string, string>> = {
  en: { Basic: 'Basic', Standard: 'Standard', Premium: 'Premium', Stationary: 'Stationary', StationaryPlus: 'Stationary Plus' },
  fr: { Basic: 'De base', Standard: 'Standard', Premium: 'Premium', Stationary: 'Stationnaire', StationaryPlus: 'Stationnaire Plus' },
};

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
  const w = words[input.language];
  const q = input.quote;
  const money = (cents: number) => formatInvoiceMoney(d(cents), q.currency, input.language);
  const trip = [
    { Label: w.rv, Value: input.rvName },
    { Label: w.dates, Value: `${formatInvoiceDay(q.startDate, input.language)} – ${formatInvoiceDay(q.endDate, input.language)}` },
    { Label: w.nights, Value: String(q.nights) },
    { Label: w.guests, Value: String(input.guests) },
    { Label: w.protection, Value: levelNames[input.language][q.protection.level] ?? q.protection.level },
    { Label: w.policy, Value: policyNames[input.language][input.policy] ?? input.policy },
    { Label: w.status, Value: statusNames[input.language][input.status] ?? input.status },
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
            Label: w.insurance(levelNames[input.language][q.protection.level] ?? q.protection.level),
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
