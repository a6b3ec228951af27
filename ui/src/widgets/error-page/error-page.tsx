import { type ReactNode, useId } from 'react';
import { ArrowRightIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { ErrorHero } from './error-hero.tsx';
import { errorPageMessages } from './error-page-messages.ts';
import { type ErrorLike, errorPageVariant } from './error-page-variant.ts';

/** Where the helpful links go: the app builds them from its route names. */
export interface ErrorPageLinks {
  home: string;
  search: string;
  howItWorks: string;
  listRv: string;
  about: string;
  blog: string;
}

/** Renders a link with the app's router (default: a plain anchor). */
export type RenderLink = (props: { href: string; className: string; children: ReactNode }) => ReactNode;

const defaultRenderLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export interface ErrorPageProps {
  error: ErrorLike & { message?: string; stack?: string };
  links: ErrorPageLinks;
  renderLink?: RenderLink;
  /** Development mode: the raw status code, message and stack instead of the friendly page. */
  development?: boolean;
  /** The unpublished RV's place, for the "Near {place}" subtitle. */
  place?: string;
  /** Listing cards similar to the unpublished RV, one item each: the page lays them out in its own grid. */
  similarListings?: readonly ReactNode[];
  /** Listing cards under "More Available RVs", one item each. */
  moreListings?: readonly ReactNode[];
  className?: string;
}

const linkOrder = ['home', 'search', 'howItWorks', 'listRv', 'about', 'blog'] as const;

function ErrorPage({
  error,
  links,
  renderLink = defaultRenderLink,
  development = false,
  place,
  similarListings,
  moreListings,
  className,
}: ErrorPageProps) {
  const t = useMessages(errorPageMessages);
  const similarId = useId();
  if (development) return <DevelopmentErrorPage error={error} className={className} />;
  const variant = errorPageVariant(error);
  const title = { notFound: t.notFoundTitle, rvUnpublished: t.rvUnpublishedTitle, generic: t.genericTitle }[variant];
  const body = { notFound: t.notFoundBody, rvUnpublished: t.rvUnpublishedBody, generic: t.genericBody }[variant];
  const linkClass = cn(
    'group inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 font-semibold text-primary underline-offset-4 hover:underline',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  );
  return (
    <div
      data-slot="error-page"
      data-variant={variant}
      className={cn('mx-auto flex w-full max-w-page flex-col gap-16 px-4 py-12', className)}
    >
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{title}</h1>
          <p className="text-lg text-muted-foreground">{body}</p>
          <nav aria-label={t.links}>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
              {linkOrder.map((key) => (
                <li key={key}>
                  {renderLink({
                    href: links[key],
                    className: linkClass,
                    children: (
                      <>
                        {t[key]}
                        <ArrowRightIcon
                          aria-hidden="true"
                          className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                        />
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <ErrorHero variant={variant} className="justify-self-center" />
      </div>
      {variant === 'rvUnpublished' && (similarListings?.length || moreListings?.length) ? (
        <section data-slot="error-page-similar" aria-labelledby={similarId} className="flex flex-col gap-6">
          <div>
            <h2 id={similarId} className="font-display text-2xl font-semibold text-foreground">
              {t.similarTitle}
            </h2>
            {place ? <p className="mt-1 text-muted-foreground">{t.near(place)}</p> : null}
          </div>
          {similarListings?.length ? <ListingGrid items={similarListings} /> : null}
          {moreListings?.length ? (
            <>
              <h2 className="font-display text-2xl font-semibold text-foreground">{t.moreTitle}</h2>
              <ListingGrid items={moreListings} />
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** One grid of cards: items are placed here, never wrapped in a grid of their own. */
function ListingGrid({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul data-slot="error-page-listings" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards arrive in a fixed order
        <li key={index} className="min-w-0">
          {item}
        </li>
      ))}
    </ul>
  );
}

function DevelopmentErrorPage({ error, className }: { error: ErrorPageProps['error']; className?: string }) {
  const t = useMessages(errorPageMessages);
  const stackId = useId();
  const status = String(error.status ?? 500);
  return (
    <div
      data-slot="error-page"
      data-variant="development"
      className={cn('mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-12', className)}
    >
      <h1 className="font-display text-3xl font-semibold text-foreground">{t.developmentTitle(status)}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold">{t.status}</dt>
        <dd className="font-mono">{status}</dd>
        <dt className="font-semibold">{t.message}</dt>
        <dd className="font-mono break-words">{error.message ?? error.statusMessage ?? ''}</dd>
      </dl>
      <h2 id={stackId} className="text-lg font-semibold text-foreground">
        {t.stack}
      </h2>
      {/* Focusable so that a keyboard can scroll a long stack (axe: scrollable-region-focusable). */}
      <pre
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-labelledby={stackId}
        className="max-h-96 overflow-auto rounded-lg border border-border bg-muted p-4 font-mono text-xs leading-relaxed text-foreground"
      >
        {error.stack || t.noStack}
      </pre>
    </div>
  );
}

export { ErrorPage };
