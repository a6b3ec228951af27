// rvs/{rvId} and its sections (spec 000 section 2): overview (root), details, photos, pricing, add-ons, earn more,
// insurance, preferences; pre-booking-message belongs to the messages area and is only linked from here.
import type { HostRv } from '@rove/contract';
import { Badge, Banner, Button, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvKey } from '../host-rv-api.ts';
import { type Section, routeOf, sections } from './rv-sections.ts';
import { SectionBody } from './rv-edit-sections.tsx';

export default function RvEditPage() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const route = useCurrentRoute();
  const location = useLocation();
  const { dashboard = 'host', rvId = '' } = useParams();
  const section = (sections.find((s) => routeOf(s) === route?.name) ?? 'root') as Section;
  const { data: rv, error, mutate } = useApi<HostRv>(hostRvKey(rvId));
  if (error instanceof ApiError && error.status === 404) throw error;
  const notDraft = (location.state as { notice?: string } | null)?.notice === 'notDraft';

  if (!rv) {
    return (
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6">
        {error ? (
          <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
            {t('common.networkError')}
          </Banner>
        ) : (
          <div aria-busy="true">
            <output className="sr-only">{t('common.loading')}</output>
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="mt-6 h-64 w-full" />
          </div>
        )}
      </div>
    );
  }

  const navItems = [...sections, 'pre-booking-message'] as const;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <Link to={to('dashboard-rvs', { dashboard })} className="w-fit text-sm font-semibold text-primary underline underline-offset-4">
          {t('list.title')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-semibold">
            {rv.DisplayName}
            <span className="sr-only"> — {t(`edit.sections.${section}`)}</span>
          </h1>
          <Badge variant={rv.Status === 'published' ? 'success' : rv.Status === 'draft' ? 'info' : 'neutral'}>
            {t(`status.${rv.Status}`)}
          </Badge>
        </div>
        {rv.Status === 'published' && rv.Alias ? (
          <Link to={to('rv-rental', { alias: rv.Alias })} className="w-fit text-sm font-semibold text-primary underline underline-offset-4">
            {t('edit.publicLink')}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{t('edit.notListedYet')}</p>
        )}
      </header>
      {notDraft ? <Banner tone="info">{t('wizard.notDraft')}</Banner> : null}
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t('edit.sectionsLabel')} className="lg:w-56 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {navItems.map((item) => (
              <li key={item}>
                <Link
                  to={to(routeOf(item), { dashboard, rvId: String(rv.Id) })}
                  aria-current={item === section ? 'page' : undefined}
                  className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
                >
                  {t(`edit.sections.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <h2 className="sr-only">{t(`edit.sections.${section}`)}</h2>
          <SectionBody key={`${rv.Id}:${section}`} rv={rv} section={section} dashboard={dashboard} />
        </div>
      </div>
    </div>
  );
}
