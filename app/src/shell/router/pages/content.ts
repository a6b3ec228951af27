// Public content: information pages, blog, public profiles, verification.
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const prose: PageLoader = () => import('../../../content/prose-page.tsx');
const legal: PageLoader = () => import('../../../content/legal-page.tsx');
const community: PageLoader = () => import('../../../content/community-pages.tsx');
const blogList: PageLoader = () => import('../../../content/blog-list-page.tsx');

export const contentPages: Partial<Record<RouteName, PageLoader>> = {
  'profile-id': () => import('../../../content/profile-page.tsx'),
  ...Object.fromEntries(
    ['how-it-works', 'about', 'trust-and-safety', 'careers', 'affiliates', 'app-download', 'rv-delivery', 'share-your-trip'].map((name) => [
      name,
      prose,
    ]),
  ),
  'terms-service': legal,
  'privacy-policy': legal,
  'service-fees': () => import('../../../content/fees-page.tsx'),
  'insurance-and-protection': () => import('../../../content/protection-page.tsx'),
  superhost: community,
  reviews: community,
  blog: blogList,
  'blog-slug': () => import('../../../content/blog-post-page.tsx'),
  'author-slug': blogList,
  'category-slug': blogList,
  verification: () => import('../../../content/verification-page.tsx'),
  'verification-driver': () => import('../../../content/verification-page.tsx'),
  'verification-account': () => import('../../../content/verification-page.tsx'),
};
