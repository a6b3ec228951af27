// The owner's side: the /owner landing page, the listing wizard, RV management.
import type { PageLoader } from '../route-types.ts';

export const ownerPages: Record<string, PageLoader> = {};
