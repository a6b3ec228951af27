// Feature flags of spec 000 section 9 (the contract's experimentFlags), all off by default; the experiments call
// (experiments.ts) and, outside production, the experiment-override cookie (JSON of flag -> value) change them.
import { type ExperimentFlag, experimentFlags } from '@rove/contract/experiment-flags';
import { createStore, useStore } from '../../lib/create-store.ts';

export type Flags = Record<ExperimentFlag, boolean>;

export const defaultFlags: Flags = Object.fromEntries(experimentFlags.map((flag) => [flag, false])) as Flags;

/** Reads the boolean flags out of an override cookie value; anything malformed is ignored. */
export function parseFlagOverrides(raw: string | undefined): Partial<Flags> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Partial<Flags> = {};
    for (const key of Object.keys(defaultFlags) as (keyof Flags)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'boolean') out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

export const flagsStore = createStore<Flags>(defaultFlags);

/**
 * The flags. A part of a server-rendered page that hydrates late (a lazy widget, at the reader's first intent) hydrates
 * with the flags the page began hydrating with (lib/create-store.ts), then shows the current ones: an experiments
 * answer that landed meanwhile changes it after hydration, never during it.
 */
export function useFlags(): Flags {
  return useStore(flagsStore);
}
