// What the blog's pages share: a post's byline, a post as a card, the categories' navigation, and a post's body with
// its links to our own pages followed by the router.
import type { BlogList, BlogPostSummary } from '@rove/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { longDate } from './format.ts';

export function PostMeta({ post }: { post: BlogPostSummary }) {
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

export function CategoryNav({ list }: { list: BlogList }) {
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

/** Links inside a post's HTML stay in the app (the router), except other sites. */
export function useInternalLinks() {
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

export const postBody = [
  'max-w-3xl text-lg leading-8',
  '[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold',
].join(' ');
