// One RV of the host's list: its state, its numbers and its actions (edit, preview, publish or unpublish, delete).
import type { HostRvSummary } from '@rove/contract';
import { Badge, Button, rvTypeLabels } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';

export type Confirm = { kind: 'delete' | 'unpublish'; rv: HostRvSummary } | null;

export function RvRow({
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
  const inCurrency = useMoney();
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
            rv.NightlyPrice !== null ? inCurrency(rv.NightlyPrice, rv.Currency) : null,
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
