// The bookings dashboard's data: SWR hooks over the API (keys are API paths, refreshed after every action) and
// one way to call an action: the page's language for the server's messages, an Idempotency-Key per attempt so
// that a retry or a double click never charges or refunds twice. The answers that carry money or state (the
// booking, the lists, the homes, the cancellation, the money, money requests) are parsed with the contract's
// schemas before they are shown (api/parse-answer.ts).
import type { Locale } from '@rove/contract/vocabulary';
import type {
  BookingDetail,
  BookingList,
  BookingListFilterName,
  BookingMoney,
  BookingReviews,
  CancellationPreview,
  Claim,
  HostDashboard,
  Invoice,
  MoneyRequests,
  RenterDashboard,
  RentalAgreement,
  Upload,
} from '@rove/contract';
import { mutate } from 'swr';
import { freshFromLoader, loadForPage } from '../api/loader-data.ts';
import { useApi } from '../api/use-api.ts';
import { type ApiError, apiFetch } from '../api/api-fetch.ts';
import { type AnswerName, fetchAnswer } from '../api/parse-answer.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { languageHeaders } from '../api/language-headers.ts';
import { sessionStore } from '../api/session-store.ts';

export type Booking = BookingDetail;
export type { ApiError };

/** An API read in a language (the server answers words in it): its SWR key is the path and the language. */
const localizedKey = (path: string, locale: string): [string, string] => [path, locale];
/** The read of a key: parsed as the named answer when it carries money or state. */
const localizedFetch =
  <T>(quiet?: number[], answer?: AnswerName) =>
  ([url, language]: [string, string]): Promise<T> => {
    const options = { headers: languageHeaders(language), quietStatuses: quiet };
    return answer ? (fetchAnswer(answer, url, options) as Promise<T>) : apiFetch<T>(url, options);
  };

/**
 * SWR with the page's language in the key; `first`, a route loader's answer for it (api/loader-data.ts); `loaded`, a
 * key a route's loader may have put in SWR's cache (its first mount then does not read it again).
 */
function useLocalizedApi<T>(path: string | null, options: { quiet?: number[]; first?: T; answer?: AnswerName; loaded?: boolean } = {}) {
  const locale = useLocale();
  return useApi<T, ApiError>(
    path ? localizedKey(path, locale) : null,
    localizedFetch<T>(options.quiet, options.answer),
    options.first !== undefined
      ? { fallbackData: options.first, use: [freshFromLoader] }
      : options.loaded
        ? { use: [freshFromLoader] }
        : undefined,
  );
}

export const bookingPath = (id: number | string) => `/api/bookings/${id}`;
/** The answer a booking's read is checked as (its loader's first read names it too: booking-loader.ts). */
export const bookingAnswer = 'booking' satisfies AnswerName;

/** A booking in a language, as the bookings/:id route's loader reads it before its page renders. */
export function loadBooking(id: string, locale: string): Promise<Booking> {
  const key = localizedKey(bookingPath(id), locale);
  return loadForPage(key, () => localizedFetch<Booking>([404], bookingAnswer)(key));
}

/** The booking of a page: the loader's answer first (`first`), then SWR's, fresh after every action. */
export function useBookingDetail(id: string | number | undefined, first?: Booking) {
  return useLocalizedApi<Booking>(id ? bookingPath(id) : null, { quiet: [404], first, answer: bookingAnswer });
}

/** A page of the trips or bookings list (the list page's first read too: dashboard/booking-list-page.tsx). */
export const bookingListPath = (role: 'renter' | 'owner', filter: BookingListFilterName, page: number) =>
  `/api/bookings?role=${role}&filter=${filter}&page=${page}`;

/** The answer a list's page is checked as (the list page's first read names it too). */
export const bookingListAnswer = 'bookingList' satisfies AnswerName;

export function useBookingList(role: 'renter' | 'owner', filter: BookingListFilterName, page: number) {
  return useLocalizedApi<BookingList>(bookingListPath(role, filter, page), { answer: bookingListAnswer });
}

/** The dashboard home's read (dashboard/dashboard-loader.ts: its first read). */
export const dashboardPath = (mode: 'renter' | 'host') => `/api/dashboard?mode=${mode}`;
/** The answer the dashboard home's read is checked as. */
export const dashboardAnswer = (mode: 'renter' | 'host') => (mode === 'host' ? 'hostDashboard' : 'renterDashboard');

