// The owner's side: the /owner landing page, the listing wizard, RV management.
import { routeTable } from '../../../routes/table.ts';
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const wizard: PageLoader = () => import('../../../owner/wizard/wizard-page.tsx');
const editRv: PageLoader = () => import('../../../owner/manage/rv-edit-page.tsx');
const editSections = ['addons', 'photos', 'details', 'pricing', 'earn-more', 'insurance', 'preferences'] as const;

export const ownerPages: Partial<Record<RouteName, PageLoader>> = {
  owner: () => import('../../../owner/landing/owner-landing-page.tsx'),
  'dashboard-rvs': () => import('../../../owner/manage/rvs-page.tsx'),
  'dashboard-rvs-new': wizard,
  // Every wizard step route of the table (not the contract's step list: that would put zod in the entry chunk).
  ...Object.fromEntries(routeTable.filter((r) => r.name.startsWith('dashboard-rvs-new-')).map((r) => [r.name, wizard])),
  'dashboard-rvs-deleted': () => import('../../../owner/manage/rvs-deleted-page.tsx'),
  'dashboard-rvs-published-id': () => import('../../../owner/manage/rv-published-page.tsx'),
  'dashboard-rvs-rvId': editRv,
  // rvs/{rvId}/pre-booking-message is the messages area's page (issue 20): linked from the sections, not built here.
  ...Object.fromEntries(editSections.map((section) => [`dashboard-rvs-rvId-${section}`, editRv])),
};
