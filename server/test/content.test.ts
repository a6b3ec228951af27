// Public content (issue 21): pages generated from the pricing constants, superhosts, reviews, public profiles,
// the blog API, sitemap.xml, robots.txt and share images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlogList,
  type BlogPost,
  blogContentKey,
  blogPageSize,
  type ProtectionInfo,
  type PublicProfile,
  protectionUsageOfLevel,
  type ReviewsOverview,
  type ServiceFees,
  type SuperhostPage,
  superhostCriteria,
} from '@rove/contract';
import { parsePost, readingMinutes, relatedPosts, type StoredPost } from '../src/blog/blog-content.ts';
import { responseRatePercent, spokenOrDefault } from '../src/content/community.ts';
import { feeConstants, protectionConstants, protectionInfo, serviceFeesInfo } from '../src/content/rules.ts';
import { protectionPlans } from '../src/pricing/protection-plans.ts';
import { canadianTaxes, usStateSalesTaxPercent } from '../src/pricing/sales-taxes.ts';
import { ownerServiceFeePercent, renterServiceFeeMinimumPerNight, renterServiceFeePercent } from '../src/pricing/service-fees.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

describe('the service fees page is generated from the pricing engine', () => {
  it('shows the renter and owner service fees, every tax and the deposit rules of the engine', async () => {
    const { status, body } = await t.json<ServiceFees>('/api/content/service-fees');
    expect(status).toBe(200);
    expect(body.RenterServiceFeePercent).toBe(renterServiceFeePercent);
    expect(body.OwnerServiceFeePercent).toBe(ownerServiceFeePercent);
    expect(body.RenterServiceFeeMinimumPerNight).toEqual({
      Motorhome: renterServiceFeeMinimumPerNight.motorhome / 100,
      Trailer: renterServiceFeeMinimumPerNight.trailer / 100,
    });
    expect(body.CanadaTaxes.map((r) => r.Region).sort()).toEqual(Object.keys(canadianTaxes).sort());
    expect(body.CanadaTaxes.find((r) => r.Region === 'QC')?.TotalPercent).toBe(14.975);
    expect(body.UsSalesTaxes).toHaveLength(Object.keys(usStateSalesTaxPercent).length);
    expect(body.SecurityDeposit.AuthorisedDaysBefore).toBe(feeConstants.securityDepositLeadDays);
    expect(body.CancellationPolicies.map((p) => p.Name)).toEqual(['Flexible', 'Moderate', 'Strict']);
  });

  it('changes when a constant changes (a page can never drift from the rules)', () => {
    const changed = serviceFeesInfo({
      ...feeConstants,
      renterServiceFeePercent: 12,
      renterServiceFeeMinimumPerNight: { motorhome: 2000, trailer: 1000 },
      canadianTaxes: { ...canadianTaxes, ON: [{ name: 'HST', percent: 15, kind: 'federal' }] },
    });
    expect(changed.RenterServiceFeePercent).toBe(12);
    expect(changed.RenterServiceFeeMinimumPerNight.Motorhome).toBe(20);
    expect(changed.CanadaTaxes.find((r) => r.Region === 'ON')?.TotalPercent).toBe(15);
    expect(serviceFeesInfo().RenterServiceFeePercent).toBe(renterServiceFeePercent);
  });
});

describe('the insurance and protection page is generated from the protection levels', () => {
  it('lists every level with its nightly rates, deductible, roadside and youngest driver', async () => {
    const { body } = await t.json<ProtectionInfo>('/api/content/protection');
    expect(body.Levels.map((l) => l.Level)).toEqual(['Basic', 'Standard', 'Premium', 'Stationary', 'StationaryPlus']);
    for (const level of body.Levels) {
      const plan = protectionPlans[level.Level];
      expect(level.NightlyMotorhome).toBe(plan.nightly.motorhome / 100);
      expect(level.NightlyTrailer).toBe(plan.nightly.trailer / 100);
      expect(level.Deductible).toBe(plan.deductible / 100);
      expect(level.RoadsideNightly).toBe(protectionUsageOfLevel(level.Level) === 'stationary' ? null : plan.roadsideNightly / 100);
      expect(level.MinimumDriverAge).toBe(['Basic', 'Standard'].includes(level.Level) ? 25 : 21);
    }
    expect(body.StationaryDiscountPercent).toBe(37.5);
    expect(body.Levels.find((l) => l.Level === 'Stationary')?.Usages).toEqual(['StationaryAfterDelivery']);
    expect(body.TrailerTypes).toContain('TravelTrailer');
    expect(body.TrailerTypes).not.toContain('ClassA');
  });

  it('changes when a level changes', () => {
    const plans = { ...protectionConstants.protectionPlans, Basic: { ...protectionPlans.Basic, deductible: 300_000 } };
    const changed = protectionInfo({ ...protectionConstants, protectionPlans: plans, stationaryDiscountRate: 0.4 });
    expect(changed.Levels[0].Deductible).toBe(3000);
    expect(changed.StationaryDiscountPercent).toBe(40);
  });
});

