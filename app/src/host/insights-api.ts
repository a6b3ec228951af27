// Host insights calls: the performance tier, reviews (summary, history, reply), earnings (and CSV), opportunities.
import type { EarningsInsights, HostInsights, OpportunitiesAnswer, ReviewHistory } from '@rove/contract';
import { apiFetch } from '../api/api-fetch.ts';
import { pageLanguage } from './host-api.ts';

export const insightsKey = '/api/hosts/insights';
export const reviewsSummaryKey = '/api/hosts/insights/reviews';
export const reviewHistoryKey = (page: number) => `/api/hosts/insights/reviews/history?Page=${page}`;
export const earningsKey = (year: number) => `/api/hosts/insights/earnings?Year=${year}`;
export const opportunitiesKey = '/api/hosts/insights/opportunities';

export interface ReviewsSummary {
  Count: number;
  Overall: number | null;
  ListingAccuracy: number | null;
  Value: number | null;
  Cleanliness: number | null;
  Communication: number | null;
}

export const replyToReview = (id: number, body: string) =>
  apiFetch<{ Id: number; Response: string }>(`/api/hosts/insights/reviews/${id}/reply`, {
    method: 'POST',
    body: { Body: body },
    headers: pageLanguage(),
    quietStatuses: [400, 404, 409],
  });

/** Downloads the year's earnings as a CSV file (the server writes it; the browser saves it). */
export async function downloadEarningsCsv(year: number): Promise<void> {
  const text = await apiFetch<string>(`/api/hosts/insights/earnings.csv?Year=${year}`);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `rove-earnings-${year}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
export type { EarningsInsights, HostInsights, OpportunitiesAnswer, ReviewHistory };
