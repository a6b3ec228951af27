// PostgreSQL's daterange as text, read back (shared by bookings and the host's calendar).

/** '[2026-07-01,2026-07-05)' -> { start, end } (PostgreSQL normalises date ranges to [) ). */
export function parseDateRange(text: string): { start: string; end: string } | null {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(text);
  return match ? { start: match[1], end: match[2] } : null;
}
