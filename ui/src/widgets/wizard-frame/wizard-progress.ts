// The listing wizard's position as pure data: "step n of m", how far along, and what to announce.

export interface WizardProgress {
  /** 1-based step number. */
  current: number;
  total: number;
  /** Whole percent done when this step is shown (the first step shows some progress, the last shows 100). */
  percent: number;
  isFirst: boolean;
  isLast: boolean;
}

/** `stepIndex` is 0-based; out-of-range or fractional values are programming errors. */
export function wizardProgress(stepIndex: number, stepCount: number): WizardProgress {
  if (!Number.isInteger(stepCount) || stepCount < 1) throw new RangeError(`stepCount must be a positive integer, got ${stepCount}`);
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= stepCount) {
    throw new RangeError(`stepIndex must be an integer from 0 to ${stepCount - 1}, got ${stepIndex}`);
  }
  const current = stepIndex + 1;
  return {
    current,
    total: stepCount,
    percent: Math.round((current / stepCount) * 100),
    isFirst: stepIndex === 0,
    isLast: current === stepCount,
  };
}
