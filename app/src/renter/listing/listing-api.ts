// Data of the listing and booking pages through apiFetch/SWR. Calls carry the page's language so the server's
// messages (trip errors, payment declines) come back in it.
import type { Estimate, ListingDetail, ReviewPage, ReviewSort } from '@rove/contract';
import { languageHeaders } from '../../api/language-headers.ts';
import { useApi } from '../../api/use-api.ts';
import { ApiError, apiFetch } from '../../api/api-fetch.ts';
import { fetchAnswer } from '../../api/parse-answer.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { type EstimateParams, estimateQuery } from '../estimate-params.ts';

export type { ListingDetail, ReviewPage };

export type { Estimate, ReviewSort };

export function useListing(alias: string | undefined) {
  return useApi<ListingDetail, ApiError>(alias ? `/api/rvs/${encodeURIComponent(alias)}` : null, (path: string) =>
    apiFetch<ListingDetail>(path, { quietStatuses: [404] }),
  );
}

export function useReviews(alias: string, sort: ReviewSort, page: number, firstPage: ReviewPage) {
  const isFirst = sort === 'newest' && page === 1;
  return useApi<ReviewPage, ApiError>(
    isFirst ? null : `/api/rvs/${encodeURIComponent(alias)}/reviews?Sort=${sort}&Page=${page}&PageSize=${firstPage.PageSize}`,
    { fallbackData: isFirst ? firstPage : undefined, keepPreviousData: true },
  );
}

/** The server's estimate for the parameters in the address; none until both dates are chosen. */
export function useEstimate(rvId: number | undefined, params: EstimateParams, delivery?: ListingDetail['Delivery']) {
  const locale = useLocale();
  const query = rvId ? estimateQuery(params, delivery) : null;
  const key = query ? [`/api/rvs/${rvId}/estimate`, new URLSearchParams(query).toString(), locale] : null;
  return useApi<Estimate, ApiError>(
    key,
    ([path, qs, language]: [string, string, string]) =>
      // Parsed with the contract's schema (api/parse-answer.ts): a field the server stops sending fails here, not on
      // screen. The schemas (and zod) load with the first estimate, not with the page.
      fetchAnswer('estimate', `${path}?${qs}`, { headers: languageHeaders(language), quietStatuses: [409, 422] }),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}
