// The blog (blog, blog-slug, author-slug, category-slug): lists paginated with ?page=, a post with its author,
// category, reading time and related posts. Blog pages drop the alternate-language links (route option).
import type { BlogList, BlogPost, BlogPostSummary } from '@rove/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { apiFetch } from '../api/api-fetch.ts';
import { Avatar, Pagination } from '@rove/ui';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { blogApiPath, pageParam } from './blog-api.ts';
import { ContentBody, ContentError, ContentHero, ContentLoading } from './frame.tsx';
import { longDate } from './format.ts';
import { usePageMetaOverride } from '../i18n/meta-override.ts';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';

function PostMeta({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <p className="text-sm text-muted-foreground">
      <time dateTime={post.PublishedDate}>{longDate(post.PublishedDate, locale)}</time>
      {' · '}
      {t('blog.readingTime', { count: post.ReadingMinutes })}
    </p>
  );
}

export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
      <img src={post.ImageUrl} alt={post.ImageAlt} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <Link className="text-sm font-semibold text-primary hover:underline" to={to('category-slug', { slug: post.Category.Slug })}>
          {post.Category.Name}
        </Link>
        <Heading className="mt-2 font-display text-xl font-semibold">
          <Link className="hover:text-primary hover:underline" to={to('blog-slug', { slug: post.Slug })}>
            {post.Title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 leading-7 text-muted-foreground">{post.Excerpt}</p>
        <p className="mt-4 text-sm">
          <Link className="font-semibold hover:underline" to={to('author-slug', { slug: post.Author.Slug })}>
            {t('blog.by', { name: post.Author.Name })}
          </Link>
        </p>
        <PostMeta post={post} />
      </div>
    </li>
  );
}

