// Public content (issue 21): pages generated from the product's rules and data, the blog, public profiles,
// sitemap.xml, robots.txt and share images. See server/API.md "Public content".
import { createRoute, z } from '@hono/zod-openapi';
import sharp from 'sharp';
import {
  BlogListSchema,
  BlogPostSchema,
  BlogQuerySchema,
  blogContentKey,
  blogPageSize,
  type BlogList,
  ProtectionInfoSchema,
  PublicProfileSchema,
  ReviewsOverviewSchema,
  ServiceFeesSchema,
  SuperhostPageSchema,
  fillPath,
  type Locale,
  locales,
  sitemapPatterns,
  type RvType,
  rvTypes,
} from '@rove/contract';
import {
  type BlogContent,
  authorOf,
  avatarSvg,
  categoryIdOf,
  categoryOf,
  loadBlogContent,
  paginate,
  relatedPosts,
  rssFeed,
  type StoredPost,
  summaryOf,
} from '../blog/blog-content.ts';
import { ApiError } from '../http/errors.ts';
import { invalid, json, media, binary, refusals, unknownIfInvalid } from '../http/openapi-routes.ts';
import { blogKey, isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { rvIllustration } from '../photos/rv-illustration.ts';
import { publicProfile, reviewsOverview, superhostPage } from './community.ts';
import { protectionInfo, serviceFeesInfo } from './rules.ts';
import { pageWords, robotsTxt, shareCardSvg, sitemapEntries, sitemapXml } from './seo.ts';

const notFound = (what: string) => refusals({ 400: invalid, 404: `${what} (NOT_FOUND)` });
const keyErrors = refusals({ 400: invalid, 401: 'Missing or wrong blog key (BLOG_KEY_INVALID)' });
const blogNotFound = (what: string) =>
  refusals({ 400: invalid, 401: 'Missing or wrong blog key (BLOG_KEY_INVALID)', 404: `${what} (NOT_FOUND)` });
const content = { tags: ['Public content'], ...isPublic };
const blogApi = { tags: ['Blog'], ...blogKey };
const files = { tags: ['Public content'], ...isPublic };

const get = (path: string, operationId: string, summary: string, response: ReturnType<typeof json>) =>
  createRoute({ method: 'get', path, operationId, summary, ...content, responses: { 200: response, ...refusals({ 400: invalid }) } });

const SlugParam = z.object({ slug: z.string().min(1).max(200) });
// Files named by the path (their shape checked: another shape is unknown, 404).
const svgFile = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });

