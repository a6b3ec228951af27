// Feature flags and experiments (spec 000 section 9, spec 001): the flag names, an experiment's definition (the server's
// catalogue, ROVE_EXPERIMENTS) and the answer of POST /api/experiments, which carries what the app needs to decide an
// exposure: whether the experiment is tracked, allowed in a web view, and tracked on its default.
// The flag names are zod-free vocabulary (experiment-flags.ts), so the app's first load does not carry zod for them.
import { z } from 'zod';

export const FlagValueSchema = z.union([z.boolean(), z.string().max(100)]);
export type FlagValue = z.infer<typeof FlagValueSchema>;

export const ExperimentDefinitionSchema = z.strictObject({
  default: FlagValueSchema,
  /** The value given to users in the rollout (true when not set). */
  variant: FlagValueSchema.optional(),
  /** Percentage (0-100) of users who get the variant. */
  rollout: z.number().min(0).max(100).optional(),
  /** ISO country codes the rollout is limited to; elsewhere everyone gets the default. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'Use two-letter upper-case country codes.')).optional(),
  /** Exposure to this experiment is tracked (false when not set: a plain flag). */
  tracked: z.boolean().optional(),
  /** Exposure is tracked in the native apps' web views too (false when not set). */
  allowedInWebView: z.boolean().optional(),
  /** Exposure is tracked when the user gets the default as well (false when not set). */
  trackDefault: z.boolean().optional(),
});
export type ExperimentDefinition = z.infer<typeof ExperimentDefinitionSchema>;

/** Per experiment in the answer: its default and how its exposure is tracked. */
export const ExperimentTrackingSchema = z.object({
  Default: FlagValueSchema,
  Tracked: z.boolean(),
  AllowedInWebView: z.boolean(),
  TrackDefault: z.boolean(),
});
export type ExperimentTracking = z.infer<typeof ExperimentTrackingSchema>;

/** The answer of POST /api/experiments: one value per flag, and each experiment's tracking. */
export const ExperimentsAnswerSchema = z.object({
  Assignments: z.record(z.string(), FlagValueSchema),
  Experiments: z.record(z.string(), ExperimentTrackingSchema),
});
export type ExperimentsAnswer = z.infer<typeof ExperimentsAnswerSchema>;
