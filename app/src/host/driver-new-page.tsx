// profile/drivers/new: add a driver (names, date of birth, licence number, country and region, expiry). Under 21
// is refused, 21 to 24 shows the young-driver notice as soon as the date of birth is typed. One Idempotency-Key
// per attempt: a retried submit never adds the driver twice.
import {
  type DriverInput,
  driverAgeStatus,
  DriverInputSchema,
  driverProblems,
  driverRegions,
  hostMessage,
  isCalendarDate,
  youngDriverAge,
} from '@rove/contract';
import { Banner, Button, ListBoxItem, Select, TextField } from '@rove/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { mutate } from 'swr';
import { ApiError } from '../api/api-error.ts';
import { useLocale, useLocalePath } from '../layout/use-locale-path.ts';
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

export default function DriverNewPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { dashboard = 'dashboard' } = useParams();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  // Typing in a field clears its error (the answer is checked again on submit).
  const set = (field: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const validBirth = /^\d{4}-\d{2}-\d{2}$/.test(form.DateOfBirth);
  const ageStatus = validBirth ? driverAgeStatus(form.DateOfBirth, todayIso()) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = DriverInputSchema.safeParse(form);
    const codes: Record<string, string[]> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) (codes[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
    // The age and expiry rules as soon as their dates are readable, whatever else is missing.
    const readable = (value: string, fallback: string) => (isCalendarDate(value) ? value : fallback);
    const dated = driverProblems(
      { DateOfBirth: readable(form.DateOfBirth, '1970-01-01'), LicenceExpiry: readable(form.LicenceExpiry, '9999-12-31') },
      todayIso(),
    );
    Object.assign(codes, dated);
    if (Object.keys(codes).length) {
      setErrors(Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, hostMessage(list[0], locale)])));
      return;
    }
    if (!parsed.success) return;
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await driversApi.add(parsed.data, key.current);
      // The list page may hold the list from just before (SWR dedupes a fetch within 2 s): refresh it first.
      await mutate(driversKey);
      navigate(to('dashboard-profile-drivers', { dashboard }), { state: { added: `${parsed.data.FirstName} ${parsed.data.LastName}` } });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) {
        const server = (caught.body as { Errors?: Record<string, string[]> } | undefined)?.Errors ?? {};
        setErrors(Object.fromEntries(Object.entries(server).map(([field, list]) => [field, list[0]])));
      }
      setFailure(caught instanceof ApiError && caught.status < 500 ? caught.message : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: set(name),
    errorMessage: errors[name],
    isInvalid: Boolean(errors[name]),
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t('drivers.newTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('drivers.newIntro', { min: 21, age: youngDriverAge })}</p>
      </header>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('drivers.firstName')} autoComplete="off" {...field('FirstName')} />
        <TextField label={t('drivers.lastName')} autoComplete="off" {...field('LastName')} />
        <TextField label={t('drivers.dateOfBirth')} type="date" description={t('drivers.dateHint')} {...field('DateOfBirth')} />
        <div aria-live="polite" className="self-end text-sm">
          {ageStatus === 'young' && !errors.DateOfBirth ? (
            <Banner tone="warning" title={t('drivers.youngTitle')}>
              {t('drivers.youngNotice', { age: youngDriverAge })}
            </Banner>
          ) : null}
        </div>
        <TextField label={t('drivers.licenceNumber')} autoComplete="off" {...field('LicenceNumber')} />
        <Select
          label={t('drivers.licenceCountry')}
          selectedKey={form.LicenceCountry}
          onSelectionChange={(value) => setForm((f) => ({ ...f, LicenceCountry: String(value), LicenceRegion: '' }))}
        >
          {(['US', 'CA'] as const).map((country) => (
            <ListBoxItem key={country} id={country} textValue={t(`drivers.country.${country}`)}>
              {t(`drivers.country.${country}`)}
            </ListBoxItem>
          ))}
        </Select>
        <Select
          label={t('drivers.licenceRegion')}
          selectedKey={form.LicenceRegion || null}
          onSelectionChange={(value) => set('LicenceRegion')(String(value))}
          errorMessage={errors.LicenceRegion}
          isInvalid={Boolean(errors.LicenceRegion)}
        >
          {driverRegions[form.LicenceCountry === 'CA' ? 'CA' : 'US'].map((region) => (
            <ListBoxItem key={region} id={region} textValue={region}>
              {region}
            </ListBoxItem>
          ))}
        </Select>
        <TextField label={t('drivers.licenceExpiry')} type="date" description={t('drivers.dateHint')} {...field('LicenceExpiry')} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" loading={busy}>
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
