import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** A decorative icon or illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What to do next: a button or a link. */
  action?: ReactNode;
  /** The heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
};

/** What a list, a search or an inbox shows when there is nothing in it, and what to do about it. */
function EmptyState({ className, icon, title, description, action, headingLevel = 2, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center', className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading data-slot="empty-state-title" className="font-display text-xl font-semibold text-foreground">
        {title}
      </Heading>
      {description ? (
        <div data-slot="empty-state-description" className="max-w-md text-sm text-muted-foreground">
          {description}
        </div>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </section>
  );
}

export { EmptyState, type EmptyStateProps };
