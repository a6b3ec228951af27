// iCal (RFC 5545) both ways: the RV's export made with ical-generator, imports read with ical.js (parseBusyNights,
// run in a worker thread by feed-parser.ts, never on the event loop), and fetching a feed by address through the
// guarded fetch (http/guarded-fetch.ts: public addresses only, a time limit, a size limit, bounded redirects).
import ICAL from 'ical.js';
import icalGenerator, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { calendarLimits } from '@rove/contract';
import { type GuardedFetchOptions, guardedFetch, OutboundFetchError } from '../http/guarded-fetch.ts';
import { addDays } from '../pricing/calendar.ts';
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

export interface ImportedEvent {
  uid: string;
  summary: string;
  range: NightRange;
}

export class IcalFormatError extends Error {}

/** What a hostile or oversized calendar ran into; the host is told "This calendar has too many events". */
export type IcalLimit = 'events' | 'occurrences' | 'recurrenceSteps' | 'time' | 'memory';
export class IcalLimitError extends Error {
  readonly limit: IcalLimit;
  constructor(limit: IcalLimit) {
    super(`calendar over its ${limit} limit`);
    this.name = 'IcalLimitError';
    this.limit = limit;
  }
}

export interface IcalLimits {
  /** VEVENTs in the document. */
  events: number;
  /** Busy ranges once recurrences are expanded within the window. */
  occurrences: number;
  /** Steps of every recurrence iterator together (those before the window count too). */
  recurrenceSteps: number;
}

export const icalLimits: IcalLimits = {
  events: calendarLimits.FeedEvents,
  occurrences: calendarLimits.FeedOccurrences,
  recurrenceSteps: calendarLimits.FeedRecurrenceSteps,
};

function dateOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/** VEVENTs the text declares, counted before anything is parsed. */
function declaredEvents(text: string): number {
  let count = 0;
  const pattern = /^BEGIN:VEVENT\s*$/gim;
  while (pattern.exec(text)) count += 1;
  return count;
}

/**
 * The busy nights of an iCal document. All-day events keep their dates (DTEND exclusive); timed events block
 * every night they touch (an event ending after midnight blocks up to that day). Cancelled and transparent
 * (free) events are skipped, so are events entirely before `from`. Recurring events are expanded up to `until`.
 * Throws IcalFormatError when the text is not an iCal calendar, IcalLimitError past one of `limits` (more events
 * than allowed, more busy ranges once expanded, more recurrence steps): refused whole, never cut short.
 */
export function parseBusyNights(text: string, window: { from: string; until: string }, limits: IcalLimits = icalLimits): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new IcalFormatError('not a VCALENDAR');
  if (declaredEvents(text) > limits.events) throw new IcalLimitError('events');
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new IcalFormatError(String(error));
  }
  if (root.name !== 'vcalendar') throw new IcalFormatError('not a VCALENDAR');
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > limits.events) throw new IcalLimitError('events');
  // Changed occurrences of a recurring event (RECURRENCE-ID), by UID: handed to their event, which would otherwise
  // look for them among all its siblings (ical.js does, once per event: 5,000 events took seconds).
  const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue('uid') ?? '');
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  const recurringUids = new Set<string>();
  for (const component of vevents) {
    if (component.hasProperty('recurrence-id'))
      exceptionsByUid.set(uidOf(component), [...(exceptionsByUid.get(uidOf(component)) ?? []), component]);
    else if (component.hasProperty('rrule') || component.hasProperty('rdate')) recurringUids.add(uidOf(component));
  }
  const out: ImportedEvent[] = [];
  let steps = 0;
  const push = (uid: string, summary: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const first = dateOf(start);
    let last: string;
    if (!end) last = addDays(first, 1);
    else {
      last = dateOf(end);
      // A timed event ending after midnight occupies that night too; an all-day DTEND is already exclusive.
      if (!end.isDate && (end.hour > 0 || end.minute > 0 || end.second > 0)) last = addDays(last, 1);
      if (!start.isDate && last <= first) last = addDays(first, 1);
    }
    if (last <= first) return;
    if (last <= window.from || first >= window.until) return;
    if (out.length >= limits.occurrences) throw new IcalLimitError('occurrences');
    out.push({ uid, summary, range: { start: first < window.from ? window.from : first, end: last > window.until ? window.until : last } });
  };
  for (const component of vevents) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    const isException = component.hasProperty('recurrence-id');
    // An occurrence changed from its recurring event is read with that event's expansion, not twice.
    if (isException && recurringUids.has(uidOf(component))) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { exceptions: isException ? [] : (exceptionsByUid.get(uidOf(component)) ?? []) });
    } catch {
      continue;
    }
    if (!event.startDate) continue;
    const uid = event.uid || `event-${out.length}`;
    const summary = (event.summary ?? '').slice(0, 200);
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (;;) {
        steps += 1;
        if (steps > limits.recurrenceSteps) throw new IcalLimitError('recurrenceSteps');
        const next = iterator.next();
        if (!next) break;
        const first = dateOf(next);
        if (first >= window.until) break;
        const details = event.getOccurrenceDetails(next);
        push(`${uid}#${first}`, summary, details.startDate, details.endDate);
      }
    } else push(uid, summary, event.startDate, event.endDate);
  }
  return out;
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
