// Experiment assignment (spec 000 sections 7 and 9) as pure functions: one definition per flag, a default value and,
// for an experiment, a variant given to a stable percentage of users (hashed from the user id, else the session id),
// optionally only in some countries. The flag names and the definition's schema are the contract's; every flag is off.
import {
  type ExperimentDefinition,
  ExperimentDefinitionSchema,
  type ExperimentFlag,
  type ExperimentTracking,
  experimentFlags,
  type FlagValue,
} from '@rove/contract';
import { z } from 'zod';

export type { ExperimentDefinition, FlagValue };
export type ExperimentConfig = Record<string, ExperimentDefinition>;

export const ExperimentConfigSchema = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), ExperimentDefinitionSchema);

/** Plain flags: never tracked. The campaigns and the notification cards are experiments whose exposure is tracked. */
const trackedFlags: ReadonlySet<ExperimentFlag> = new Set([
  'showCanadianOwnerBanner',
  'midweekBannerCanada',
  'canadianOwnedCampaign',
  'thanksgivingBanner',
  'notificationCards',
]);

/** The contract's flags (spec 000 section 9), all off; outside web views and on their defaults, nothing is tracked. */
export const defaultExperimentConfig: ExperimentConfig = Object.fromEntries(
  experimentFlags.map((flag) => [flag, trackedFlags.has(flag) ? { default: false, tracked: true } : { default: false }]),
);

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

/** Each experiment's default and tracking, as the answer carries them (unset attributes are false). */
export function experimentTracking(config: ExperimentConfig): Record<string, ExperimentTracking> {
  return Object.fromEntries(
    Object.entries(config).map(([flag, definition]) => [
      flag,
      {
        Default: definition.default,
        Tracked: definition.tracked ?? false,
        AllowedInWebView: definition.allowedInWebView ?? false,
        TrackDefault: definition.trackDefault ?? false,
      },
    ]),
  );
}
