// Page module (one lazy chunk): a blog post (/blog/{slug}), its head written from the post.
import type { BlogPost } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { apiFetch } from '../api/api-fetch.ts';
import { Avatar } from '@rove/ui';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { blogApiPath } from './blog-api.ts';
import { ContentBody, ContentError, ContentLoading } from './frame.tsx';
import { usePageMetaOverride } from '../i18n/meta-override.ts';
import { blogPostingStructuredData, breadcrumbStructuredData } from '../i18n/structured-data.ts';
import { pathFor } from '../routes/path-for.ts';
import { useCallback } from 'react';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { PostCard, PostMeta, postBody, useInternalLinks } from './blog-parts.tsx';

function BlogPostPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  const { slug } = useParams();
  const { data, error, mutate } = useApi<BlogPost>(blogApiPath(`posts/${encodeURIComponent(slug ?? '')}`, locale), (key: string) =>
    apiFetch<BlogPost>(key, { quietStatuses: [404] }),
  );
  // The post for search engines (JSON-LD): a BlogPosting by its author, and its place under the blog.
  const structuredData = useCallback(
    (origin: string) => {
      if (!data) return [];
      const url = origin + pathFor('blog-slug', { slug: data.Slug }, locale);
      return [
        blogPostingStructuredData(origin, {
          title: data.Title,
          excerpt: data.Excerpt,
          url,
          image: data.ImageUrl,
          publishedDate: data.PublishedDate,
          author: { name: data.Author.Name, url: pathFor('author-slug', { slug: data.Author.Slug }, locale) },
          locale,
        }),
        breadcrumbStructuredData(origin, [
          { name: 'Rove', url: pathFor('home', {}, locale) },
          { name: t('blog.eyebrow'), url: pathFor('blog', {}, locale) },
          { name: data.Title, url },
        ]),
      ];
    },
    [data, locale, t],
  );
  usePageMetaOverride(
    data
      ? {
          title: data.Title,
          description: data.Excerpt,
          image: `/api/blog/share-images/${locale}/${data.Slug}.png`,
          type: 'article',
          structuredData,
        }
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

export default function BlogPostRoute() {
  const ready = useContentNamespaces(['content']);
  if (!ready) return <ContentLoading />;
  return <BlogPostPage />;
}
