// When an experiment's exposure is tracked (spec 000 section 9, spec 001 section 8). Pure; experiments.ts sends the
// ExperimentExposed event for each experiment of the answer this rule lets through.
import type { ExperimentTracking, FlagValue } from '@rove/contract';

export interface ExposureFacts {
  /** The experiment's tracking, as POST /api/experiments answers it. */
  experiment: ExperimentTracking;
  /** The value the user was assigned. */
  variant: FlagValue;
  /** The page runs in a native app's web view. */
  inWebView: boolean;
}

/**
 * Exposure is tracked only if the experiment is tracked, not in a web view unless allowed, and when the variant
 * differs from the default or default tracking is on.
 */
export function tracksExposure({ experiment, variant, inWebView }: ExposureFacts): boolean {
  if (!experiment.Tracked) return false;
  if (inWebView && !experiment.AllowedInWebView) return false;
  return variant !== experiment.Default || experiment.TrackDefault;
}
