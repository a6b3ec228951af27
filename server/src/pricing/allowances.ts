/** Total days = total nights + 1 (a 3-night trip spans 4 calendar days). */
export function totalDays(nights: number): number {
  return nights + 1;
}

/** Free distance and free generator hours = free amount per day x total days; null means unlimited. */
export function allowance(freePerDay: number | null, nights: number): number | null {
  return freePerDay === null ? null : freePerDay * totalDays(nights);
}
