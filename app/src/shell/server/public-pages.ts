// The pages the server renders before the JavaScript: the public ones, the same for every signed-out visitor.
// Request to book's first step (the trip) is public too. Others (the dashboard, the booking steps after the trip,
// sign-in callbacks, verification) go out as the app's shell and render in the browser.
const serverRendered = new Set([
  'home',
  'rv-search',
  'rv-rental',
  'rv-rental-request-to-book',
  'rv-rentals',
  'rv-rentals-keyword',
  'rv-rentals-campground',
  'rv-rentals-destination',
  'how-it-works',
  'about',
  'trust-and-safety',
  'careers',
  'affiliates',
  'app-download',
  'rv-delivery',
  'share-your-trip',
  'terms-service',
  'privacy-policy',
  'service-fees',
  'insurance-and-protection',
  'superhost',
  'reviews',
  'blog',
  'blog-slug',
  'author-slug',
  'category-slug',
  'owner',
]);

export function isServerRendered(routeName: string): boolean {
  return serverRendered.has(routeName);
}
