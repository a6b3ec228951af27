// The frame every content page shares: a hero (eyebrow, h1, lead), sections with anchored h2s, and a call to action.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Skeleton } from '@rove/ui';
import { useLocalePath } from '../routes/use-locale-path.ts';
import type { RouteName } from '../routes/table.ts';

export function ContentHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-muted/40">
      <div className="mx-auto max-w-page px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl font-display text-4xl font-semibold text-foreground sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-muted-foreground">{lead}</p>
        {children}
      </div>
    </div>
  );
}

export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="scroll-mt-6">
      <h2 id={`section-${id}`} className="font-display text-2xl font-semibold text-foreground sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ContentBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-page space-y-12 px-4 py-12 sm:px-6">{children}</div>;
}

/** The page's call to action: a route by name (find an RV by default) and the way home. */
export function ContentCta({ label, route = 'rv-search', query }: { label: string; route?: RouteName; query?: string }) {
  const to = useLocalePath();
  return (
    <div className="flex flex-wrap gap-3 border-t border-border pt-8">
      <Button asChild size="lg">
        <Link to={to(route) + (query ?? '')}>{label}</Link>
      </Button>
    </div>
  );
}

export function ContentLoading() {
  return (
    <div className="mx-auto max-w-page space-y-4 px-4 py-12 sm:px-6" aria-busy="true">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="alert" className="rounded-lg border border-danger-border bg-danger p-4 text-danger-foreground">
      <p>{t('ui.error')}</p>
      <Button className="mt-3" variant="outline" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}

/** A page fed by one API answer: its view once loaded, the retry message on failure, the skeleton meanwhile. */
export function ContentData<T>({
  answer,
  children,
}: {
  answer: { data?: T; error?: unknown; mutate: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (answer.data !== undefined) return <>{children(answer.data)}</>;
  if (answer.error)
    return (
      <ContentBody>
        <ContentError onRetry={() => void answer.mutate()} />
      </ContentBody>
    );
  return <ContentLoading />;
}
