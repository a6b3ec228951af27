// Feature flags and experiments (spec 000 section 9, spec 001): the flag names, an experiment's definition (the server's
// catalogue, ROVE_EXPERIMENTS) and the answer of POST /api/experiments, which carries what the app needs to decide an
// exposure: whether the experiment is tracked, allowed in a web view, and tracked on its default.
// The flag names are zod-free vocabulary (experiment-flags.ts), so the app's first load does not carry zod for them.
import { z } from 'zod';
import { deviceTypes } from './experiment-flags.ts';

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

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/**
 * The body of POST /api/experiments (spec 000 section 7): email, country, custom (user id, session id, user agent,
 * device type, language, owner yes or no, environment name, region). Visitors send no email or user id.
 */
export const ExperimentsRequestSchema = z.object({
  Email: z.email('Enter a valid email address.').max(254).nullable().optional(),
  Country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
    .nullable()
    .optional(),
  Custom: z.object({
    UserId: z
      .union([z.number().int().positive(), z.string().min(1).max(128)])
      .nullable()
      .optional(),
    SessionId: optionalText(128),
    UserAgent: optionalText(1024),
    DeviceType: z.enum(deviceTypes),
    Language: z.string().min(2).max(35),
    Owner: z.enum(['yes', 'no']),
    Environment: z.string().min(1).max(32),
    Region: optionalText(100),
  }),
});
export type ExperimentsRequest = z.infer<typeof ExperimentsRequestSchema>;
