// Rules of a booking's steps, pure (test/booking/booking-rules.test.ts): why an answer or a cancellation is refused
// in a status, and the distance a closeout charges for.

/** Why the host's answer (accept, decline) or a cancellation is refused in this status, or null when it may go on. */
export function statusRefusal(
  status: string,
  action: 'answer' | 'cancel',
): 'REQUEST_EXPIRED' | 'ALREADY_CANCELLED' | 'ALREADY_ANSWERED' | null {
  if (status === 'Expired') return 'REQUEST_EXPIRED';
  if (action === 'cancel' && (status === 'CancelledByRenter' || status === 'CancelledByOwner')) return 'ALREADY_CANCELLED';
  if (action === 'answer' && status !== 'AwaitingOwnerApproval') return 'ALREADY_ANSWERED';
  return null;
}

/**
 * The distance a closeout charges for: the odometer readings' difference (to a tenth) when both are given, else the
 * distance the host typed (or none). 'backwards' when the return reading is below the pickup one.
 */
export function closeoutDistance(readings: {
  StartOdometer?: number | null;
  EndOdometer?: number | null;
  DistanceDriven?: number | null;
}): { distance: number | null; fromReadings: boolean } | 'backwards' {
  const { StartOdometer: start, EndOdometer: end } = readings;
  if (start != null && end != null) {
    if (end < start) return 'backwards';
    return { distance: Math.round((end - start) * 10) / 10, fromReadings: true };
  }
  return { distance: readings.DistanceDriven ?? null, fromReadings: false };
}