function CategoryNav({ list }: { list: BlogList }) {
  const { t } = useTranslation('content');
  const to = useLocalePath();
  const pill = (active: boolean) =>
    `inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted'}`;
  return (
    <nav aria-label={t('blog.categories')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            className={pill(!list.Category && !list.Author)}
            to={to('blog')}
            aria-current={!list.Category && !list.Author ? 'page' : undefined}
          >
            {t('blog.allPosts')}
          </Link>
        </li>
        {list.Categories.map((c) => (
          <li key={c.Slug}>
            <Link
              className={pill(list.Category?.Slug === c.Slug)}
              to={to('category-slug', { slug: c.Slug })}
              aria-current={list.Category?.Slug === c.Slug ? 'page' : undefined}
            >
              {c.Name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BlogListPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const route = useCurrentRoute();
  const { slug } = useParams();
  const location = useLocation();
  const page = pageParam(location.search);
  const name = route?.name ?? 'blog';
  const path =
    name === 'author-slug'
      ? `authors/${encodeURIComponent(slug ?? '')}`
      : name === 'category-slug'
        ? `categories/${encodeURIComponent(slug ?? '')}`
        : 'posts';
  const { data, error, mutate } = useApi<BlogList>(blogApiPath(path, locale, page));
  const hero = data?.Author
    ? { eyebrow: t('blog.authorEyebrow'), title: t('blog.postsBy', { name: data.Author.Name }), lead: data.Author.Bio }
    : data?.Category
      ? { eyebrow: t('blog.categoryEyebrow'), title: data.Category.Name, lead: data.Category.Description }
      : { eyebrow: t('blog.eyebrow'), title: t('blog.title'), lead: t('blog.lead') };
  const rss = locale === 'fr' ? '/fr/blogue/rss.xml' : '/blog/rss.xml';
  return (
    <article>
      <ContentHero {...hero}>
        {data?.Author ? (
          <div className="mt-4 flex items-center gap-3">
            <Avatar name={data.Author.Name} src={data.Author.AvatarUrl} size="lg" decorative />
            <p className="text-sm font-semibold">{data.Author.Role}</p>
          </div>
        ) : null}
      </ContentHero>
      <ContentBody>
        {error ? (
          <ContentError onRetry={() => mutate()} />
        ) : !data ? (
          <ContentLoading />
        ) : (
          <>
            <CategoryNav list={data} />
            {data.Posts.length === 0 ? (
              <p>{t('blog.noPosts')}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2" data-testid="blog-posts">
                {data.Posts.map((post) => (
                  <PostCard key={post.Slug} post={post} />
                ))}
              </ul>
            )}
            <Pagination
              aria-label={t('blog.pages')}
              page={data.Page}
              pageCount={data.TotalPages}
              getHref={(n) => (n > 1 ? `${location.pathname}?page=${n}` : location.pathname)}
              renderLink={({ href, ...props }) => <Link to={href} {...props} />}
            />
            <p>
              <a className="text-sm underline-offset-4 hover:underline" href={rss} type="application/rss+xml">
                {t('blog.rss')}
              </a>
            </p>
          </>
        )}
      </ContentBody>
    </article>
  );
}

/** Links inside a post's HTML stay in the app (the router), except other sites. */
function useInternalLinks() {
  const navigate = useNavigate();
  // A callback ref (React 19 runs its cleanup): the post's body mounts once its data is there.
  return useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      const onClick = (event: MouseEvent) => {
        const anchor = (event.target as HTMLElement).closest('a');
        if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const url = new URL(anchor.href, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(url.pathname + url.search + url.hash);
      };
      el.addEventListener('click', onClick);
      return () => el.removeEventListener('click', onClick);
    },
    [navigate],
  );
}

const postBody = [
  'max-w-3xl text-lg leading-8',
  '[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold',
].join(' ');

function BlogPostPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  const { slug } = useParams();
  const { data, error, mutate } = useApi<BlogPost>(blogApiPath(`posts/${encodeURIComponent(slug ?? '')}`, locale), (key: string) =>
    apiFetch<BlogPost>(key, { quietStatuses: [404] }),
  );
  usePageMetaOverride(
    data
      ? { title: data.Title, description: data.Excerpt, image: `/api/blog/share-images/${locale}/${data.Slug}.png`, type: 'article' }
      : null,
  );
  const bodyRef = useInternalLinks();
  if (error) {
    const missing = (error as { status?: number }).status === 404;
    return (
      <ContentBody>
        {missing ? (
          <div>
            <h1 className="font-display text-3xl font-semibold">{t('blog.notFound')}</h1>
            <Link className="mt-4 inline-block text-primary underline" to={to('blog')}>
              {t('blog.backToBlog')}
            </Link>
          </div>
        ) : (
          <ContentError onRetry={() => mutate()} />
        )}
      </ContentBody>
    );
  }
  if (!data) return <ContentLoading />;
  return (
    <article>
      <div className="mx-auto max-w-page px-4 pt-12 sm:px-6">
        <Link className="text-sm font-semibold text-primary hover:underline" to={to('category-slug', { slug: data.Category.Slug })}>
          {t('blog.postedIn', { category: data.Category.Name })}
        </Link>
        <h1 className="mt-2 max-w-3xl font-display text-4xl font-semibold sm:text-5xl">{data.Title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted-foreground">{data.Excerpt}</p>
        <div className="mt-6 flex items-center gap-3">
          <Avatar name={data.Author.Name} src={data.Author.AvatarUrl} size="md" decorative />
          <div>
            <Link className="font-semibold hover:underline" to={to('author-slug', { slug: data.Author.Slug })}>
              {t('blog.by', { name: data.Author.Name })}
            </Link>
            <PostMeta post={data} />
          </div>
        </div>
        <img
          src={data.ImageUrl}
          alt={data.ImageAlt}
          width={800}
          height={600}
          className="mt-8 aspect-[2/1] w-full rounded-xl object-cover"
        />
      </div>
      <ContentBody>
        {/* Rendered on the server from Markdown with raw HTML disabled (server/src/blog/blog-content.ts). */}
        <div ref={bodyRef} className={postBody} dangerouslySetInnerHTML={{ __html: data.Html }} />
        <aside aria-labelledby="author-title" className="flex max-w-3xl gap-4 rounded-xl border border-border bg-muted/40 p-5">
          <Avatar name={data.Author.Name} src={data.Author.AvatarUrl} size="lg" decorative />
          <div>
            <h2 id="author-title" className="font-semibold">
              <Link className="hover:underline" to={to('author-slug', { slug: data.Author.Slug })}>
                {data.Author.Name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">{data.Author.Role}</p>
            <p className="mt-2 leading-7">{data.Author.Bio}</p>
          </div>
        </aside>
        {data.Related.length ? (
          <section aria-labelledby="related-title">
            <h2 id="related-title" className="font-display text-2xl font-semibold">
              {t('blog.related')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {data.Related.map((post) => (
                <PostCard key={post.Slug} post={post} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
      </ContentBody>
    </article>
  );
}

export default function BlogPage() {
  const ready = useContentNamespaces(['content']);
  const route = useCurrentRoute();
  if (!ready) return <ContentLoading />;
  return route?.name === 'blog-slug' ? <BlogPostPage /> : <BlogListPage />;
}
