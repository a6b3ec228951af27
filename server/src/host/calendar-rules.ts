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