const routes = {
  fees: get(
    '/api/content/service-fees',
    'getServiceFees',
    'Service fees, taxes, pay later, deposit and cancellation rules (from the pricing engine)',
    json(ServiceFeesSchema, 'The rules'),
  ),
  protection: get(
    '/api/content/protection',
    'getProtectionInfo',
    'Protection levels as the estimate prices them',
    json(ProtectionInfoSchema, 'The levels'),
  ),
  superhosts: get(
    '/api/content/superhosts',
    'getSuperhostPage',
    'The superhost criteria and current superhosts',
    json(SuperhostPageSchema, 'Superhosts'),
  ),
  reviews: get(
    '/api/content/reviews',
    'getReviewsOverview',
    'Recent reviews and the average per category',
    json(ReviewsOverviewSchema, 'Reviews'),
  ),
  profile: createRoute({
    method: 'get',
    path: '/api/profiles/{id}',
    operationId: 'getPublicProfile',
    summary: 'A public profile: name, photo, member since, languages, badges, RVs, reviews received, response rate',
    ...content,
    request: { params: z.object({ id: z.string().regex(/^\d{1,15}$/) }) },
    responses: { 200: json(PublicProfileSchema, 'The profile'), ...notFound('No such member') },
  }),
  posts: createRoute({
    method: 'get',
    path: '/api/blog/posts',
    operationId: 'listBlogPosts',
    summary: 'A page of blog posts, newest first',
    ...blogApi,
    request: { query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...keyErrors },
  }),
  post: createRoute({
    method: 'get',
    path: '/api/blog/posts/{slug}',
    operationId: 'getBlogPost',
    summary: 'One blog post with its author, category, reading time and related posts',
    ...blogApi,
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogPostSchema, 'The post'), ...blogNotFound('No such post') },
  }),
  author: createRoute({
    method: 'get',
    path: '/api/blog/authors/{slug}',
    operationId: 'getBlogAuthor',
    summary: "An author's posts",
    ...blogApi,
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...blogNotFound('No such author') },
  }),
  category: createRoute({
    method: 'get',
    path: '/api/blog/categories/{slug}',
    operationId: 'getBlogCategory',
    summary: "A category's posts (the slug of the requested language)",
    ...blogApi,
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...blogNotFound('No such category') },
  }),
  postImage: createRoute({
    method: 'get',
    path: '/api/blog/images/{file}',
    operationId: 'getBlogImage',
    summary: 'A post’s cover ({post id}.svg), drawn by code',
    ...files,
    request: { params: svgFile },
    responses: { 200: media('image/svg+xml', 'The image'), ...notFound('No such post') },
  }),
  avatar: createRoute({
    method: 'get',
    path: '/api/blog/avatars/{file}',
    operationId: 'getBlogAvatar',
    summary: 'An author’s initials ({author slug}.svg)',
    ...files,
    request: { params: svgFile },
    responses: { 200: media('image/svg+xml', 'The image'), ...notFound('No such author') },
  }),
  rssEn: createRoute({
    method: 'get',
    path: '/blog/rss.xml',
    operationId: 'getBlogFeed',
    summary: 'The blog’s RSS feed in English',
    ...files,
    responses: { 200: media('application/rss+xml', 'RSS 2.0'), ...refusals({ 400: invalid }) },
  }),
  rssFr: createRoute({
    method: 'get',
    path: '/fr/blogue/rss.xml',
    operationId: 'getBlogFeedFrench',
    summary: 'The blog’s RSS feed in French',
    ...files,
    responses: { 200: media('application/rss+xml', 'RSS 2.0'), ...refusals({ 400: invalid }) },
  }),
  sitemap: createRoute({
    method: 'get',
    path: '/sitemap.xml',
    operationId: 'getSitemap',
    summary: 'The pages search engines index, in both languages',
    ...files,
    responses: { 200: media('application/xml', 'sitemaps.org XML with hreflang alternates'), ...refusals({ 400: invalid }) },
  }),
  robots: createRoute({
    method: 'get',
    path: '/robots.txt',
    operationId: 'getRobotsTxt',
    summary: 'robots.txt',
    ...files,
    responses: { 200: media('text/plain', 'robots.txt'), ...refusals({ 400: invalid }) },
  }),
  favicon: createRoute({
    method: 'get',
    path: '/favicon.ico',
    operationId: 'getFaviconIco',
    summary: 'The site’s icon for browsers that ask /favicon.ico: sent on to /favicon.svg',
    ...files,
    responses: { 301: { description: 'To /favicon.svg', headers: { Location: { schema: { type: 'string' as const } } } } },
  }),
  pageCard: createRoute({
    method: 'get',
    path: '/api/share-images/{file}',
    operationId: 'getPageShareImage',
    summary: 'A page’s share card ({page}.{en|fr}.png: its title and description)',
    ...files,
    request: { params: z.object({ file: z.string().regex(/^[a-zA-Z0-9-]+\.(en|fr)\.png$/) }) },
    responses: { 200: binary('image/png', 'The card'), ...notFound('No such page') },
  }),
  postCard: createRoute({
    method: 'get',
    path: '/api/blog/share-images/{locale}/{file}',
    operationId: 'getBlogShareImage',
    summary: 'A post’s share card ({slug}.png: its title and excerpt)',
    ...files,
    request: { params: z.object({ locale: z.enum(locales), file: z.string().regex(/^[a-z0-9-]+\.png$/) }) },
    responses: { 200: binary('image/png', 'The card'), ...notFound('No such post') },
  }),
};

