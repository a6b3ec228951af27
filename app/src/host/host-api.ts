// The host operations endpoints (server/API.md, "Host operations"): calendar, iCal feeds, drivers. Answers are the
// server's; validation, conflict and bad-feed answers are shown by the pages, not reported as failures.
import type { Driver, DriverInput, DriverList, HostCalendar, IcalImportResult } from '@rove/contract';
import { apiFetch } from '../api/api-fetch.ts';
import { i18n } from '../i18n/i18n.ts';

const handled = [400, 404, 409, 413, 422, 502, 504];

export function calendarKey(from: string, to: string, rvId: number | null): string {
  const params = new URLSearchParams({ From: from, To: to });
  if (rvId !== null) params.set('RvId', String(rvId));
  return `/api/hosts/calendar?${params}`;
}

type Range = { StartDate: string; EndDate: string };
const base = (rvId: number) => `/api/hosts/calendar/${rvId}`;
/** The page's language, so that the server's messages (refusals, field errors) come in it. */
export const pageLanguage = (): Record<string, string> => ({ 'Accept-Language': i18n.language === 'fr' ? 'fr-CA' : 'en-US' });

const send = <T>(path: string, method: string, body?: unknown, headers?: Record<string, string>) =>
  apiFetch<T>(path, { method, body, headers: { ...pageLanguage(), ...headers }, quietStatuses: handled });

export const calendarApi = {
  block: (rvId: number, range: Range & { Note?: string }) => send<{ BlockedNights: number }>(`${base(rvId)}/blocks`, 'POST', range),
  unblock: (rvId: number, range: Range) => send<{ UnblockedNights: number }>(`${base(rvId)}/unblock`, 'POST', range),
  price: (rvId: number, range: Range, price: number | null) => send(`${base(rvId)}/prices`, 'PUT', { ...range, NightlyPrice: price }),
  minimumNights: (rvId: number, range: Range, nights: number | null) =>
    send(`${base(rvId)}/minimum-nights`, 'PUT', { ...range, MinimumNights: nights }),
  importUrl: (rvId: number, name: string, url: string) => send<IcalImportResult>(`${base(rvId)}/feeds`, 'POST', { Name: name, Url: url }),
  importFile: (rvId: number, name: string, content: string) =>
    send<IcalImportResult>(`${base(rvId)}/feeds/file`, 'POST', { Name: name, Content: content }),
  refresh: (rvId: number, feedId: number) => send<IcalImportResult>(`${base(rvId)}/feeds/${feedId}/refresh`, 'POST', {}),
  removeFeed: (rvId: number, feedId: number) => send<void>(`${base(rvId)}/feeds/${feedId}`, 'DELETE'),
  resetExport: (rvId: number) => send<{ ICalExportUrl: string }>(`${base(rvId)}/ical-export/reset`, 'POST', {}),
};

export const driversKey = '/api/user-profiles/me/drivers';
export const driversApi = {
  add: (driver: DriverInput, idempotencyKey: string) => send<Driver>(driversKey, 'POST', driver, { 'Idempotency-Key': idempotencyKey }),
  remove: (id: number) => send<void>(`${driversKey}/${id}`, 'DELETE'),
};
export type { DriverList, HostCalendar };
