/**
 * In how many waves requests arrived (bench/signed-in-waterfall.ts): a wave starts with the first end after the last
 * wave's first end plus one round trip, and holds every end within that round trip. Over HTTP/1.1 a page's small
 * scripts come six at a time (six connections to an origin), so 30 of them asked for together arrive in 5 waves.
 */
export function arrivalWaves(endsMs: readonly number[], roundTripMs: number): number {
  let waves = 0;
  let waveStart = Number.NEGATIVE_INFINITY;
  for (const end of [...endsMs].sort((a, b) => a - b))
    if (end > waveStart + roundTripMs) {
      waves++;
      waveStart = end;
    }
  return waves;
}
