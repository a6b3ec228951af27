// A clock that tests may move forward, so that Playwright journeys can live through a trip's end (completion,
// closeout, reviews) without waiting for it. It exists only when ROVE_TEST_CLOCK=1, and never in production:
// asking for it there stops the server at start-up. The API (/dev/clock) is registered only when it exists.
export interface TestClock {
  now(): Date;
  offsetMs(): number;
  setOffset(ms: number): void;
}

export const maxTestClockOffsetDays = 400;

export function createTestClock(realNow: () => Date = () => new Date()): TestClock {
  let offset = 0;
  return {
    now: () => new Date(realNow().getTime() + offset),
    offsetMs: () => offset,
    setOffset(ms) {
      if (!Number.isFinite(ms) || Math.abs(ms) > maxTestClockOffsetDays * 86_400_000)
        throw new RangeError('Test clock offset out of range');
      offset = ms;
    },
  };
}

/** The test clock when the environment asks for it; throws in production (where it must never exist). */
export function testClockFromEnv(env: Record<string, string | undefined>): TestClock | undefined {
  if (env.ROVE_TEST_CLOCK !== '1') return undefined;
  if (env.NODE_ENV === 'production') throw new Error('ROVE_TEST_CLOCK=1 is refused in production (NODE_ENV=production).');
  return createTestClock();
}
