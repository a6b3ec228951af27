// rvs: the host's RVs by status (in progress with their completion, published, unpublished), with continue, edit,
// preview, publish or unpublish, and delete (restorable from rvs/deleted for 30 days).
import type { HostRvSummary } from '@rove/contract';
import { Banner, Button, EmptyState, Skeleton } from '@rove/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvApi, hostRvListKey } from '../host-rv-api.ts';
import { refreshSessionUser } from '../session-refresh.ts';
import { type Confirm, RvRow } from './rv-row.tsx';

// The dialogs load when the host first opens one (issue 35: the dialog's code was in the page's first load).
const ConfirmDialog = lazy(() => import('./rv-dialogs.tsx').then((m) => ({ default: m.ConfirmDialog })));
const PreviewDialog = lazy(() => import('./rv-dialogs.tsx').then((m) => ({ default: m.PreviewDialog })));

export default function RvsPage() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const { dashboard = 'host' } = useParams();
  const { data, error, mutate } = useApi<{ Items: HostRvSummary[] }>(hostRvListKey('active'));
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string; undo?: number } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [preview, setPreview] = useState<HostRvSummary | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function act(rv: HostRvSummary, action: 'delete' | 'unpublish' | 'publish' | 'restore') {
    if (busy !== null) return;
    setBusy(rv.Id);
    setNotice(null);
    try {
      if (action === 'delete') await hostRvApi.remove(rv.Id);
      if (action === 'unpublish') await hostRvApi.unpublish(rv.Id);
      if (action === 'restore') await hostRvApi.restore(rv.Id);
      if (action === 'publish') {
        await hostRvApi.publish(rv.Id);
        await refreshSessionUser();
      }
      await mutate();
      const name = rv.DisplayName;
      setNotice(
        action === 'delete'
          ? { tone: 'success', text: t('list.deleted', { name }), undo: rv.Id }
          : action === 'unpublish'
            ? { tone: 'success', text: t('list.unpublished', { name }) }
            : action === 'publish'
              ? { tone: 'success', text: t('list.published', { name }) }
              : { tone: 'success', text: t('deleted.restored', { name }) },
      );
    } catch (failure) {
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  const items = data?.Items ?? [];
  const groups = (['draft', 'published', 'unpublished'] as const).map(
    (status) => [status, items.filter((i) => i.Status === status)] as const,
  );
  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold">{t('list.title')}</h1>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="ghost">
            <Link to={to('dashboard-rvs-deleted', { dashboard })}>{t('list.deletedLink')}</Link>
          </Button>
          <Button asChild>
            <Link to={to('dashboard-rvs-new', { dashboard })}>{t('list.new')}</Link>
          </Button>
        </div>
      </header>
      {notice ? (
        <Banner
          tone={notice.tone}
          onDismiss={() => setNotice(null)}
          dismissLabel={t('common.close')}
          action={
            notice.undo ? (
              <Button size="sm" variant="outline" onClick={() => void act({ Id: notice.undo } as HostRvSummary, 'restore')}>
                {t('list.undo')}
              </Button>
            ) : undefined
          }
        >
          {notice.text}
        </Banner>
      ) : null}
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.networkError')}
        </Banner>
      ) : !data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <output className="sr-only">{t('common.loading')}</output>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('list.empty')}
          description={t('list.emptyBody')}
          action={
            <Button asChild>
              <Link to={to('dashboard-rvs-new', { dashboard })}>{t('list.new')}</Link>
            </Button>
          }
        />
      ) : (
        groups.map(([status, list]) =>
          list.length ? (
            <section key={status} aria-labelledby={`rvs-${status}`} className="flex flex-col gap-3">
              <h2 id={`rvs-${status}`} className="font-display text-xl font-semibold">
                {t(`list.sections.${status}`)} <span className="text-base font-normal text-muted-foreground">({list.length})</span>
              </h2>
              <ul className="flex flex-col gap-3">
                {list.map((rv) => (
                  <RvRow
                    key={rv.Id}
                    rv={rv}
                    dashboard={dashboard}
                    busy={busy === rv.Id}
                    onPreview={() => setPreview(rv)}
                    onPublish={() => void act(rv, 'publish')}
                    onAsk={(kind) => setConfirm({ kind, rv })}
                  />
                ))}
              </ul>
            </section>
          ) : null,
        )
      )}
      <Suspense fallback={null}>
        {confirm ? (
          <ConfirmDialog
            confirm={confirm}
            busy={busy === confirm.rv.Id}
            onCancel={() => setConfirm(null)}
            onConfirm={() => void act(confirm.rv, confirm.kind)}
          />
        ) : null}
        {preview ? <PreviewDialog rv={preview} onClose={() => setPreview(null)} /> : null}
      </Suspense>
    </div>
  );
}
