// An RV's edit page at rvs/{rvId}: its overview, each section summed up with a link to edit it.
import { applicableSteps, type HostRv, hostRvFacts } from '@rove/contract';
import { Banner, Button, dateTimeFormat, Dialog, DialogContent, rvTypeLabels } from '@rove/ui';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { intlLocale } from '../../i18n/format.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvApi } from '../host-rv-api.ts';
import { refreshSessionUser } from '../session-refresh.ts';
import { routeOf, sectionOfStep } from './rv-sections.ts';

/** Status, what publishing still needs (each linked to where it is answered), and the RV's actions. */
export function Overview({ rv, dashboard }: { rv: HostRv; dashboard: string }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const inCurrency = useMoney();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const missing = rv.Completeness.Missing;

  async function act(action: 'publish' | 'unpublish' | 'delete') {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'publish') {
        await hostRvApi.publish(rv.Id);
        await refreshSessionUser();
      } else if (action === 'unpublish') await hostRvApi.unpublish(rv.Id);
      else {
        await hostRvApi.remove(rv.Id);
        navigate(to('dashboard-rvs-deleted', { dashboard }));
      }
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError'));
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  }

  const stepsLeft = applicableSteps(hostRvFacts(rv)).filter((step) => missing.some((m) => m.Step === step));
  const none = '—';
  const facts: [string, string][] = [
    [t('fields.type'), rv.Type ? rvTypeLabels[locale][rv.Type] : none],
    [t('fields.location'), rv.Location ? `${rv.Location.City}, ${rv.Location.RegionName}` : none],
    [t('fields.sleeps'), rv.Sleeps !== null ? String(rv.Sleeps) : none],
    [t('fields.nightlyPrice'), rv.NightlyPrice !== null ? inCurrency(rv.NightlyPrice, rv.Currency) : none],
    [t('edit.sections.photos'), String(rv.Photos.length || rv.GeneratedPhotoCount)],
    [t('edit.sections.addons'), String(rv.AddOns.length)],
  ];
  return (
    <div className="flex flex-col gap-6">
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:w-56">
          {rv.Photos[0] ? <img src={rv.Photos[0].Urls.card} alt={rv.Photos[0].Caption[locale]} className="size-full object-cover" /> : null}
        </div>
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
        <p className="font-semibold">{t('edit.statusLine', { status: t(`status.${rv.Status}`) })}</p>
        {missing.length ? (
          <>
            <h3 className="font-display text-lg font-semibold">{t('edit.missingTitle')}</h3>
            <ul className="list-disc ps-5">
              {stepsLeft.map((step) => (
                <li key={step}>
                  <Link
                    className="text-primary underline underline-offset-4"
                    to={
                      rv.Status === 'draft'
                        ? to(`dashboard-rvs-new-${step}`, { dashboard, step: String(rv.Id) })
                        : to(routeOf(sectionOfStep(step)), { dashboard, rvId: String(rv.Id) })
                    }
                  >
                    {t(`steps.${step}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('edit.readyToPublish')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {rv.Status === 'draft' ? (
            <Button asChild>
              <Link to={to(`dashboard-rvs-new-${rv.Wizard.ResumeStep}`, { dashboard, step: String(rv.Id) })}>{t('edit.fixInWizard')}</Link>
            </Button>
          ) : null}
          {rv.Status === 'unpublished' ? (
            <Button loading={busy} onClick={() => void act('publish')}>
              {t('list.publish')}
            </Button>
          ) : null}
          {rv.Status === 'published' ? (
            <Button variant="outline" loading={busy} onClick={() => void act('unpublish')}>
              {t('list.unpublish')}
            </Button>
          ) : null}
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {t('edit.deleteRv')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('list.updated', {
            date: dateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(rv.UpdatedAt)),
          })}
        </p>
      </section>
      {confirmDelete ? (
        <Dialog open onOpenChange={(open) => !open && setConfirmDelete(false)}>
          <DialogContent
            size="sm"
            title={t('list.confirmDeleteTitle', { name: rv.DisplayName })}
            description={t('list.confirmDeleteBody')}
            closeLabel={t('common.close')}
            footer={
              <>
                <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                  {t('common.cancel')}
                </Button>
                <Button variant="destructive" loading={busy} onClick={() => void act('delete')}>
                  {t('list.delete')}
                </Button>
              </>
            }
          >
            {null}
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
