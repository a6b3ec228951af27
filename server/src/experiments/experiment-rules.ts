// Experiment assignment (spec 000 sections 7 and 9) as pure functions: one definition per flag, a default value and,
// for an experiment, a variant given to a stable percentage of users (hashed from the user id, else the session id),
// optionally only in some countries. The defaults mirror the app's (app/src/state/flags-store.ts): every flag off.
import { z } from 'zod';

export type FlagValue = boolean | string;

const FlagValueSchema = z.union([z.boolean(), z.string().max(100)]);

export const ExperimentDefinitionSchema = z.strictObject({
  default: FlagValueSchema,
  /** The value given to users in the rollout (true when not set). */
  variant: FlagValueSchema.optional(),
  /** Percentage (0-100) of users who get the variant. */
  rollout: z.number().min(0).max(100).optional(),
  /** ISO country codes the rollout is limited to; elsewhere everyone gets the default. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'Use two-letter upper-case country codes.')).optional(),
});
export type ExperimentDefinition = z.infer<typeof ExperimentDefinitionSchema>;
export type ExperimentConfig = Record<string, ExperimentDefinition>;

export const ExperimentConfigSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), ExperimentDefinitionSchema);

/** The flags of spec 000 section 9, as the app names them, all off. */
export const defaultExperimentConfig: ExperimentConfig = {
  maintenanceMode: { default: false },
  showCanadianOwnerBanner: { default: false },
  midweekBannerCanada: { default: false },
  canadianOwnedCampaign: { default: false },
  thanksgivingBanner: { default: false },
  notificationCards: { default: false },
  sessionRecording: { default: false },
};

/** The defaults with ROVE_EXPERIMENTS (JSON of flag -> definition) laid over them; a bad value throws, loudly. */
export function experimentConfigFrom(raw: string | undefined): ExperimentConfig {
  if (!raw?.trim()) return defaultExperimentConfig;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ROVE_EXPERIMENTS is not valid JSON.');
  }
  const result = ExperimentConfigSchema.safeParse(parsed);
  if (!result.success) throw new Error(`ROVE_EXPERIMENTS is not valid: ${z.prettifyError(result.error)}`);
  return { ...defaultExperimentConfig, ...result.data };
}

/** FNV-1a (32 bits): stable across processes and releases, unlike anything seeded. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The user's bucket for one flag, 0 to 99.99; each flag buckets independently. */
export function bucketOf(flag: string, unit: string): number {
  return (stableHash(`${flag}:${unit}`) % 10_000) / 100;
}

export interface AssignmentSubject {
  userId?: string | number | null;
  sessionId?: string | null;
  country?: string | null;
}

export function assignFlag(flag: string, definition: ExperimentDefinition, subject: AssignmentSubject): FlagValue {
  const { rollout = 0 } = definition;
  if (rollout <= 0) return definition.default;
  const country = subject.country?.toUpperCase();
  if (definition.countries && !(country && definition.countries.includes(country))) return definition.default;
  const unit =
    subject.userId != null && subject.userId !== '' ? `user:${subject.userId}` : subject.sessionId ? `session:${subject.sessionId}` : null;
  // Nobody to bucket: the default, so a visitor never flips between variants.
  if (!unit) return definition.default;
  return bucketOf(flag, unit) < rollout ? (definition.variant ?? true) : definition.default;
}

export function assignExperiments(config: ExperimentConfig, subject: AssignmentSubject): Record<string, FlagValue> {
  return Object.fromEntries(Object.entries(config).map(([flag, definition]) => [flag, assignFlag(flag, definition, subject)]));
}
