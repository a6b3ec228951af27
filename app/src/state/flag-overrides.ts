// Where flag values come from until the experiments call (a later issue) assigns them: VITE_MAINTENANCE_MODE=1 at
// build time turns maintenance on in any environment; outside production the experiment-override cookie (JSON of
// flag -> boolean) overrides any flag, so a developer or a test can turn on maintenance or the Canadian-owner logo.
import { cookieNames, readCookie } from '../lib/cookies.ts';
import { isProduction } from '../lib/environment.ts';
import { defaultFlags, type Flags, flagsStore, parseFlagOverrides } from './flags-store.ts';

export function startFlagOverrides(): void {
  const configured: Partial<Flags> = import.meta.env.VITE_MAINTENANCE_MODE === '1' ? { maintenanceMode: true } : {};
  const overrides = isProduction() ? {} : parseFlagOverrides(readCookie(cookieNames.experimentOverrides));
  flagsStore.set({ ...defaultFlags, ...configured, ...overrides });
}
