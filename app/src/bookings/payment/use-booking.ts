// GET /api/bookings/{id} (either party) through SWR.
import type { CancellationPolicy } from '@rove/contract';
import { useApi } from '../../api/use-api.ts';
import type { ApiError } from '../../api/api-fetch.ts';
import type { Estimate } from '@rove/contract';

export interface BookingView {
  Id: number;
  Status: string;
  RvId: number;
  RvAlias: string;
  RvName: string;
  RvType: string;
  StartDate: string;
  EndDate: string;
  InstantBook: boolean;
  ExpiresAt: string | null;
  OwnerId?: number | null;
  Owner: { FirstName: string } | null;
  Financial: Estimate;
  /** The booking's cancellation policy (shown next to the pay button). */
  CancellationPolicy?: CancellationPolicy;
}

export function useBooking(id: string | undefined) {
  return useApi<BookingView, ApiError>(id ? `/api/bookings/${id}` : null);
}
