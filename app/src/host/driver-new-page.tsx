// profile/drivers/new: add a driver (names, date of birth, licence number, country and region, expiry). Under 21
// is refused, 21 to 24 shows the young-driver notice as soon as the date of birth is typed. One Idempotency-Key
// per attempt: a retried submit never adds the driver twice.
import { isoDatePattern } from '@rove/contract/vocabulary';
import {
  type DriverInput,
  driverAgeStatus,
  driverProblems,
  driverRegions,
  hostWords,
  isCalendarDate,
  youngDriverAge,
} from '@rove/contract';
import { Banner, Button, NativeSelect, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@rove/contract';
import { CountrySelect } from '../forms/country-select.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { mutate } from 'swr';
import { ApiError } from '../api/api-error.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { codeProblems, type FieldProblems } from '../forms/contract-form.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { driversApi, driversKey } from './host-api.ts';

type Form = Record<keyof DriverInput, string>;
const empty: Form = {
  FirstName: '',
  LastName: '',
  DateOfBirth: '',
  LicenceNumber: '',
  LicenceCountry: 'US',
  LicenceRegion: '',
  LicenceExpiry: '',
};
const todayIso = () => new Date().toISOString().slice(0, 10);

/** The age and expiry rules (contract: driverProblems) as soon as their dates are readable, whatever else is missing. */
function datedProblems(form: Form): FieldProblems<keyof Form> {
  const readable = (value: string, fallback: string) => (isCalendarDate(value) ? value : fallback);
  return codeProblems(
    driverProblems(
      { DateOfBirth: readable(form.DateOfBirth, '1970-01-01'), LicenceExpiry: readable(form.LicenceExpiry, '9999-12-31') },
      todayIso(),
    ),
  );
}

export default function DriverNewPage() {
  const { t } = useTranslation('host');
  const to = useLocalePath();
  const navigate = useNavigate();
  const { dashboard = 'dashboard' } = useParams();
  const form = useContractForm({
    schema: () => import('./host-schemas.ts').then((m) => m.DriverInputSchema),
    initial: empty,
    toBody: (values) => values as DriverInput,
    check: datedProblems,
    namespace: 'host',
    words: hostWords,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const validBirth = isoDatePattern.test(form.values.DateOfBirth);
  const ageStatus = validBirth ? driverAgeStatus(form.values.DateOfBirth, todayIso()) : null;

  const submit = form.onSubmit(async (driver) => {
    setFailure(null);
    try {
      await driversApi.add(driver, key);
      // The list page may hold the list from just before (SWR dedupes a fetch within 2 s): refresh it first.
      await mutate(driversKey);
      navigate(to('dashboard-profile-drivers', { dashboard }), { state: { added: `${driver.FirstName} ${driver.LastName}` } });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) form.showServerErrors(caught.body);
      setFailure(caught instanceof ApiError && caught.status < 500 ? caught.message : t('common.networkError'));
    }
  });
  const field = form.field;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t('drivers.newTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('drivers.newIntro', { min: 21, age: youngDriverAge })}</p>
      </header>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('drivers.firstName')} autoComplete="off" {...field('FirstName')} />
        <TextField label={t('drivers.lastName')} autoComplete="off" {...field('LastName')} />
        <TextField label={t('drivers.dateOfBirth')} type="date" description={t('drivers.dateHint')} {...field('DateOfBirth')} />
        <div aria-live="polite" className="self-end text-sm">
          {ageStatus === 'young' && !form.problems.DateOfBirth ? (
            <Banner tone="warning" title={t('drivers.youngTitle')}>
              {t('drivers.youngNotice', { age: youngDriverAge })}
            </Banner>
          ) : null}
        </div>
        <TextField label={t('drivers.licenceNumber')} autoComplete="off" {...field('LicenceNumber')} />
        <CountrySelect
          label={t('drivers.licenceCountry')}
          value={form.values.LicenceCountry as Country}
          onChange={(country) => form.setValues((f) => ({ ...f, LicenceCountry: country, LicenceRegion: '' }))}
        />
        <NativeSelect
          label={t('drivers.licenceRegion')}
          value={form.values.LicenceRegion || ''}
          onChange={form.set('LicenceRegion')}
          errorMessage={form.message('LicenceRegion')}
          isInvalid={Boolean(form.problems.LicenceRegion)}
        >
          {driverRegions[form.values.LicenceCountry === 'CA' ? 'CA' : 'US'].map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </NativeSelect>
        <TextField label={t('drivers.licenceExpiry')} type="date" description={t('drivers.dateHint')} {...field('LicenceExpiry')} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" loading={form.pending}>
            {t('drivers.save')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={to('dashboard-profile-drivers', { dashboard })}>{t('common.cancel')}</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
