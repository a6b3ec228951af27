// Receipts for the renter (issue 23): one when they send a request (or book), one for each payment. In their
// language, with the trip's price breakdown line by line (the lines add up to the total), what is charged when,
// the security deposit hold and the cancellation policy. Written to the outbox through mailAboutBooking.
import { taxName } from '@rove/contract';
import type { TaxLine } from '../pricing/sales-taxes.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import type { AppDeps } from '../deps.ts';
import { formatMailMoney, longDay, type MailContent, mailAboutBooking, mailPolicyName } from './booking-mail.ts';
import type { MailLanguage } from './mailer.ts';
import type { MailDb } from './mailer.ts';
import { serverWords } from '../i18n/server-words.ts';

export interface ReceiptLine {
  label: string;
  /** Cents, negative for a discount. */
  amount: number;
}

const percentText = (percent: number, language: MailLanguage) =>
  `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-US', { maximumFractionDigits: 3 }).format(percent)}${language === 'fr' ? ' %' : '%'}`;

/** Every tax in the total, one line per name and rate. */
function mergedTaxes(quote: TripQuote): TaxLine[] {
  const merged = new Map<string, TaxLine>();
  for (const line of [...quote.ownerTaxes, ...quote.ownerSalesTaxes, ...quote.renterTaxes, ...quote.usTaxes]) {
    const key = `${line.name}|${line.percent}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amount: seen.amount + line.amount } : { ...line });
  }
  return [...merged.values()].filter((line) => line.amount !== 0);
}

/** A receipt's words: locales/{en,fr}/server.json, receipt. */
const receiptWords = (language: MailLanguage) => (key: string, values?: Record<string, string | number>) =>
  serverWords(language, `receipt.${key}`, values);

/** The breakdown's lines in the renter's language: they add up to quote.renterDiscountedTotal. */
export function receiptLines(quote: TripQuote, language: MailLanguage): ReceiptLine[] {
  const say = receiptWords(language);
  const money = (cents: number) => formatMailMoney(cents / 100, quote.currency, language);
  const nights = quote.nights;
  const form = new Intl.PluralRules(language).select(nights) === 'one' ? 'one' : 'other';
  const lines: ReceiptLine[] = [
    { label: say(`nights_${form}`, { price: money(quote.rental.nightlyBase), count: nights }), amount: quote.rental.preDiscountAmount },
  ];
  if (quote.rental.discountAmount > 0) lines.push({ label: say('discount'), amount: -quote.rental.discountAmount });
  if (quote.cleaning > 0) lines.push({ label: say('cleaning'), amount: quote.cleaning });
  if (quote.delivery && quote.delivery.amount > 0) lines.push({ label: say('delivery'), amount: quote.delivery.amount });
  for (const addOn of quote.addOns) lines.push({ label: addOn.name, amount: addOn.total });
  const protection = quote.protection.insuranceTotal + quote.protection.roadsideTotal;
  if (protection > 0) lines.push({ label: say('protection'), amount: protection });
  if (quote.renterServiceFee > 0) lines.push({ label: say('serviceFee'), amount: quote.renterServiceFee });
  for (const tax of mergedTaxes(quote)) {
    const name = taxName(tax.name, language);
    lines.push({ label: `${name} (${percentText(tax.percent, language)})`, amount: tax.amount });
  }
  if (quote.promotion && quote.promotion.amount > 0)
    lines.push({ label: say('promo', { code: quote.promotion.code }), amount: -quote.promotion.amount });
  return lines;
}

export interface ReceiptFacts {
  kind: 'request' | 'payment';
  instantBook: boolean;
  quote: TripQuote;
  policy: string;
  /** The payment this receipt is for (cents) and what was paid in all so far (cents). */
  payment?: { amount: number; paidSoFar: number };
}

/** The receipt's words (subject and paragraphs) for one language. */
export function receiptContent(facts: ReceiptFacts, language: MailLanguage, rv: string): MailContent {
  const say = receiptWords(language);
  const { quote } = facts;
  const money = (cents: number) => formatMailMoney(cents / 100, quote.currency, language);
  const lines = receiptLines(quote, language).map((line) => say('line', { label: line.label, amount: money(line.amount) }));
  const total = say('total', { currency: quote.currency, amount: money(quote.renterDiscountedTotal) });
  const schedule: string[] = [];
  const first = quote.amountDueNow;
  if (facts.kind === 'request') schedule.push(say(facts.instantBook ? 'dueNow' : 'authorised', { amount: money(first) }));
  else if (facts.payment)
    schedule.push(say('paymentReceived', { amount: money(facts.payment.amount), paidSoFar: money(facts.payment.paidSoFar) }));
  const remaining = quote.renterDiscountedTotal - quote.credits.now - quote.credits.later - (facts.payment?.paidSoFar ?? 0);
  if (quote.schedule.payLater && quote.schedule.payLaterOn && remaining > 0 && (facts.kind === 'payment' || quote.schedule.dueLater > 0)) {
    const later = facts.kind === 'payment' ? remaining : quote.schedule.dueLater;
    schedule.push(say('balanceDue', { amount: money(later), on: longDay(quote.schedule.payLaterOn, language) }));
  }
  if (quote.securityDeposit.amount > 0)
    schedule.push(say('deposit', { amount: money(quote.securityDeposit.amount), on: longDay(quote.securityDeposit.on, language) }));
  schedule.push(say('policy', { policy: mailPolicyName(language, facts.policy) }));
  const subject =
    facts.kind === 'request' ? say(facts.instantBook ? 'subjectBooking' : 'subjectRequest', { rv }) : say('subjectPayment', { rv });
  return { subject, paragraphs: [...lines, total, ...schedule] };
}

/**
 * Mails the renter a receipt for a booking's request or for a payment, through `db`: the transaction of the request
 * or of the payment (durable mail). Outside a transaction it never throws (a failure is logged).
 */
export async function mailReceipt(
  deps: AppDeps,
  input: { bookingId: number; kind: 'request' | 'payment'; paymentId?: number },
  db: MailDb = deps.db,
) {
  try {
    const booking = await db
      .selectFrom('bookings as b')
      .innerJoin('listings as l', 'l.id', 'b.listing_id')
      .select(['b.id', 'b.renter_id', 'b.quote', 'b.instant_book', 'b.cancellation_policy', 'l.name'])
      .where('b.id', '=', input.bookingId)
      .executeTakeFirst();
    if (!booking?.quote) return null;
    const quote = booking.quote as TripQuote;
    let payment: ReceiptFacts['payment'];
    if (input.kind === 'payment') {
      const payments = await db
        .selectFrom('payments')
        .select(['id', 'kind', 'amount', 'status', 'purpose'])
        .where('booking_id', '=', booking.id)
        .execute();
      const paid = payments
        .filter((p) => p.status === 'succeeded' && p.purpose !== 'money_request' && p.purpose !== 'closeout')
        .reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amount : p.kind === 'charge' ? p.amount : 0), 0);
      const this_ = payments.find((p) => p.id === input.paymentId);
      if (!this_) return null;
      payment = { amount: this_.amount, paidSoFar: paid };
    }
    const facts: ReceiptFacts = {
      kind: input.kind,
      instantBook: booking.instant_book,
      quote,
      policy: booking.cancellation_policy,
      payment,
    };
    return await mailAboutBooking(
      deps,
      {
        userId: booking.renter_id,
        bookingId: booking.id,
        kind: `receipt-${input.kind}`,
        content: { en: receiptContent(facts, 'en', booking.name), fr: receiptContent(facts, 'fr', booking.name) },
      },
      db,
    );
  } catch (error) {
    // In the step's transaction the failure is the step's (it rolls back); alone, it is logged.
    if (db !== deps.db) throw error;
    deps.logger.error('receipt mail failed', { bookingId: input.bookingId, kind: input.kind, error });
    return null;
  }
}
