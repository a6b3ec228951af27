// What search engines may index (issue 21): the public pages with their English and French paths, and the path
// patterns of listings, rental landing pages and blog pages. The server writes sitemap.xml from it; an app test
// checks every entry against the route table, so the two never drift.
export interface SitemapPage {
  name: string;
  en: string;
  /** No French variant (careers). */
  fr?: string;
}

export const sitemapPages: readonly SitemapPage[] = [
  { name: 'home', en: '/', fr: '/fr' },
  { name: 'about', en: '/about', fr: '/fr/a-propos' },
  { name: 'owner', en: '/owner', fr: '/fr/proprietaire' },
  { name: 'careers', en: '/careers' },
  { name: 'reviews', en: '/reviews', fr: '/fr/evaluations' },
  { name: 'rv-search', en: '/rv-search', fr: '/fr/recherche-vr' },
  { name: 'superhost', en: '/superhost', fr: '/fr/superhotes' },
  { name: 'blog', en: '/blog', fr: '/fr/blogue' },
  { name: 'rv-delivery', en: '/rv-delivery', fr: '/fr/livraison-vr' },
  { name: 'app-download', en: '/app-download', fr: '/fr/telecharger-application' },
  { name: 'how-it-works', en: '/how-it-works', fr: '/fr/comment-ca-fonctionne' },
  { name: 'service-fees', en: '/service-fees', fr: '/fr/frais-de-service' },
  { name: 'terms-service', en: '/terms-service', fr: '/fr/termes-utilisation' },
  { name: 'privacy-policy', en: '/privacy-policy', fr: '/fr/politique-de-confidentialite' },
  { name: 'share-your-trip', en: '/share-your-trip', fr: '/fr/partagez-votre-voyage' },
  { name: 'affiliates', en: '/affiliates', fr: '/fr/affilies' },
  { name: 'trust-and-safety', en: '/trust-and-safety', fr: '/fr/confiance-et-securite' },
  { name: 'insurance-and-protection', en: '/insurance-and-protection', fr: '/fr/assurances-et-protection' },
  { name: 'rv-rentals', en: '/rv-rentals', fr: '/fr/locations-vr' },
];

/** Path patterns (route table syntax) of the pages listed one per item. */
export const sitemapPatterns = {
  'rv-rental': { en: '/rv-rental/:alias', fr: '/fr/location-vr/:alias' },
  'rv-rentals-keyword': { en: '/rv-rentals/:keyword' },
  'rv-rentals-campground': {
    en: '/rv-rentals/:keyword?/campground/:campgroundSlug',
    fr: '/fr/locations-vr/:keyword?/camping/:campgroundSlug',
  },
  'rv-rentals-destination': { en: '/rv-rentals/:keyword?/destination/*' },
  'blog-slug': { en: '/blog/:slug', fr: '/fr/blogue/:slug' },
  'author-slug': { en: '/author/:slug', fr: '/fr/auteur/:slug' },
  'category-slug': { en: '/category/:slug', fr: '/fr/categorie/:slug' },
} as const;

/** Fills a pattern: `:name` and `:name?` from params (an optional one left out when missing), `*` from params['*']. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return (
    pattern
      .split('/')
      .map((segment) => {
        if (segment === '*') return params['*'] ?? '';
        if (!segment.startsWith(':')) return segment;
        const optional = segment.endsWith('?');
        const key = segment.slice(1, optional ? -1 : undefined);
        const value = params[key];
        if (value === undefined) {
          if (optional) return null;
          throw new Error(`Missing ${key} for ${pattern}`);
        }
        return encodeURIComponent(value);
      })
      .filter((s) => s !== null)
      .join('/') || '/'
  );
}