function checkKey(key: string) {
  if (key !== blogContentKey) throw new ApiError(401, 'The blog key is missing or wrong.', { statusMessage: 'BLOG_KEY_INVALID' });
}

function list(
  blog: BlogContent,
  posts: readonly StoredPost[],
  locale: Locale,
  page: number,
  extra: Pick<BlogList, 'Author' | 'Category'>,
): BlogList {
  const { items, total, totalPages } = paginate(posts, page, blogPageSize);
  return {
    Posts: items.map((p) => summaryOf(blog, p)),
    Page: page,
    PageSize: blogPageSize,
    Total: total,
    TotalPages: totalPages,
    ...extra,
    Categories: Object.keys(blog.categories)
      .map((id) => categoryOf(blog, id, locale))
      .filter((c) => c !== null),
  };
}

const hash = (s: string) => [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);

export function createContentModule(options: { blogDir?: string } = {}): ApiModule {
  return {
    name: 'content',
    register(app, deps) {
      let blogContent: BlogContent | undefined;
      const blog = () => (blogContent ??= loadBlogContent(options.blogDir));
      const origin = () => deps.config.publicUrl.replace(/\/$/, '');

      app.openapi(routes.fees, (c) => c.json(serviceFeesInfo(), 200));
      app.openapi(routes.protection, (c) => c.json(protectionInfo(), 200));
      app.openapi(routes.superhosts, async (c) => c.json(await superhostPage(deps.db), 200));
      app.openapi(routes.reviews, async (c) => c.json(await reviewsOverview(deps.db), 200));
      app.openapi(routes.profile, async (c) => {
        const id = Number(c.req.valid('param').id);
        const profile = Number.isSafeInteger(id) ? await publicProfile(deps.db, id, deps.now().getUTCFullYear()) : null;
        if (!profile) throw new ApiError(404, `No member ${c.req.valid('param').id}.`, { statusMessage: 'NOT_FOUND' });
        return c.json(profile, 200);
      });

      app.openapi(routes.posts, (c) => {
        const q = c.req.valid('query');
        checkKey(q.key);
        return c.json(list(blog(), blog().posts[q.locale], q.locale, q.page, { Author: null, Category: null }), 200);
      });
      app.openapi(routes.post, (c) => {
        const q = c.req.valid('query');
        checkKey(q.key);
        const posts = blog().posts[q.locale];
        const post = posts.find((p) => p.slug === c.req.valid('param').slug);
        if (!post) throw new ApiError(404, 'No such post.', { statusMessage: 'NOT_FOUND' });
        return c.json(
          { ...summaryOf(blog(), post), Html: post.html, Related: relatedPosts(posts, post).map((p) => summaryOf(blog(), p)) },
          200,
        );
      });
      app.openapi(routes.author, (c) => {
        const q = c.req.valid('query');
        checkKey(q.key);
        const { slug } = c.req.valid('param');
        const author = authorOf(blog(), slug, q.locale);
        if (!author) throw new ApiError(404, 'No such author.', { statusMessage: 'NOT_FOUND' });
        const posts = blog().posts[q.locale].filter((p) => p.author === slug);
        return c.json(list(blog(), posts, q.locale, q.page, { Author: author, Category: null }), 200);
      });
      app.openapi(routes.category, (c) => {
        const q = c.req.valid('query');
        checkKey(q.key);
        const id = categoryIdOf(blog(), c.req.valid('param').slug, q.locale);
        if (!id) throw new ApiError(404, 'No such category.', { statusMessage: 'NOT_FOUND' });
        const posts = blog().posts[q.locale].filter((p) => p.category === id);
        return c.json(list(blog(), posts, q.locale, q.page, { Author: null, Category: categoryOf(blog(), id, q.locale) }), 200);
      });

      // Images drawn by code: a post's cover (a landscape with an RV), an author's initials.
      app.openapi(
        routes.postImage,
        (c) => {
          const id = c.req.valid('param').file.slice(0, -4);
          const post = blog().posts.en.find((p) => p.id === id) ?? blog().posts.fr.find((p) => p.id === id);
          if (!post) throw new ApiError(404, 'No such image.', { statusMessage: 'NOT_FOUND' });
          const type = ((rvTypes as readonly string[]).includes(post.rvType) ? post.rvType : 'ClassC') as RvType;
          c.header('Cache-Control', 'public, max-age=86400');
          return c.body(rvIllustration({ listingId: hash(id), type, scene: post.scene, title: post.imageAlt }), 200, {
            'Content-Type': 'image/svg+xml; charset=utf-8',
          });
        },
        unknownIfInvalid,
      );
      app.openapi(
        routes.avatar,
        (c) => {
          const slug = c.req.valid('param').file.slice(0, -4);
          const author = blog().authors[slug];
          if (!author) throw new ApiError(404, 'No such author.', { statusMessage: 'NOT_FOUND' });
          c.header('Cache-Control', 'public, max-age=86400');
          return c.body(avatarSvg(author.name, slug), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
        },
        unknownIfInvalid,
      );

      const rss = (locale: Locale) =>
        rssFeed(blog(), locale, origin(), {
          blog: locale === 'en' ? '/blog' : '/fr/blogue',
          post: (slug) => fillPath(sitemapPatterns['blog-slug'][locale], { slug }),
        });
      app.openapi(routes.rssEn, (c) => c.body(rss('en'), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }));
      app.openapi(routes.rssFr, (c) => c.body(rss('fr'), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }));

      app.openapi(routes.sitemap, async (c) => {
        const xml = sitemapXml(await sitemapEntries(deps.db, blog()), origin());
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
      });
      app.openapi(routes.robots, (c) => c.body(robotsTxt(origin()), 200, { 'Content-Type': 'text/plain; charset=utf-8' }));
      // A browser asks for /favicon.ico on pages that name no icon (the sign-in provider's, the payment simulator's).
      app.openapi(routes.favicon, (c) => c.redirect('/favicon.svg', 301));

      // /api/share-images/{page}.{en|fr}.png: the page's share card (title and description from meta.json).
      const cards = new Map<string, Buffer>();
      app.openapi(
        routes.pageCard,
        async (c) => {
          const [name, locale] = c.req.valid('param').file.split('.') as [string, Locale];
          let png = cards.get(`${name}.${locale}`);
          if (!png) {
            const words = pageWords(name, locale);
            if (!words) throw new ApiError(404, 'No such page.', { statusMessage: 'NOT_FOUND' });
            png = await sharp(Buffer.from(shareCardSvg(words)))
              .png()
              .toBuffer();
            cards.set(`${name}.${locale}`, png);
          }
          c.header('Cache-Control', 'public, max-age=86400');
          return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
        },
        unknownIfInvalid,
      );
      // /api/blog/share-images/{en|fr}/{slug}.png: a post's share card (its title and excerpt).
      app.openapi(
        routes.postCard,
        async (c) => {
          const { locale, file } = c.req.valid('param');
          const slug = file.slice(0, -4);
          const post = blog().posts[locale].find((p) => p.slug === slug);
          if (!post) throw new ApiError(404, 'No such post.', { statusMessage: 'NOT_FOUND' });
          let png = cards.get(`blog/${locale}/${slug}`);
          if (!png) {
            png = await sharp(Buffer.from(shareCardSvg({ title: post.title, description: post.excerpt })))
              .png()
              .toBuffer();
            cards.set(`blog/${locale}/${slug}`, png);
          }
          c.header('Cache-Control', 'public, max-age=86400');
          return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
        },
        unknownIfInvalid,
      );
    },
  };
}

export const contentModule = createContentModule();
