// Host operations: calendar, insights, profile and its sub-pages, drivers.
import type { PageLoader } from '../route-types.ts';

export const hostPages: Record<string, PageLoader> = {};
