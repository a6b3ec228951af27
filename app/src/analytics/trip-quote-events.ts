// Versioned booking events (spec 001 section 7: RequestBookingSent v7, BookingPaymentInfoSubmitted v7) and a small
// typed tracker. Events go to the destinations registered with `onAnalyticsEvent` (the product analytics tracker
// plugs in there); with none, they wait in a bounded queue so nothing sent before start-up is lost.
import type { TripQuoteFinancial, TripQuotePayload } from './trip-quote.ts';

export interface BookingEventPayload {
  bookingId: number;
  rvId: number;
  rvType: string;
  currency: 'USD' | 'CAD';
  bookingValue: number;
  promoCode: string | null;
  promoDollarValue: number;
  paymentProvider: string;
  nightlyRate: number;
  smartNightlyRate: number;
  tripLength: number;
  rentalPrice: number;
  startDate: string;
  endDate: string;
  totalPrice: number;
  listingBasePrice: number;
}

export type AnalyticsEvent =
  | { name: 'RequestBookingSent'; version: 7; payload: BookingEventPayload & { quote: TripQuotePayload } }
  | { name: 'BookingPaymentInfoSubmitted'; version: 7; payload: BookingEventPayload };

type Listener = (event: AnalyticsEvent) => void;
const listeners = new Set<Listener>();
const queue: AnalyticsEvent[] = [];
const queueLimit = 50;

export function onAnalyticsEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of queue.splice(0)) listener(event);
  return () => listeners.delete(listener);
}

export function track(event: AnalyticsEvent): void {
  if (listeners.size === 0) {
    queue.push(event);
    if (queue.length > queueLimit) queue.shift();
    return;
  }
  for (const listener of listeners) listener(event);
}

export interface BookingEventInput {
  bookingId: number;
  rvId: number;
  rvType: string;
  startDate: string;
  endDate: string;
  promoCode: string | null;
  promoDollarValue: number;
  listingBasePrice: number;
  hasSmartPricing: boolean;
  paymentProvider?: string;
}

/** The fields every booking event shares, from the server's breakdown (the client never computes money). */
export function bookingEventPayload(input: BookingEventInput, financial: TripQuoteFinancial): BookingEventPayload {
  return {
    bookingId: input.bookingId,
    rvId: input.rvId,
    rvType: input.rvType,
    currency: financial.country === 'US' ? 'USD' : 'CAD',
    bookingValue: financial.renterTotal,
    promoCode: input.promoCode || null,
    promoDollarValue: input.promoDollarValue,
    paymentProvider: input.paymentProvider ?? 'simulator',
    nightlyRate: financial.nightlyBase,
    smartNightlyRate: input.hasSmartPricing ? financial.nightlyDiscounted : financial.nightlyBase,
    tripLength: financial.totalNights,
    rentalPrice: financial.totalRentalAmount,
    startDate: input.startDate,
    endDate: input.endDate,
    totalPrice: financial.renterTotal,
    listingBasePrice: input.listingBasePrice,
  };
}
