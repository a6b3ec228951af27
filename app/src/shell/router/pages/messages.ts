// Messages between renters and hosts (issue 20): the inbox and its folders, the host's message templates (its
// route lives under profile) and an RV's pre-booking message (its route lives under rvs/{rvId}).
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const inbox: PageLoader = () => import('../../../messages/inbox-page.tsx');

export const messagePages: Partial<Record<RouteName, PageLoader>> = {
  'dashboard-messages': inbox,
  'dashboard-messages-archives': inbox,
  'dashboard-messages-requests': inbox,
  'dashboard-messages-enquiries': inbox,
  'dashboard-profile-message-templates': () => import('../../../messages/templates-page.tsx'),
  'dashboard-rvs-rvId-pre-booking-message': () => import('../../../messages/pre-booking-page.tsx'),
};
