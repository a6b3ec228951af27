// iCal (RFC 5545) both ways: the RV's export made with ical-generator, and fetching a feed by address through the
// guarded fetch (http/guarded-fetch.ts: public addresses only, a time limit, a size limit, bounded redirects).
import icalGenerator, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { calendarLimits } from '@rove/contract/host-vocabulary';
import { type GuardedFetchOptions, guardedFetch, OutboundFetchError } from '../http/guarded-fetch.ts';
import type { NightRange } from './calendar-rules.ts';

export interface ExportEvent {
  uid: string;
  /** Half-open nights [start, end): an all-day event from start to end (DTEND exclusive, as RFC 5545 wants). */
  range: NightRange;
  summary: string;
  description?: string;
}

/** The RV's calendar as an iCal document: one all-day busy event per booking and per block. */
export function exportCalendar(input: { name: string; host: string; events: readonly ExportEvent[]; now: Date }): string {
  const calendar = icalGenerator({ name: input.name, prodId: { company: 'Rove', product: 'Rove calendar', language: 'EN' } });
  for (const event of input.events) {
    calendar.createEvent({
      id: `${event.uid}@${input.host}`,
      start: event.range.start,
      end: event.range.end,
      allDay: true,
      summary: event.summary,
      description: event.description,
      stamp: input.now,
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}

/** Time limit of one feed fetch (ROVE_ICAL_TIMEOUT_MS to change, e.g. in tests). */
export function feedTimeoutMs(): number {
  const value = Number(process.env.ROVE_ICAL_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

/**
 * GETs a feed through the guarded fetch: webcal:// is https://; at most FeedRedirects redirects, FeedBytes at most,
 * one time limit for the whole exchange, public addresses only (unless `allowAddresses` names one). Never throws
 * anything but OutboundFetchError; an answer other than 2xx is 'unreachable'.
 */
export async function fetchFeed(
  address: string,
  options: { timeoutMs?: number } & Pick<GuardedFetchOptions, 'allowAddresses' | 'resolve'> = {},
): Promise<string> {
  const response = await guardedFetch(address.replace(/^webcals?:\/\//i, 'https://'), {
    timeoutMs: options.timeoutMs ?? feedTimeoutMs(),
    maxBytes: calendarLimits.FeedBytes,
    maxRedirects: calendarLimits.FeedRedirects,
    headers: { Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1', 'User-Agent': 'Rove-Calendar/1.0' },
    allowAddresses: options.allowAddresses,
    resolve: options.resolve,
  });
  if (response.status < 200 || response.status >= 300) throw new OutboundFetchError('unreachable', `answered ${response.status}`);
  return new TextDecoder().decode(response.body);
}
