// Reading iCal (RFC 5545) imports with ical.js: parseBusyNights and its limits. Run in the feed parser's process
// (feed-parser-worker.ts, started by feed-parser.ts), never on the event loop; it imports only what parsing needs, so a
// parser process starts quickly.
import ICAL from 'ical.js';
import { calendarLimits } from '@rove/contract/host-vocabulary';
import { addDays } from '../pricing/calendar.ts';
import type { NightRange } from './calendar-rules.ts';

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
