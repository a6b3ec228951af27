// profile/drivers: the user's additional drivers (licence, age, young-driver notice), remove one, add one. Loading
// the list sets canAddDriver (spec 001: the drivers guard of profile/drivers/new reads it).
import { youngDriverAge } from '@rove/contract';
import { Badge, Banner, Button, EmptyState, Skeleton } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@rove/contract';
import { useCountryName } from '../forms/country-select.tsx';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { ApiError } from '../api/api-error.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { bookingFlowStore } from '../routes/booking-flow-store.ts';
import { type DriverList, driversApi, driversKey } from './host-api.ts';

export default function DriversPage() {
  const { t } = useTranslation('host');
  const countryName = useCountryName();
  const to = useLocalePath();
  const { dashboard = 'dashboard' } = useParams();
  const location = useLocation();
  const added = (location.state as { added?: string } | null)?.added;
  const { data, error, mutate } = useApi<DriverList>(driversKey);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(
    added ? { tone: 'success', text: t('drivers.added', { name: added }) } : null,
  );
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (data) bookingFlowStore.set((state) => ({ ...state, canAddDriver: data.CanAddDriver }));
  }, [data]);

  async function remove(id: number, name: string) {
    if (busy !== null) return;
    setBusy(id);
    try {
      await driversApi.remove(id);
      await mutate();
      setNotice({ tone: 'success', text: t('drivers.removed', { name }) });
    } catch (failure) {
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{t('drivers.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('drivers.intro', { age: youngDriverAge })}</p>
        </div>
        {data?.CanAddDriver ? (
          <Button asChild>
            <Link to={to('dashboard-profile-drivers-new', { dashboard })}>{t('drivers.add')}</Link>
          </Button>
        ) : null}
      </header>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {data && !data.CanAddDriver ? <Banner tone="info">{t('drivers.full', { count: data.MaxDrivers })}</Banner> : null}
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {!data && !error ? <Skeleton className="h-24 w-full" /> : null}
      {data && data.Items.length === 0 ? <EmptyState title={t('drivers.emptyTitle')} description={t('drivers.empty')} /> : null}
      {data && data.Items.length ? (
        <ul className="flex flex-col gap-3">
          {data.Items.map((driver) => {
            const name = `${driver.FirstName} ${driver.LastName}`;
            return (
              <li key={driver.Id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-4">
                <div className="flex flex-col gap-1">
                  <p className="font-semibold">
                    {name} {driver.YoungDriver ? <Badge variant="warning">{t('drivers.youngBadge')}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t('drivers.line', {
                      age: driver.Age,
                      number: driver.LicenceNumber,
                      region: driver.LicenceRegion,
                      country: countryName(driver.LicenceCountry as Country),
                      expiry: driver.LicenceExpiry,
                    })}
                  </p>
                  {driver.YoungDriver ? <p className="text-sm">{t('drivers.youngNotice', { age: youngDriverAge })}</p> : null}
                </div>
                <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void remove(driver.Id, name)}>
                  {t('drivers.remove')}
                  <span className="sr-only"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
