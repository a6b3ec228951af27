// rvs: the host's RVs by status (in progress with their completion, published, unpublished), with continue, edit,
// preview, publish or unpublish, and delete (restorable from rvs/deleted for 30 days).
import type { HostRv, HostRvSummary } from '@rove/contract';
import { Badge, Banner, Button, Dialog, DialogContent, EmptyState, ListingCard, Skeleton, rvTypeLabels } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvApi, hostRvKey, hostRvListKey } from '../host-rv-api.ts';
import { refreshSessionUser } from '../session-refresh.ts';

type Confirm = { kind: 'delete' | 'unpublish'; rv: HostRvSummary } | null;

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
      {confirm ? (
        <Dialog open onOpenChange={(open) => !open && setConfirm(null)}>
          <DialogContent
            size="sm"
            title={t(confirm.kind === 'delete' ? 'list.confirmDeleteTitle' : 'list.confirmUnpublishTitle', {
              name: confirm.rv.DisplayName,
            })}
            description={t(confirm.kind === 'delete' ? 'list.confirmDeleteBody' : 'list.confirmUnpublishBody')}
            closeLabel={t('common.close')}
            footer={
              <>
                <Button variant="ghost" onClick={() => setConfirm(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  variant={confirm.kind === 'delete' ? 'destructive' : 'primary'}
                  loading={busy === confirm.rv.Id}
                  onClick={() => void act(confirm.rv, confirm.kind)}
                >
                  {t(confirm.kind === 'delete' ? 'list.delete' : 'list.unpublish')}
                </Button>
              </>
            }
          >
            {null}
          </DialogContent>
        </Dialog>
      ) : null}
      {preview ? <PreviewDialog rv={preview} onClose={() => setPreview(null)} /> : null}
    </div>
  );
}

function RvRow({
  rv,
  dashboard,
  busy,
  onPreview,
  onPublish,
  onAsk,
}: {
  rv: HostRvSummary;
  dashboard: string;
  busy: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onAsk: (kind: 'delete' | 'unpublish') => void;
}) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const to = useLocalePath();
  const place = [rv.City, rv.Region].filter(Boolean).join(', ');
  const headingId = `rv-${rv.Id}-name`;
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
      aria-labelledby={headingId}
    >
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-40">
        {rv.CoverUrl ? <img src={rv.CoverUrl} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="truncate font-display text-lg font-semibold">
            {rv.DisplayName}
          </h3>
          <Badge variant={rv.Status === 'published' ? 'success' : rv.Status === 'draft' ? 'info' : 'neutral'}>
            {t(`status.${rv.Status}`)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            rv.Type ? rvTypeLabels[locale][rv.Type] : null,
            place,
            rv.NightlyPrice !== null ? formatMoney(rv.NightlyPrice, rv.Currency, locale) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {rv.Status === 'draft' ? (
          <div className="mt-1 flex items-center gap-3">
            <progress
              value={rv.CompletenessPercent}
              max={100}
              aria-label={t('list.complete', { percent: rv.CompletenessPercent })}
              className="h-2 w-40 appearance-none overflow-hidden rounded-full bg-muted [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            <span className="text-sm text-muted-foreground">
              {t('list.complete', { percent: rv.CompletenessPercent })} · {t('list.missing', { count: rv.MissingCount })}
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {rv.Status === 'draft' ? (
          <Button asChild size="sm">
            <Link to={to(`dashboard-rvs-new-${rv.ResumeStep}`, { dashboard, step: String(rv.Id) })}>{t('list.continue')}</Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to={to('dashboard-rvs-rvId', { dashboard, rvId: String(rv.Id) })}>{t('list.edit')}</Link>
          </Button>
        )}
        {rv.Status === 'published' && rv.Alias ? (
          <Button asChild size="sm" variant="outline">
            <Link to={to('rv-rental', { alias: rv.Alias })}>{t('list.view')}</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onPreview}>
            {t('list.preview')}
          </Button>
        )}
        {rv.Status === 'published' ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAsk('unpublish')}>
            {t('list.unpublish')}
          </Button>
        ) : null}
        {rv.Status === 'unpublished' ? (
          <Button size="sm" variant="ghost" loading={busy} onClick={onPublish}>
            {t('list.publish')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAsk('delete')}>
          {t('list.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The RV's card as renters see it in search (for drafts and unpublished RVs, which have no public page). */
function PreviewDialog({ rv, onClose }: { rv: HostRvSummary; onClose: () => void }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const { data: full } = useApi<HostRv>(hostRvKey(rv.Id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="sm"
        title={t('list.previewTitle', { name: rv.DisplayName })}
        description={t('list.previewNote')}
        closeLabel={t('common.close')}
      >
        {full ? (
          <ListingCard
            href="#preview"
            headingLevel={3}
            listing={{
              id: full.Id,
              name: full.DisplayName,
              type: full.Type ?? 'ClassC',
              sleeps: full.Sleeps ?? 0,
              location: full.Location ? `${full.Location.City}, ${full.Location.Region}` : '',
              country: full.Location?.Country ?? 'US',
              currency: full.Currency,
              nightlyPrice: full.NightlyPrice ?? 0,
              badges: full.InstantBook ? ['InstantBook'] : [],
              photos: full.Photos.map((p) => ({ src: p.Urls.card, alt: p.Caption[locale] })),
            }}
          />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
