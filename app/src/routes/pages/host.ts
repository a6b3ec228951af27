// Host operations: calendar, insights, profile and its sub-pages, drivers.
import type { PageLoader } from '../route-types.ts';

export const hostPages: Record<string, PageLoader> = {
  'dashboard-calendar': () => import('../../host/calendar-page.tsx'),
  'dashboard-profile-drivers': () => import('../../host/drivers-page.tsx'),
  'dashboard-profile-drivers-new': () => import('../../host/driver-new-page.tsx'),
  'dashboard-insights': () => import('../../host/insights-page.tsx'),
  'dashboard-insights-reviews': () => import('../../host/reviews-page.tsx'),
  'dashboard-insights-earnings': () => import('../../host/earnings-page.tsx'),
  'dashboard-insights-opportunities': () => import('../../host/opportunities-page.tsx'),
};
