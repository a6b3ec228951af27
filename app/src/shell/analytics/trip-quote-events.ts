// Versioned booking events (spec 001 section 7: RequestBookingSent v7, BookingPaymentInfoSubmitted v7), sent
// through the app's analytics module (./analytics.ts): batched to its destinations, the collector by default.
// `track` and `onAnalyticsEvent` keep the booking pages' original calls working.
import type { Currency } from '@rove/contract';
import { onEvent, track as trackEvent } from './analytics.ts';
import type { CatalogueEvent } from './catalogue.ts';
import type { TripQuoteFinancial } from './trip-quote.ts';

export interface BookingEventPayload {
  bookingId: number;
  rvId: number;
  rvType: string;
  currency: Currency;
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

export type AnalyticsEvent = CatalogueEvent<'RequestBookingSent' | 'BookingPaymentInfoSubmitted'>;

const bookingEventNames = ['RequestBookingSent', 'BookingPaymentInfoSubmitted'] as const;

/** Listens to the booking events as they are tracked; those tracked before any listener are replayed (bounded). */
export function onAnalyticsEvent(listener: (event: AnalyticsEvent) => void): () => void {
  return onEvent<AnalyticsEvent['name']>(bookingEventNames, listener);
}

export function track(event: AnalyticsEvent): void {
  if (event.name === 'RequestBookingSent') trackEvent(event.name, event.payload);
  else trackEvent(event.name, event.payload);
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
