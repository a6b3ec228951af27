// GET /api/bookings/{id} (either party) through SWR, parsed with the contract's schema (api/parse-answer.ts).
import type { BookingDetail } from '@rove/contract';
import type { ApiError } from '../../api/api-fetch.ts';
import { fetchAnswer } from '../../api/parse-answer.ts';
import { useApi } from '../../api/use-api.ts';

/** The booking as the payment pages read it: the contract's booking detail. */
export type BookingView = BookingDetail;

export function useBooking(id: string | undefined) {
  return useApi<BookingView, ApiError>(id ? `/api/bookings/${id}` : null, (path: string) => fetchAnswer('booking', path));
}
