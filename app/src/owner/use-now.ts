import { useState } from 'react';

/** The time the component first rendered (the current month and year of the owner's screens). */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
