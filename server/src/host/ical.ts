// iCal (RFC 5545) both ways: the RV's export made with ical-generator, imports read with ical.js, and fetching a
// feed by address with a time limit, a size limit and a bounded number of redirects (never blocking the server).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ICAL from 'ical.js';
import icalGenerator, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { calendarLimits } from '@rove/contract';
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

function dateOf(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/**
 * The busy nights of an iCal document. All-day events keep their dates (DTEND exclusive); timed events block
 * every night they touch (an event ending after midnight blocks up to that day). Cancelled and transparent
 * (free) events are skipped, so are events entirely before `from`. Recurring events are expanded up to `until`.
 * Throws IcalFormatError when the text is not an iCal calendar.
 */
export function parseBusyNights(text: string, window: { from: string; until: string }): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new IcalFormatError('not a VCALENDAR');
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new IcalFormatError(String(error));
  }
  if (root.name !== 'vcalendar') throw new IcalFormatError('not a VCALENDAR');
  const out: ImportedEvent[] = [];
  const push = (uid: string, summary: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const first = dateOf(start);
    let last: string;
    if (!end) last = start.isDate ? addDays(first, 1) : addDays(first, 1);
    else {
      last = dateOf(end);
      // A timed event ending after midnight occupies that night too; an all-day DTEND is already exclusive.
      if (!end.isDate && (end.hour > 0 || end.minute > 0 || end.second > 0)) last = addDays(last, 1);
      if (!start.isDate && last <= first) last = addDays(first, 1);
    }
    if (last <= first) return;
    if (last <= window.from || first >= window.until) return;
    out.push({ uid, summary, range: { start: first < window.from ? window.from : first, end: last > window.until ? window.until : last } });
  };
  for (const component of root.getAllSubcomponents('vevent')) {
    if (out.length >= calendarLimits.FeedEvents) break;
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
    } catch {
      continue;
    }
    if (!event.startDate) continue;
    const uid = event.uid || `event-${out.length}`;
    const summary = (event.summary ?? '').slice(0, 200);
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let count = 0; count < 500; count += 1) {
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

export type FetchFailure = 'timeout' | 'tooLarge' | 'tooManyRedirects' | 'unreachable' | 'privateAddress';

/** Loopback, private, link-local, shared and unspecified addresses: a feed may not make the server call them. */
export function isPrivateAddress(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

async function refusePrivate(hostname: string): Promise<void> {
  const name = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(name) ? [{ address: name }] : await lookup(name, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new FeedFetchError('unreachable');
  if (addresses.some((entry) => isPrivateAddress(entry.address))) throw new FeedFetchError('privateAddress');
}
export class FeedFetchError extends Error {
  readonly reason: FetchFailure;
  constructor(reason: FetchFailure) {
    super(reason);
    this.reason = reason;
  }
}

/** Time limit of one feed fetch (ROVE_ICAL_TIMEOUT_MS to change, e.g. in tests). */
export function feedTimeoutMs(): number {
  const value = Number(process.env.ROVE_ICAL_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 10_000;
}

/**
 * GETs a feed: webcal:// is https://; at most FeedRedirects redirects (followed by hand, each one checked),
 * FeedBytes at most, and one time limit for the whole exchange. Loopback and private addresses are refused unless
 * allowed (tests and journeys serve feeds from 127.0.0.1). Never throws anything but FeedFetchError.
 */
export async function fetchFeed(address: string, options: { timeoutMs?: number; allowPrivate?: boolean } = {}): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? feedTimeoutMs());
  let url = address.replace(/^webcals?:\/\//i, 'https://');
  try {
    for (let hop = 0; hop <= calendarLimits.FeedRedirects; hop += 1) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new FeedFetchError('unreachable');
      // Every hop is checked: a public address may not redirect the server to a private one.
      if (!options.allowPrivate) await refusePrivate(parsed.hostname);
      const response = await fetch(parsed, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.1', 'User-Agent': 'Rove-Calendar/1.0' },
      });
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        if (!location) throw new FeedFetchError('unreachable');
        url = new URL(location, parsed).toString();
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new FeedFetchError('unreachable');
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > calendarLimits.FeedBytes) {
        await response.body.cancel();
        throw new FeedFetchError('tooLarge');
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > calendarLimits.FeedBytes) {
          await reader.cancel();
          throw new FeedFetchError('tooLarge');
        }
        chunks.push(value);
      }
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    throw new FeedFetchError('tooManyRedirects');
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw new FeedFetchError('timeout');
    throw new FeedFetchError('unreachable');
  }
}
