// The availability calendar's month: weeks of days (Sunday first, as US and Canadian calendars print), each with
// whether a booked or blocked night starts on it and whether it is past. Pure; days as YYYY-MM-DD.
export interface GridDay {
  iso: string;
  day: number;
  booked: boolean;
  past: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function monthGrid(
  year: number,
  month: number,
  booked: readonly { StartDate: string; EndDate: string }[],
  today: string,
): (GridDay | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (GridDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) {
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    cells.push({ iso, day, booked: booked.some((r) => iso >= r.StartDate && iso < r.EndDate), past: iso < today });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month after (or before) a year and month. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
