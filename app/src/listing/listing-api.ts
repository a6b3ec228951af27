// Data of the listing and booking pages through apiFetch/SWR. Calls carry the page's language so the server's
// messages (trip errors, payment declines) come back in it.
import type { ListingDetail, ReviewPage } from '@rove/contract';
import type { FinancialBreakdown } from '@rove/ui';
import useSWR from 'swr';
import { ApiError, apiFetch } from '../api/api-fetch.ts';
import { useLocale } from '../layout/use-locale-path.ts';
import { type EstimateParams, estimateQuery } from '../booking/estimate-params.ts';

export type { ListingDetail, ReviewPage };

/** The estimate answer: the financial breakdown plus the trip facts the server adds to it. */
export type Estimate = FinancialBreakdown & {
  RvUsage?: string;
  RoadsideNightlyRate?: number | null;
  InsuranceNightlyRate?: number | null;
  DistanceUnit?: 'mi' | 'km';
  FreeDistance?: number | null;
  ChargePerDistanceOver?: number | null;
  FreeGeneratorHours?: number | null;
  ChargePerGeneratorHourOver?: number | null;
  /** Total days = nights + 1 (free distance and generator hours are per day x total days). */
  TotalDays?: number;
};

export function languageHeaders(locale: string): Record<string, string> {
  return { 'Accept-Language': locale === 'fr' ? 'fr-CA,fr' : 'en-US,en' };
}

export function useListing(alias: string | undefined) {
  return useSWR<ListingDetail, ApiError>(alias ? `/api/rvs/${encodeURIComponent(alias)}` : null, (path: string) =>
    apiFetch<ListingDetail>(path, { quietStatuses: [404] }),
  );
}

export type ReviewSort = 'newest' | 'highest' | 'lowest';

export function useReviews(alias: string, sort: ReviewSort, page: number, firstPage: ReviewPage) {
  const isFirst = sort === 'newest' && page === 1;
  return useSWR<ReviewPage, ApiError>(
    isFirst ? null : `/api/rvs/${encodeURIComponent(alias)}/reviews?Sort=${sort}&Page=${page}&PageSize=${firstPage.PageSize}`,
    { fallbackData: isFirst ? firstPage : undefined, keepPreviousData: true },
  );
}

/** The server's estimate for the parameters in the address; none until both dates are chosen. */
export function useEstimate(rvId: number | undefined, params: EstimateParams) {
  const locale = useLocale();
  const query = rvId ? estimateQuery(params) : null;
  const key = query ? [`/api/rvs/${rvId}/estimate`, new URLSearchParams(query).toString(), locale] : null;
  return useSWR<Estimate, ApiError>(
    key,
    ([path, qs, language]: [string, string, string]) =>
      apiFetch<Estimate>(`${path}?${qs}`, { headers: languageHeaders(language), quietStatuses: [409, 422] }),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}
