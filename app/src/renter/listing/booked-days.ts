// Booked and blocked nights come as [StartDate, EndDate) ranges: a day is unavailable when a night starts on it.
import { type CalendarDate, parseDate } from '@internationalized/date';

export function bookedDayTest(booked: readonly { StartDate: string; EndDate: string }[]): (date: CalendarDate) => boolean {
  const ranges = booked.map((r) => [parseDate(r.StartDate), parseDate(r.EndDate)] as const);
  return (date) => ranges.some(([start, end]) => date.compare(start) >= 0 && date.compare(end) < 0);
}