/**
 * The dashboard home's data in a language, read as its route opens (dashboard/dashboard-loader.ts): put in SWR's
 * cache, its hook's first mount shows it without reading it again.
 */
export async function loadDashboard(mode: 'renter' | 'host', locale: string): Promise<RenterDashboard | HostDashboard> {
  const key = localizedKey(dashboardPath(mode), locale);
  const data = await loadForPage(key, () => localizedFetch<RenterDashboard | HostDashboard>(undefined, dashboardAnswer(mode))(key));
  await mutate(key, data, { revalidate: false });
  return data;
}

export function useRenterDashboard(enabled = true) {
  return useLocalizedApi<RenterDashboard>(enabled ? dashboardPath('renter') : null, { answer: dashboardAnswer('renter'), loaded: true });
}

export function useHostDashboard(enabled = true) {
  return useLocalizedApi<HostDashboard>(enabled ? dashboardPath('host') : null, { answer: dashboardAnswer('host'), loaded: true });
}

export function useCancellation(id: string | number | undefined, by?: 'renter') {
  return useLocalizedApi<CancellationPreview>(id ? `${bookingPath(id)}/cancellation${by ? `?by=${by}` : ''}` : null, {
    answer: 'cancellation',
  });
}

export function useAgreement(id: string | number | undefined) {
  return useLocalizedApi<RentalAgreement>(id ? `${bookingPath(id)}/agreement` : null);
}

export function useInvoice(id: string | number | undefined) {
  return useLocalizedApi<Invoice>(id ? `${bookingPath(id)}/invoice` : null);
}

export function useClaims(id: string | number | undefined) {
  return useLocalizedApi<{ Items: Claim[]; CanFile: boolean }>(id ? `${bookingPath(id)}/claims` : null);
}

export function useBookingReviews(id: string | number | undefined) {
  return useLocalizedApi<BookingReviews>(id ? `${bookingPath(id)}/reviews` : null);
}

export function useMoneyRequests(id: string | number | undefined) {
  return useLocalizedApi<MoneyRequests>(id ? `${bookingPath(id)}/money-requests` : null, { answer: 'moneyRequests' });
}

export function useBookingMoney(id: string | number | undefined) {
  return useLocalizedApi<BookingMoney>(id ? `${bookingPath(id)}/money` : null, { answer: 'bookingMoney' });
}

/** After an action every view of the booking (and the lists, the home, the header's count) is read again. */
export async function refreshBookingViews(id?: number | string): Promise<void> {
  await mutate((key) => {
    const path = Array.isArray(key) ? key[0] : key;
    if (typeof path !== 'string') return false;
    return (
      path.startsWith('/api/dashboard') ||
      path.startsWith('/api/bookings?') ||
      path.startsWith('/api/Message/') ||
      (id !== undefined && (path === bookingPath(id) || path.startsWith(`${bookingPath(id)}/`) || path.startsWith(`${bookingPath(id)}?`)))
    );
  });
}

/** One call of an action (POST with JSON), in the page's language, with its attempt's Idempotency-Key. */
export function callAction<T>(path: string, body: unknown, options: { locale: string; key?: string }): Promise<T> {
  return apiFetch<T>(path, {
    method: 'POST',
    body,
    headers: { ...languageHeaders(options.locale), ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
    quietStatuses: [400, 403, 404, 409, 422],
  });
}

/** Downloads the invoice PDF in a language (a blob through the signed-in fetch, saved under the server's name). */
export async function downloadInvoicePdf(id: number, locale: Locale): Promise<void> {
  const token = sessionStore.get().accessToken;
  const response = await fetch(`${bookingPath(id)}/invoice.pdf?lang=${locale}`, {
    headers: { Accept: 'application/pdf', ...languageHeaders(locale), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Invoice PDF: HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `rove-invoice-${id}.pdf`;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** One claim photo through the shared uploads (checked by content on the server). */
export function uploadClaimPhoto(file: File, locale: string): Promise<Upload> {
  const body = new FormData();
  body.set('file', file);
  body.set('kind', 'claim-photo');
  return apiFetch<Upload>('/api/uploads', { method: 'POST', body, headers: languageHeaders(locale), quietStatuses: [413, 415, 422] });
}
