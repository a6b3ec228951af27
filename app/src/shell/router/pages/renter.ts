// Pages of the renter's path and the account screens: route name -> lazy page module.
import type { PageLoader } from '../../../routes/route-types.ts';
import type { RouteName } from '../../../routes/table.ts';

const home: PageLoader = () => import('../../../renter/home/home-page.tsx');
const homeAuth: PageLoader = () => import('../../../renter/home/home-auth-page.tsx');
const callback: PageLoader = () => import('../../../renter/account/oauth-callback-page.tsx');
const rentals: PageLoader = () => import('../../../renter/search/rentals-page.tsx');
const requestToBook: PageLoader = () => import('../../../renter/request-to-book/request-to-book-page.tsx');

export const renterPages: Partial<Record<RouteName, PageLoader>> = {
  home,
  signin: homeAuth,
  signup: homeAuth,
  logout: homeAuth,
  'rv-search': () => import('../../../renter/search/search-page.tsx'),
  experiments: () => import('../../../renter/experiments-page.tsx'),
  'callback-oauth': callback,
  'lp-signup': () => import('../../../renter/account/landing-sign-up-page.tsx'),
  'recovery-password': () => import('../../../renter/account/recovery-request-page.tsx'),
  'recovery-password-code': () => import('../../../renter/account/recovery-set-password-page.tsx'),
  'rv-rentals': rentals,
  'rv-rentals-keyword': rentals,
  'rv-rentals-campground': rentals,
  'rv-rentals-destination': rentals,
  'rv-rental': () => import('../../../renter/listing/listing-page.tsx'),
  'rv-rental-request-to-book': requestToBook,
  'rv-rental-request-to-book-additionals': requestToBook,
  'dashboard-favourites': () => import('../../../renter/favourites/favourites-page.tsx'),
};
