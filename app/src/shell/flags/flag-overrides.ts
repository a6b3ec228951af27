// Where flag values come from, lowest first: the defaults, the experiment assignment (POST /api/experiments, see
// experiments.ts), VITE_MAINTENANCE_MODE=1 at build time (turns maintenance on in any environment) and, outside
// production, the experiment-override cookie (JSON of flag -> boolean), so a developer or a test still wins.
import { cookies } from '@rove/contract/cookies';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { isProduction } from '../../lib/environment.ts';
import { defaultFlags, type Flags, flagsStore, parseFlagOverrides } from './flags-store.ts';

let assignment: Partial<Flags> = {};
const overrideListeners = new Set<() => void>();

/** The layers merged, each over the one before. */
export function mergeFlags(assigned: Partial<Flags>, configured: Partial<Flags>, overrides: Partial<Flags>): Flags {
  return { ...defaultFlags, ...assigned, ...configured, ...overrides };
}

function applyFlags(): void {
  const configured: Partial<Flags> = import.meta.env.VITE_MAINTENANCE_MODE === '1' ? { maintenanceMode: true } : {};
  const overrides = isProduction() ? {} : parseFlagOverrides(readCookie(cookies.experimentOverrides.name));
  const next = mergeFlags(assignment, configured, overrides);
  // Unchanged values keep the current object: an experiments answer that changes nothing re-renders nothing.
  flagsStore.set((current) => (sameFlags(current, next) ? current : next));
}

function sameFlags(a: Flags, b: Flags): boolean {
  const keys = Object.keys(b) as (keyof Flags)[];
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}

export function startFlagOverrides(): void {
  applyFlags();
}

/** Stores the experiment assignment under the overrides. */
export function setExperimentAssignment(next: Partial<Flags>): void {
  assignment = next;
  applyFlags();
}

/** Writes the experiment-override cookie (the /experiments page) and tells the listeners (the experiments call). */
export function setFlagOverrides(overrides: Partial<Flags>): void {
  writeCookie(cookies.experimentOverrides.name, JSON.stringify(overrides), cookies.experimentOverrides.maxAge);
  applyFlags();
  for (const listener of overrideListeners) listener();
}

export function onFlagOverridesChange(listener: () => void): () => void {
  overrideListeners.add(listener);
  return () => void overrideListeners.delete(listener);
}
