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
import { ApiError, ApiErrorSchema } from '../http/errors.ts';
import type { ApiModule } from '../module.ts';
import { rvIllustration } from '../photos/rv-illustration.ts';
import { publicProfile, reviewsOverview, superhostPage } from './community.ts';
import { protectionInfo, serviceFeesInfo } from './rules.ts';
import { pageWords, robotsTxt, shareCardSvg, sitemapEntries, sitemapXml } from './seo.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const notFound = { 404: json(ApiErrorSchema, 'Not found') };
const keyErrors = { 401: json(ApiErrorSchema, 'Missing or wrong blog key (BLOG_KEY_INVALID)'), 400: json(ApiErrorSchema, 'Invalid query') };

const get = (path: string, summary: string, response: ReturnType<typeof json>, extra: Record<string, unknown> = {}) =>
  createRoute({ method: 'get', path, summary, responses: { 200: response }, ...extra });

const SlugParam = z.object({ slug: z.string().min(1).max(200) });

const routes = {
  fees: get(
    '/api/content/service-fees',
    'Service fees, taxes, pay later, deposit and cancellation rules (from the pricing engine)',
    json(ServiceFeesSchema, 'The rules'),
  ),
  protection: get('/api/content/protection', 'Protection levels as the estimate prices them', json(ProtectionInfoSchema, 'The levels')),
  superhosts: get('/api/content/superhosts', 'The superhost criteria and current superhosts', json(SuperhostPageSchema, 'Superhosts')),
  reviews: get('/api/content/reviews', 'Recent reviews and the average per category', json(ReviewsOverviewSchema, 'Reviews')),
  profile: createRoute({
    method: 'get',
    path: '/api/profiles/{id}',
    summary: 'A public profile: name, photo, member since, languages, badges, RVs, reviews received, response rate',
    request: { params: z.object({ id: z.string().regex(/^\d{1,15}$/) }) },
    responses: { 200: json(PublicProfileSchema, 'The profile'), ...notFound },
  }),
  posts: createRoute({
    method: 'get',
    path: '/api/blog/posts',
    summary: 'A page of blog posts, newest first',
    request: { query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...keyErrors },
  }),
  post: createRoute({
    method: 'get',
    path: '/api/blog/posts/{slug}',
    summary: 'One blog post with its author, category, reading time and related posts',
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogPostSchema, 'The post'), ...keyErrors, ...notFound },
  }),
  author: createRoute({
    method: 'get',
    path: '/api/blog/authors/{slug}',
    summary: "An author's posts",
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...keyErrors, ...notFound },
  }),
  category: createRoute({
    method: 'get',
    path: '/api/blog/categories/{slug}',
    summary: "A category's posts (the slug of the requested language)",
    request: { params: SlugParam, query: BlogQuerySchema },
    responses: { 200: json(BlogListSchema, 'Posts'), ...keyErrors, ...notFound },
  }),
};

function checkKey(key: string) {
  if (key !== blogContentKey) throw new ApiError(401, 'The blog key is missing or wrong.', { statusMessage: 'BLOG_KEY_INVALID' });
}

function list(
  blog: BlogContent,
  posts: readonly StoredPost[],
  locale: 'en' | 'fr',
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
      app.get('/api/blog/images/:file{[a-z0-9-]+\\.svg}', (c) => {
        const id = c.req.param('file').slice(0, -4);
        const post = blog().posts.en.find((p) => p.id === id) ?? blog().posts.fr.find((p) => p.id === id);
        if (!post) throw new ApiError(404, 'No such image.', { statusMessage: 'NOT_FOUND' });
        const type = ((rvTypes as readonly string[]).includes(post.rvType) ? post.rvType : 'ClassC') as RvType;
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(rvIllustration({ listingId: hash(id), type, scene: post.scene, title: post.imageAlt }), 200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
        });
      });
      app.get('/api/blog/avatars/:file{[a-z0-9-]+\\.svg}', (c) => {
        const slug = c.req.param('file').slice(0, -4);
        const author = blog().authors[slug];
        if (!author) throw new ApiError(404, 'No such author.', { statusMessage: 'NOT_FOUND' });
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(avatarSvg(author.name, slug), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
      });

      const rss = (locale: 'en' | 'fr') =>
        rssFeed(blog(), locale, origin(), {
          blog: locale === 'en' ? '/blog' : '/fr/blogue',
          post: (slug) => fillPath(sitemapPatterns['blog-slug'][locale], { slug }),
        });
      app.get('/blog/rss.xml', (c) => c.body(rss('en'), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }));
      app.get('/fr/blogue/rss.xml', (c) => c.body(rss('fr'), 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }));

      app.get('/sitemap.xml', async (c) => {
        const xml = sitemapXml(await sitemapEntries(deps.db, blog()), origin());
        c.header('Cache-Control', 'public, max-age=3600');
        return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
      });
      app.get('/robots.txt', (c) => c.body(robotsTxt(origin()), 200, { 'Content-Type': 'text/plain; charset=utf-8' }));
      // A browser asks for /favicon.ico on pages that name no icon (the sign-in provider's, the payment simulator's).
      app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

      // /api/share-images/{page}.{en|fr}.png: the page's share card (title and description from meta.json).
      const cards = new Map<string, Buffer>();
      app.get('/api/share-images/:file{[a-zA-Z0-9-]+\\.(en|fr)\\.png}', async (c) => {
        const [name, locale] = c.req.param('file').split('.') as [string, 'en' | 'fr'];
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
      });
      // /api/blog/share-images/{en|fr}/{slug}.png: a post's share card (its title and excerpt).
      app.get('/api/blog/share-images/:locale{en|fr}/:file{[a-z0-9-]+\\.png}', async (c) => {
        const locale = c.req.param('locale') as 'en' | 'fr';
        const slug = c.req.param('file').slice(0, -4);
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
      });
    },
  };
}

export const contentModule = createContentModule();
