// rvs/published/{id}: the success page after publishing, with the public listing, a share link and what to do next.
import type { HostRv } from '@rove/contract';
import { Banner, Button, Skeleton, SuccessIcon, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvKey } from '../host-rv-api.ts';

export default function RvPublishedPage() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const { dashboard = 'host', id = '' } = useParams();
  const { data: rv, error } = useApi<HostRv>(hostRvKey(id));
  const [copied, setCopied] = useState(false);
  if (error instanceof ApiError && error.status === 404) throw error;
  if (!rv)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        {error ? <Banner tone="danger">{t('common.networkError')}</Banner> : <Skeleton className="h-64 w-full" />}
      </div>
    );
  const path = rv.Alias ? to('rv-rental', { alias: rv.Alias }) : null;
  const shareUrl = path ? new URL(path, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
    } catch {
      document.querySelector<HTMLInputElement>('[data-share-link] input')?.select();
    }
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <SuccessIcon aria-hidden="true" className="size-12 text-success-foreground" />
      <h1 className="font-display text-4xl font-semibold">{t('published.title')}</h1>
      <p className="text-lg">{t('published.body', { name: rv.DisplayName })}</p>
      {path && rv.Status === 'published' ? (
        <>
          <Button asChild size="lg" className="w-fit">
            <Link to={path}>{t('published.view')}</Link>
          </Button>
          <div className="flex flex-wrap items-end gap-3" data-share-link>
            <TextField label={t('published.share')} value={shareUrl} isReadOnly className="min-w-0 flex-1" />
            <Button variant="outline" onClick={() => void copy()}>
              {t('published.copy')}
            </Button>
          </div>
          <output className="text-sm text-success-foreground">{copied ? t('published.copied') : ''}</output>
        </>
      ) : null}
      <section className="flex flex-col gap-2">
        <h2 className="font-display text-xl font-semibold">{t('published.next')}</h2>
        <ul className="list-disc ps-5">
          <li>
            <Link
              className="text-primary underline underline-offset-4"
              to={to('dashboard-rvs-rvId-addons', { dashboard, rvId: String(rv.Id) })}
            >
              {t('published.nextAddons')}
            </Link>
          </li>
          <li>
            <Link
              className="text-primary underline underline-offset-4"
              to={to('dashboard-rvs-rvId-pre-booking-message', { dashboard, rvId: String(rv.Id) })}
            >
              {t('published.nextMessage')}
            </Link>
          </li>
          <li>
            <Link
              className="text-primary underline underline-offset-4"
              to={to('dashboard-rvs-rvId-pricing', { dashboard, rvId: String(rv.Id) })}
            >
              {t('published.nextPricing')}
            </Link>
          </li>
        </ul>
      </section>
      <Link to={to('dashboard-rvs', { dashboard })} className="w-fit font-semibold text-primary underline underline-offset-4">
        {t('published.list')}
      </Link>
    </div>
  );
}