describe('superhosts and reviews', () => {
  it('answers the criteria and the current superhosts, each with published RVs', async () => {
    const { body } = await t.json<SuperhostPage>('/api/content/superhosts');
    expect(body.Criteria).toEqual(superhostCriteria);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_superhost', '=', true)
      .executeTakeFirstOrThrow();
    expect(body.SuperhostCount).toBe(Number(count.n));
    expect(body.Superhosts.length).toBeGreaterThan(0);
    for (const host of body.Superhosts) expect(host.RvCount).toBeGreaterThan(0);
  });

  it('answers recent reviews, newest first, and the average per category', async () => {
    const { body } = await t.json<ReviewsOverview>('/api/content/reviews');
    expect(body.Count).toBeGreaterThan(0);
    for (const v of Object.values(body.Averages)) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(5);
    }
    const dates = body.Recent.map((r) => r.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('public profile', () => {
  it('shows a host with their published RVs and the reviews they received', async () => {
    const host = await t.db
      .selectFrom('listings')
      .select('owner_id')
      .where('status', '=', 'published')
      .where('review_count', '>', 0)
      .executeTakeFirstOrThrow();
    const { status, body } = await t.json<PublicProfile>(`/api/profiles/${host.owner_id}`);
    expect(status).toBe(200);
    expect(body.Id).toBe(host.owner_id);
    expect(body.Rvs.length).toBeGreaterThan(0);
    expect(body.ReviewsReceived.Count).toBeGreaterThan(0);
    expect(body.LastInitial.length).toBeLessThanOrEqual(1);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('shows the languages the member says they speak, else the language they use Rove in', async () => {
    const host = await t.db.selectFrom('listings').select('owner_id').where('status', '=', 'published').executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ spoken_languages: ['fr', 'es'] })
      .where('id', '=', host.owner_id)
      .execute();
    const { body } = await t.json<PublicProfile>(`/api/profiles/${host.owner_id}`);
    expect(body.Languages).toEqual(['fr', 'es']);
    expect(spokenOrDefault([], 'fr')).toEqual(['fr']);
    expect(spokenOrDefault(['xx', 'de'], 'en')).toEqual(['de']);
  });

  it('answers 404 for an unknown member and 400 for an id that is not digits', async () => {
    expect((await t.request('/api/profiles/999999999')).status).toBe(404);
    expect((await t.request('/api/profiles/12ab')).status).toBe(400);
  });

  it('response rate: requests answered out of those that waited for the host', () => {
    expect(responseRatePercent(0, 0)).toBeNull();
    expect(responseRatePercent(9, 1)).toBe(90);
    expect(responseRatePercent(2, 1)).toBe(67);
  });
});

describe('blog API (called with the key query parameter)', () => {
  const q = (locale = 'en', extra = '') => `key=${blogContentKey}&locale=${locale}${extra}`;

  it('refuses a missing or wrong key', async () => {
    expect((await t.request('/api/blog/posts?locale=en')).status).toBe(400);
    const wrong = await t.json<{ StatusMessage: string }>('/api/blog/posts?key=nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.StatusMessage).toBe('BLOG_KEY_INVALID');
  });

  it('pages posts newest first in each language', async () => {
    for (const locale of ['en', 'fr']) {
      const first = (await t.json<BlogList>(`/api/blog/posts?${q(locale)}`)).body;
      expect(first.Posts).toHaveLength(Math.min(blogPageSize, first.Total));
      expect(first.Total).toBeGreaterThanOrEqual(5);
      expect(first.TotalPages).toBe(Math.ceil(first.Total / blogPageSize));
      const second = (await t.json<BlogList>(`/api/blog/posts?${q(locale, '&page=2')}`)).body;
      expect(second.Posts[0].Slug).not.toBe(first.Posts[0].Slug);
      const dates = [...first.Posts, ...second.Posts].map((p) => p.PublishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers a post with author, category, reading time, related posts and safe HTML', async () => {
    const list = (await t.json<BlogList>(`/api/blog/posts?${q('fr')}`)).body;
    const { status, body } = await t.json<BlogPost>(`/api/blog/posts/${list.Posts[0].Slug}?${q('fr')}`);
    expect(status).toBe(200);
    expect(body.Author.Name).not.toBe('');
    expect(body.Category.Slug).not.toBe('');
    expect(body.ReadingMinutes).toBeGreaterThanOrEqual(1);
    expect(body.Related).toHaveLength(3);
    expect(body.Html).toContain('<h2>');
    expect((await t.request(`/api/blog/posts/${list.Posts[0].Slug}?${q('en')}`)).status).toBe(404);
    expect((await t.request(body.ImageUrl)).headers.get('content-type')).toContain('image/svg+xml');
    expect((await t.request(body.Author.AvatarUrl)).status).toBe(200);
  });

  it("lists an author's and a category's posts (the category slug of the language)", async () => {
    const author = (await t.json<BlogList>(`/api/blog/authors/daniel-okafor?${q()}`)).body;
    expect(author.Author?.Name).toBe('Daniel Okafor');
    expect(author.Posts.every((p) => p.Author.Slug === 'daniel-okafor')).toBe(true);
    const category = (await t.json<BlogList>(`/api/blog/categories/accueillir?${q('fr')}`)).body;
    expect(category.Category?.Name).toBe('Être hôte');
    expect(category.Posts.length).toBeGreaterThan(0);
    expect((await t.request(`/api/blog/categories/accueillir?${q('en')}`)).status).toBe(404);
  });

  it('renders Markdown safely: raw HTML is text, javascript: links are not links', () => {
    const post = parsePost(
      'x.md',
      'en',
      '---\nid: x\ntitle: X\ndate: 2026-01-01\nauthor: a\ncategory: c\nexcerpt: e\nimageAlt: i\n---\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) one two three',
    );
    expect(post.html).not.toContain('<script>');
    expect(post.html).toContain('&lt;script&gt;');
    expect(post.html).not.toContain('href="javascript:');
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(401)).toBe(3);
  });

  it('related posts: the same category first', () => {
    const p = (slug: string, category: string) => ({ slug, category }) as StoredPost;
    const posts = [p('a', 'x'), p('b', 'y'), p('c', 'x'), p('d', 'y')];
    expect(relatedPosts(posts, posts[0]).map((r) => r.slug)).toEqual(['c', 'b', 'd']);
  });

  it('publishes an RSS feed per language', async () => {
    const res = await t.request('/fr/blogue/rss.xml');
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<language>fr-CA</language>');
    expect(xml).toContain('/fr/blogue/');
  });
});

describe('search engines', () => {
  it('sitemap.xml lists public pages in both languages with hreflang, listings, rental pages and blog posts', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('/fr/a-propos</loc>');
    expect(xml).toContain('hreflang="fr" href="http');
    expect(xml).toContain('/careers</loc>');
    expect(xml).toContain('/rv-rental/');
    expect(xml).toContain('/fr/location-vr/');
    expect(xml).toContain('/rv-rentals/class-a</loc>');
    expect(xml).toContain('/blog/first-rv-trip-checklist</loc>');
    expect(xml).toContain('/fr/blogue/liste-premier-voyage-en-vr</loc>');
    expect(xml).not.toContain('/dashboard');
    const published = await t.db.selectFrom('listings').select('alias').where('status', '=', 'published').execute();
    expect(xml.match(/\/rv-rental\/[^<]+<\/loc>/g)).toHaveLength(published.length);
  });

  it('robots.txt keeps the dashboard out and points at the sitemap', async () => {
    const text = await (await t.request('/robots.txt')).text();
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });

  it('sends a browser asking for /favicon.ico to the site’s icon', async () => {
    const res = await t.request('/favicon.ico', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
  });

  it('draws a share image per page and language', async () => {
    const res = await t.request('/api/share-images/about.fr.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await t.request('/api/share-images/nothing-here.en.png')).status).toBe(404);
    const post = await t.request('/api/blog/share-images/fr/la-piste-cabot-en-vr.png');
    expect(post.headers.get('content-type')).toBe('image/png');
    expect((await t.request('/api/blog/share-images/en/la-piste-cabot-en-vr.png')).status).toBe(404);
  });
});
