// A page whose content comes in a later issue: its translated title and description, and a way onwards.
// The route around it (path, guards, layout, meta) is already the real one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@rove/ui';
import { useCurrentRoute } from './use-current-route.ts';
import { useLocalePath } from './use-locale-path.ts';

export function SimplePage({ children, eyebrow }: { children?: ReactNode; eyebrow?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const route = useCurrentRoute();
  const name = route?.name ?? 'home';
  const title = t(`meta:${name}.title`, { defaultValue: name }).replace(/ \| Rove$/, '');
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 lg:py-16">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
      <h1 className="mt-2 font-display text-4xl font-semibold text-foreground sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t(`meta:${name}.description`, { defaultValue: '' })}</p>
      {children ? <div className="mt-8">{children}</div> : null}
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={to('rv-search')}>{t('simplePage.findRv')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={to('home')}>{t('simplePage.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
