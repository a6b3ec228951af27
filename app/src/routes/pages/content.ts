// Public content: information pages, blog, public profiles, verification.
import type { PageLoader } from '../route-types.ts';

export const contentPages: Record<string, PageLoader> = {
  'profile-id': () => import('../../pages/profile-page.tsx'),
};
