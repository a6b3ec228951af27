// Pure calendar rules of host operations: ranges of nights as half-open [start, end) ISO dates.
import { addDays } from '../pricing/calendar.ts';

export interface NightRange {
  start: string;
  end: string;
}

/** A host's inclusive range (StartDate .. EndDate, the last night) as the half-open nights [start, end). */
export function nightsRange(input: { StartDate: string; EndDate: string }): NightRange {
  return { start: input.StartDate, end: addDays(input.EndDate, 1) };
}

/** The half-open range back to the host's inclusive form (EndDate = the last night). */
export function inclusiveRange(range: NightRange): { StartDate: string; EndDate: string } {
  return { StartDate: range.start, EndDate: addDays(range.end, -1) };
}

export function overlaps(a: NightRange, b: NightRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The parts of `range` that none of `taken` covers, in order. */
export function subtractRanges(range: NightRange, taken: readonly NightRange[]): NightRange[] {
  let free: NightRange[] = [range];
  for (const cut of taken) {
    free = free.flatMap((part) => {
      if (!overlaps(part, cut)) return [part];
      const pieces: NightRange[] = [];
      if (part.start < cut.start) pieces.push({ start: part.start, end: cut.start });
      if (cut.end < part.end) pieces.push({ start: cut.end, end: part.end });
      return pieces;
    });
  }
  return free;
}

/** The overlap of two ranges, or null. */
export function intersection(a: NightRange, b: NightRange): NightRange | null {
  const start = a.start > b.start ? a.start : b.start;
  const end = a.end < b.end ? a.end : b.end;
  return start < end ? { start, end } : null;
}

/** Merges overlapping or touching ranges. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}

/** Every date of [start, end). */
export function datesOf(range: NightRange): string[] {
  const out: string[] = [];
  for (let day = range.start; day < range.end; day = addDays(day, 1)) out.push(day);
  return out;
}

/** A night range the RV's calendar already holds: a booking's ('booked') or a block ('blocked'). */
export interface TakenRange {
  range: NightRange;
  kind: 'booked' | 'blocked';
  bookingId: number | null;
}

/** What importing busy events does to a calendar (applyImport writes it). */
export interface ImportPlan {
  /** New blocks of the feed: the events' nights that nothing else holds, each part once, with its event's summary. */
  blocks: { range: NightRange; note: string }[];
  /** Events' nights on a booking: shown to the host, never blocked or dropped. */
  conflicts: { range: NightRange; bookingId: number | null; summary: string }[];
}

const byStart = <T extends { range: NightRange }>(a: T, b: T) =>
  a.range.start < b.range.start
    ? -1
    : a.range.start > b.range.start
      ? 1
      : a.range.end < b.range.end
        ? -1
        : a.range.end > b.range.end
          ? 1
          : 0;

/**
 * Plans an import in one pass over sorted lists (5,000 events against a busy calendar in milliseconds): nights
 * already taken (by a booking or a block) stay as they are, nights of an earlier event are not blocked twice, and
 * each booking an event overlaps gives one conflict with the nights they share. `taken` ranges never overlap each
 * other (the exclusion constraint), so once sorted their ends are sorted too.
 */
export function planImport(events: readonly { summary: string; range: NightRange }[], taken: readonly TakenRange[]): ImportPlan {
  const sortedEvents = [...events].sort(byStart);
  const sortedTaken = [...taken].sort(byStart);
  const booked = sortedTaken.filter((row) => row.kind === 'booked');
  const blocks: ImportPlan['blocks'] = [];
  const conflicts: ImportPlan['conflicts'] = [];
  // Earlier events (sorted by start) cover every night from the current event's start up to the latest end seen.
  let coveredUntil = '';
  let takenIndex = 0;
  let bookedIndex = 0;
  for (const event of sortedEvents) {
    const { range } = event;
    // Conflicts: the bookings overlapping this event (those ending before its start never matter again).
    while (bookedIndex < booked.length && booked[bookedIndex].range.end <= range.start) bookedIndex += 1;
    for (let i = bookedIndex; i < booked.length && booked[i].range.start < range.end; i++) {
      const shared = intersection(range, booked[i].range);
      if (shared) conflicts.push({ range: shared, bookingId: booked[i].bookingId, summary: event.summary });
    }
    // New nights: those past what earlier events covered, minus what the calendar already holds.
    const fresh = { start: range.start > coveredUntil ? range.start : coveredUntil, end: range.end };
    if (range.end > coveredUntil) coveredUntil = range.end;
    if (fresh.start >= fresh.end) continue;
    while (takenIndex < sortedTaken.length && sortedTaken[takenIndex].range.end <= fresh.start) takenIndex += 1;
    let cursor = fresh.start;
    for (let i = takenIndex; i < sortedTaken.length && sortedTaken[i].range.start < fresh.end; i++) {
      const cut = sortedTaken[i].range;
      if (cut.start > cursor) blocks.push({ range: { start: cursor, end: cut.start }, note: event.summary });
      if (cut.end > cursor) cursor = cut.end;
    }
    if (cursor < fresh.end) blocks.push({ range: { start: cursor, end: fresh.end }, note: event.summary });
  }
  return { blocks, conflicts };
}
