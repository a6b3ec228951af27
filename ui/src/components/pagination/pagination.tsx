import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import { buttonVariants } from '../button/button.tsx';
import { paginationRange } from './pagination-range.ts';

const paginationMessages = defineMessages({
  en: {
    label: 'Pagination',
    previous: 'Previous',
    previousPage: 'Previous page',
    next: 'Next',
    nextPage: 'Next page',
    page: (n: number) => `Page ${n}`,
    morePages: 'More pages',
  },
  fr: {
    label: 'Pagination',
    previous: 'Précédente',
    previousPage: 'Page précédente',
    next: 'Suivante',
    nextPage: 'Page suivante',
    page: (n: number) => `Page ${n}`,
    morePages: 'Autres pages',
  },
});

type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Links (the URL is the search state): the href of each page. Without it, buttons call onPageChange. */
  getHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
  siblings?: number;
  /** Renders each link, e.g. the router's Link: `(props) => <RouterLink to={props.href} {...props} />`. */
  renderLink?: (props: ComponentProps<'a'> & { href: string }) => ReactNode;
};

const itemClass = (active: boolean) =>
  cn(buttonVariants({ variant: active ? 'primary' : 'ghost', size: 'md' }), 'min-w-10 px-3 aria-disabled:opacity-40');

/** Page links with labelled previous/next and the current page marked (aria-current="page"). */
function Pagination({
  className,
  page,
  pageCount,
  getHref,
  onPageChange,
  siblings = 1,
  renderLink,
  'aria-label': label,
  ...props
}: PaginationProps) {
  const t = useMessages(paginationMessages);
  if (pageCount < 2) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  function control(target: number, content: ReactNode, extra: { 'aria-label'?: string; active?: boolean; slot: string }) {
    const disabled = target < 1 || target > pageCount;
    const common = {
      'data-slot': extra.slot,
      'aria-label': extra['aria-label'],
      'aria-current': extra.active ? ('page' as const) : undefined,
      className: itemClass(extra.active ?? false),
    };
    if (disabled) {
      // Kept in place (so the layout does not jump) but out of the tab order and announced as unavailable.
      return (
        <a {...common} aria-disabled="true" role="link">
          {content}
        </a>
      );
    }
    if (getHref) {
      const href = getHref(target);
      const onClick = onPageChange ? () => onPageChange(target) : undefined;
      if (renderLink) return renderLink({ ...common, href, onClick, children: content });
      return (
        <a {...common} href={href} onClick={onClick}>
          {content}
        </a>
      );
    }
    return (
      <button type="button" {...common} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  }

  return (
    <nav data-slot="pagination" aria-label={label ?? t.label} className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeftIcon />
              <span className="max-sm:sr-only">{t.previous}</span>
            </>,
            { 'aria-label': t.previousPage, slot: 'pagination-previous' },
          )}
        </li>
        {paginationRange(current, pageCount, siblings).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} data-slot="pagination-ellipsis" className="flex size-10 items-center justify-center text-muted-foreground">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t.morePages}</span>
            </li>
          ) : (
            <li key={item.page}>
              {control(item.page, item.page, { 'aria-label': t.page(item.page), active: item.page === current, slot: 'pagination-page' })}
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="max-sm:sr-only">{t.next}</span>
              <ChevronRightIcon />
            </>,
            { 'aria-label': t.nextPage, slot: 'pagination-next' },
          )}
        </li>
      </ul>
    </nav>
  );
}

export { Pagination, paginationMessages, type PaginationProps };
