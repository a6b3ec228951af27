// Page module (one lazy chunk): the blog's lists: every post (/blog), an author's (/author/{slug}) and a category's
// (/category/{slug}), ?page= for the page.
import type { BlogList } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { Avatar, Pagination } from '@rove/ui';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { blogApiPath, pageParam } from './blog-api.ts';
import { ContentBody, ContentError, ContentHero, ContentLoading } from './frame.tsx';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { CategoryNav, PostCard } from './blog-parts.tsx';

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

export default function BlogListRoute() {
  const ready = useContentNamespaces(['content']);
  if (!ready) return <ContentLoading />;
  return <BlogListPage />;
}
