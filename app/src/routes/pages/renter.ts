// Pages of the renter's path and the account screens: route name -> lazy page module.
import type { PageLoader } from '../route-types.ts';
import type { RouteName } from '../table.ts';

const home: PageLoader = () => import('../../pages/home-page.tsx');
const account: PageLoader = () => import('../../pages/account-page.tsx');
const callback: PageLoader = () => import('../../pages/callback-page.tsx');
const rentals: PageLoader = () => import('../../pages/rentals-page.tsx');
const requestToBook: PageLoader = () => import('../../pages/request-to-book-page.tsx');

export const renterPages: Partial<Record<RouteName, PageLoader>> = {
  home,
  signin: home,
  signup: home,
  logout: home,
  'rv-search': () => import('../../pages/search-page.tsx'),
  experiments: () => import('../../pages/experiments-page.tsx'),
  'callback-oauth': callback,
  'lp-signup': account,
  'recovery-password': account,
  'recovery-password-code': account,
  'rv-rentals': rentals,
  'rv-rentals-keyword': rentals,
  'rv-rentals-campground': rentals,
  'rv-rentals-destination': rentals,
  'rv-rental': () => import('../../pages/listing-page.tsx'),
  'rv-rental-request-to-book': requestToBook,
  'rv-rental-request-to-book-additionals': requestToBook,
  'dashboard-favourites': () => import('../../pages/favourites-page.tsx'),
};
