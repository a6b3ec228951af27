// The blog's content, kept in the repository (content/blog/, see its README): one Markdown file with front matter
// per post and language, authors and categories in YAML. Read once and kept; Markdown is rendered with raw HTML
// disabled (markdown-it escapes it; its link check refuses javascript:, vbscript:, file: and data: other than images).
import { type Locale, locales } from '@rove/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BlogAuthor, BlogCategory, BlogPostSummary } from '@rove/contract';
import { serverWords } from '../i18n/server-words.ts';

export type { Locale } from '@rove/contract';
export const defaultBlogDir = fileURLToPath(new URL('../../../content/blog/', import.meta.url));

const Text = z.object({ en: z.string().min(1), fr: z.string().min(1) });
const AuthorsFile = z.record(z.string().regex(/^[a-z0-9-]+$/), z.object({ name: z.string().min(1), role: Text, bio: Text }));
const CategoriesFile = z.record(z.string().regex(/^[a-z0-9-]+$/), z.object({ slug: Text, name: Text, description: Text }));
const FrontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  date: z.union([z.string(), z.date()]).transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10))),
  author: z.string(),
  category: z.string(),
  excerpt: z.string().min(1),
  scene: z.enum(['exterior', 'campsite', 'lake', 'night']).default('exterior'),
  rvType: z.string().default('ClassC'),
  imageAlt: z.string().min(1),
});

export interface StoredPost {
  id: string;
  slug: string;
  locale: Locale;
  title: string;
  date: string;
  author: string;
  category: string;
  excerpt: string;
  scene: string;
  rvType: string;
  imageAlt: string;
  html: string;
  words: number;
}

export interface BlogContent {
  posts: Record<Locale, StoredPost[]>;
  authors: Record<string, { name: string; role: Record<Locale, string>; bio: Record<Locale, string> }>;
  categories: Record<string, { slug: Record<Locale, string>; name: Record<Locale, string>; description: Record<Locale, string> }>;
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** Words per minute for the reading time. */
export const wordsPerMinute = 200;
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / wordsPerMinute));

export function parsePost(file: string, locale: Locale, text: string): StoredPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const front = FrontMatter.parse(parseYaml(match[1]));
  const body = match[2];
  return {
    ...front,
    slug: file.replace(/\.md$/, ''),
    locale,
    html: markdown.render(body),
    words: body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
  };
}

export function loadBlogContent(dir: string = defaultBlogDir): BlogContent {
  const authors = AuthorsFile.parse(parseYaml(readFileSync(join(dir, 'authors.yaml'), 'utf8')));
  const categories = CategoriesFile.parse(parseYaml(readFileSync(join(dir, 'categories.yaml'), 'utf8')));
  const posts = { en: [] as StoredPost[], fr: [] as StoredPost[] };
  for (const locale of locales) {
    const folder = join(dir, 'posts', locale);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.md'))) {
      const post = parsePost(file, locale, readFileSync(join(folder, file), 'utf8'));
      if (!authors[post.author]) throw new Error(`${locale}/${file}: unknown author ${post.author}`);
      if (!categories[post.category]) throw new Error(`${locale}/${file}: unknown category ${post.category}`);
      posts[locale].push(post);
    }
    posts[locale].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }
  return { posts, authors, categories };
}

export const blogImageUrl = (id: string) => `/api/blog/images/${id}.svg`;
export const authorAvatarUrl = (slug: string) => `/api/blog/avatars/${slug}.svg`;

export function authorOf(content: BlogContent, slug: string, locale: Locale): BlogAuthor | null {
  const a = content.authors[slug];
  return a ? { Slug: slug, Name: a.name, Role: a.role[locale], Bio: a.bio[locale], AvatarUrl: authorAvatarUrl(slug) } : null;
}

export function categoryOf(content: BlogContent, id: string, locale: Locale): BlogCategory | null {
  const c = content.categories[id];
  return c ? { Slug: c.slug[locale], Name: c.name[locale], Description: c.description[locale] } : null;
}

/** The category id of a slug in this language. */
export const categoryIdOf = (content: BlogContent, slug: string, locale: Locale) =>
  Object.entries(content.categories).find(([, c]) => c.slug[locale] === slug)?.[0];

export function summaryOf(content: BlogContent, post: StoredPost): BlogPostSummary {
  return {
    Slug: post.slug,
    Title: post.title,
    Excerpt: post.excerpt,
    PublishedDate: post.date,
    ReadingMinutes: readingMinutes(post.words),
    ImageUrl: blogImageUrl(post.id),
    ImageAlt: post.imageAlt,
    Author: authorOf(content, post.author, post.locale) as BlogAuthor,
    Category: categoryOf(content, post.category, post.locale) as BlogCategory,
  };
}

/** Up to `count` other posts: same category first, then the newest. */
export function relatedPosts(posts: readonly StoredPost[], post: StoredPost, count = 3): StoredPost[] {
  const others = posts.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, count);
}

/** Page `page` (from 1) of a list, with its totals. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, totalPages };
}

const escXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** RSS 2.0 of a language's posts, newest first. */
export function rssFeed(
  content: BlogContent,
  locale: Locale,
  origin: string,
  paths: { blog: string; post: (slug: string) => string },
): string {
  const items = content.posts[locale]
    .map((p) => {
      const url = origin + paths.post(p.slug);
      return `<item><title>${escXml(p.title)}</title><link>${escXml(url)}</link><guid isPermaLink="true">${escXml(url)}</guid><pubDate>${new Date(`${p.date}T12:00:00Z`).toUTCString()}</pubDate><author>${escXml(content.authors[p.author].name)}</author><category>${escXml(content.categories[p.category].name[locale])}</category><description>${escXml(p.excerpt)}</description></item>`;
    })
    .join('');
  const title = escXml(serverWords(locale, 'blogFeed.title'));
  const description = escXml(serverWords(locale, 'blogFeed.description'));
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${title}</title><link>${escXml(origin + paths.blog)}</link><description>${description}</description><language>${locale === 'fr' ? 'fr-CA' : 'en'}</language>${items}</channel></rss>`;
}

/** A round avatar with the author's initials (nothing fetched). */
export function avatarSvg(name: string, seed: string): string {
  const colours = ['#1f5d46', '#2e4057', '#8c2f39', '#6b4c9a', '#b5482c'];
  const colour = colours[[...seed].reduce((a, c) => a + c.charCodeAt(0), 0) % colours.length];
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escXml(name)}"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="58" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="#fff">${escXml(initials)}</text></svg>`;
}
