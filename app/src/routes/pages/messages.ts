// Messages between renters and hosts.
import type { PageLoader } from '../route-types.ts';

export const messagePages: Record<string, PageLoader> = {};
