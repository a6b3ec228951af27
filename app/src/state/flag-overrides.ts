// Outside production, the experiment-override cookie (JSON of flag -> boolean) overrides feature flags, so a
// developer or a test can turn on maintenance mode or the Canadian-owner logo.
import { cookieNames, readCookie } from '../lib/cookies.ts';
import { isProduction } from '../lib/environment.ts';
import { defaultFlags, flagsStore, parseFlagOverrides } from './flags-store.ts';

export function startFlagOverrides(): void {
  if (isProduction()) return;
  flagsStore.set({ ...defaultFlags, ...parseFlagOverrides(readCookie(cookieNames.experimentOverrides)) });
}
