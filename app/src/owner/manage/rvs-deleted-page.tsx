// rvs/deleted: RVs deleted in the last 30 days, each restorable to the status it had.
import type { HostRvSummary } from '@rove/contract';
import { Banner, Button, dateTimeFormat, EmptyState, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvApi, hostRvListKey } from '../host-rv-api.ts';
import { useNow } from '../use-now.ts';
import { intlLocale } from '../../i18n/format.ts';

export default function RvsDeletedPage() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const to = useLocalePath();
  const { dashboard = 'host' } = useParams();
  const now = useNow();
  const { data, error, mutate } = useApi<{ Items: HostRvSummary[] }>(hostRvListKey('deleted'));
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const date = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(iso));

  async function restore(rv: HostRvSummary) {
    if (busy !== null) return;
    setBusy(rv.Id);
    setNotice(null);
    try {
      await hostRvApi.restore(rv.Id);
      await mutate();
      setNotice({ tone: 'success', text: t('deleted.restored', { name: rv.DisplayName }) });
    } catch (failure) {
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <Link to={to('dashboard-rvs', { dashboard })} className="w-fit text-sm font-semibold text-primary underline underline-offset-4">
        {t('deleted.back')}
      </Link>
      <h1 className="font-display text-3xl font-semibold">{t('deleted.title')}</h1>
      <p className="text-muted-foreground">{t('deleted.intro')}</p>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
          {notice.tone === 'success' ? (
            <>
              {' '}
              <Link to={to('dashboard-rvs', { dashboard })} className="font-semibold underline underline-offset-4">
                {t('deleted.back')}
              </Link>
            </>
          ) : null}
        </Banner>
      ) : null}
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.networkError')}
        </Banner>
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.Items.length === 0 ? (
        <EmptyState title={t('deleted.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.Items.map((rv) => {
            const restorable = rv.RestorableUntil && Date.parse(rv.RestorableUntil) > now.getTime();
            return (
              <li key={rv.Id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
                <div>
                  <p className="font-semibold">{rv.DisplayName}</p>
                  <p className="text-sm text-muted-foreground">
                    {restorable && rv.RestorableUntil
                      ? t('deleted.restorableUntil', { date: date(rv.RestorableUntil) })
                      : t('deleted.expired')}
                  </p>
                </div>
                {restorable ? (
                  <Button variant="outline" loading={busy === rv.Id} onClick={() => void restore(rv)}>
                    {t('deleted.restore', { name: rv.DisplayName })}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
