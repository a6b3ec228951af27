// Structured data (JSON-LD, schema.org) of the public pages, for search engines: the site's Organization and
// WebSite on the home page, a listing as a Product with its Offer and AggregateRating, a blog post as a
// BlogPosting, and a BreadcrumbList on both. Pure: the pages give their data and words, the head writes the result
// (shell/server/head.ts on the server, meta-override.ts in the browser); scripts/schema-org.test.ts checks every
// builder against the schema.org vocabulary, and e2e/tests/public-html.spec.ts the rendered pages.
import type { Locale } from '../routes/route-types.ts';

export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/** Rove as an organisation, and the site with its search. */
export function siteStructuredData(origin: string, locale: Locale, description: string): JsonLd[] {
  const home = `${origin}${locale === 'fr' ? '/fr' : '/'}`;
  return [
    {
      '@context': context,
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Rove',
      url: `${origin}/`,
      logo: `${origin}/share-image.png`,
      description,
      areaServed: [
        { '@type': 'Country', name: locale === 'fr' ? 'États-Unis' : 'United States' },
        { '@type': 'Country', name: 'Canada' },
      ],
    },
    {
      '@context': context,
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Rove',
      url: home,
      inLanguage: locale === 'fr' ? 'fr-CA' : 'en',
      publisher: { '@id': `${origin}/#organization` },
    },
  ];
}

export interface Crumb {
  name: string;
  /** A path or an address; the last crumb (the page itself) may leave it out. */
  url?: string;
}

export function breadcrumbStructuredData(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: new URL(crumb.url, origin).href } : {}),
    })),
  };
}

export interface ListingFacts {
  name: string;
  description: string;
  /** The page's own address (canonical). */
  url: string;
  photos: readonly string[];
  brand: string;
  model: string;
  /** The RV type in the page's language. */
  category: string;
  nightlyPrice: { Amount: number; Currency: string };
  rating: number | null;
  reviewCount: number;
  city: string;
  region: string;
  country: string;
}

/** A listing: the RV as a Product, its nightly Offer (per night, in the listing's currency) and its rating. */
export function listingStructuredData(origin: string, listing: ListingFacts): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    name: listing.name,
    description: listing.description,
    url: listing.url,
    image: listing.photos.map((photo) => new URL(photo, origin).href),
    brand: { '@type': 'Brand', name: listing.brand },
    model: listing.model,
    category: listing.category,
    offers: {
      '@type': 'Offer',
      url: listing.url,
      price: listing.nightlyPrice.Amount.toFixed(2),
      priceCurrency: listing.nightlyPrice.Currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: listing.nightlyPrice.Amount.toFixed(2),
        priceCurrency: listing.nightlyPrice.Currency,
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
      areaServed: { '@type': 'Place', name: `${listing.city}, ${listing.region}, ${listing.country}` },
      seller: { '@id': `${origin}/#organization` },
    },
    ...(listing.rating !== null && listing.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(listing.rating * 100) / 100,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface PostFacts {
  title: string;
  excerpt: string;
  url: string;
  image: string;
  publishedDate: string;
  author: { name: string; url: string };
  locale: Locale;
}

export function blogPostingStructuredData(origin: string, post: PostFacts): JsonLd {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: post.url,
    mainEntityOfPage: post.url,
    image: new URL(post.image, origin).href,
    datePublished: post.publishedDate.slice(0, 10),
    inLanguage: post.locale === 'fr' ? 'fr-CA' : 'en',
    author: { '@type': 'Person', name: post.author.name, url: new URL(post.author.url, origin).href },
    publisher: { '@id': `${origin}/#organization` },
  };
}

/** The JSON of a script element: "<" escaped, so that no text in the data can close the script. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
