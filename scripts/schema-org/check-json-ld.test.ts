// The public pages' structured data (app/src/i18n/structured-data.ts) against schema.org's vocabulary, and the
// checker itself against data a validator refuses.
import { describe, expect, it } from 'vitest';
import {
  blogPostingStructuredData,
  breadcrumbStructuredData,
  listingStructuredData,
  siteStructuredData,
} from '../../app/src/i18n/structured-data.ts';
import { checkJsonLd } from './check-json-ld.ts';

const origin = 'https://rove.example';
const listing = {
  name: 'Cozy 2021 Winnebago Revel 44E',
  description: 'Meet our 2021 Winnebago Revel 44E, a Class B camper van that sleeps 2.',
  url: `${origin}/rv-rental/2021-winnebago-revel-44e-denver-12`,
  photos: ['/api/rvs/12/photos/0.svg', '/api/rvs/12/photos/1.svg'],
  brand: 'Winnebago',
  model: 'Revel 44E',
  category: 'Class B camper van',
  nightlyPrice: { Amount: 189, Currency: 'USD' },
  rating: 4.83,
  reviewCount: 12,
  city: 'Denver',
  region: 'CO',
  country: 'US',
};

describe('the structured data of the public pages is valid schema.org', () => {
  it('home: the Organization and the WebSite, in both languages', () => {
    expect(checkJsonLd(siteStructuredData(origin, 'en', 'RV rentals across the US and Canada'))).toEqual([]);
    expect(checkJsonLd(siteStructuredData(origin, 'fr', 'Location de VR aux États-Unis et au Canada'))).toEqual([]);
  });

  it('a listing: a Product with its Offer and AggregateRating, and its breadcrumbs', () => {
    const product = listingStructuredData(origin, listing);
    expect(checkJsonLd(product)).toEqual([]);
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '189.00', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.83, reviewCount: 12 },
    });
    // A listing without reviews has no rating (an empty AggregateRating is an error for search engines).
    expect(checkJsonLd(listingStructuredData(origin, { ...listing, rating: null, reviewCount: 0 }))).toEqual([]);
    const crumbs = breadcrumbStructuredData(origin, [
      { name: 'Rove', url: '/' },
      { name: 'RVs for rent near Denver, CO', url: '/rv-search?SearchAddress=Denver%2C+CO' },
      { name: listing.name },
    ]);
    expect(checkJsonLd(crumbs)).toEqual([]);
  });

  it('a blog post: a BlogPosting with its author', () => {
    const post = blogPostingStructuredData(origin, {
      title: 'Five lakes for a first RV trip',
      excerpt: 'Where to go.',
      url: `${origin}/blog/five-lakes`,
      image: '/api/blog/images/five-lakes.svg',
      publishedDate: '2026-05-01',
      author: { name: 'Maya Chen', url: '/blog/author/maya-chen' },
      locale: 'en',
    });
    expect(checkJsonLd(post)).toEqual([]);
  });
});

describe('the checker refuses what a validator refuses', () => {
  const valid = listingStructuredData(origin, listing);

  it('an unknown type or property, a value of the wrong type, a relative URL', () => {
    expect(checkJsonLd({ ...valid, '@type': 'Camper' })).toContain('[0]: "Camper" is not a schema.org type here');
    expect(checkJsonLd({ ...valid, sleeps: 4 })).toContain('[0].sleeps: not a property of Product');
    expect(checkJsonLd({ ...valid, url: '/rv-rental/x' })).toContain('[0].url: "/rv-rental/x" is not a URL');
    expect(checkJsonLd({ ...valid, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2.5 } })).toContain(
      '[0].aggregateRating.reviewCount: 2.5 is not a Integer',
    );
    expect(checkJsonLd({ ...valid, offers: { '@type': 'Brand', name: 'x' } })).toContain(
      '[0].offers: a Brand where Demand or Offer is expected',
    );
    expect(checkJsonLd({ ...valid, '@context': 'http://example.org' })[0]).toMatch(/@context/);
  });

  it('what a rich result needs: an Offer without a price, a Product without offers or rating, broken breadcrumbs', () => {
    const { offers: _, aggregateRating: __, ...bare } = valid;
    expect(checkJsonLd(bare)).toContain('[0]: a Product needs offers, review or aggregateRating');
    expect(checkJsonLd({ ...valid, offers: { '@type': 'Offer', priceCurrency: 'USD' } })).toContain('[0].offers: an Offer needs a price');
    const crumbs = breadcrumbStructuredData(origin, [{ name: 'Rove' }, { name: 'Page' }]);
    expect(checkJsonLd(crumbs)).toContain('[0]: breadcrumb 1 has no item (only the last may leave it out)');
    expect(checkJsonLd({ ...valid, offers: { ...(valid.offers as object), availability: 'Maybe' } })).toContain(
      '[0].offers.availability: "Maybe" is not a ItemAvailability',
    );
  });
});
