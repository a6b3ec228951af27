// Host operations: calendar, insights, profile and its sub-pages, drivers. The calendar's data starts beside its code
// (hostPageData).
import type { PageDataLoader, PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

export const hostPageData: Partial<Record<RouteName, PageDataLoader>> = {
  'dashboard-calendar': () => import('../../../host/calendar-loader.ts'),
};

export const hostPages: Partial<Record<RouteName, PageLoader>> = {
  'dashboard-calendar': () => import('../../../host/calendar-page.tsx'),
  'dashboard-profile-drivers': () => import('../../../host/drivers-page.tsx'),
  'dashboard-profile-drivers-new': () => import('../../../host/driver-new-page.tsx'),
  'dashboard-profile': () => import('../../../host/profile/profile-page.tsx'),
  'dashboard-profile-goals': () => import('../../../host/profile/goals-page.tsx'),
  'dashboard-profile-payout': () => import('../../../host/profile/payout-page.tsx'),
  'dashboard-profile-payment': () => import('../../../host/profile/payment-page.tsx'),
  'dashboard-profile-notifications': () => import('../../../host/profile/notifications-page.tsx'),
  'dashboard-profile-all': () => import('../../../host/profile/profile-all-page.tsx'),
  'dashboard-insights': () => import('../../../host/insights-page.tsx'),
  'dashboard-insights-reviews': () => import('../../../host/reviews-page.tsx'),
  'dashboard-insights-earnings': () => import('../../../host/earnings-page.tsx'),
  'dashboard-insights-opportunities': () => import('../../../host/opportunities-page.tsx'),
};
