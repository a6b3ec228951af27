// profile: name, photo, about, spoken languages, location, contact and the language of Rove's mails.
import { hostMessage, ProfileInputSchema, spokenLanguages } from '@rove/contract';
import {
  Avatar,
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  ListBoxItem,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  TextArea,
  TextField,
} from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../layout/use-locale-path.ts';
import { languageName } from '../../i18n/format.ts';
import { type HostProfile, profileApi, profileKey, serverFieldErrors } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

type Form = {
  FirstName: string;
  LastName: string;
  About: string;
  Languages: string[];
  City: string;
  Region: string;
  Country: 'US' | 'CA' | '';
  PhoneNumber: string;
  Language: 'en' | 'fr';
};

const formOf = (p: HostProfile): Form => ({
  FirstName: p.FirstName,
  LastName: p.LastName,
  About: p.About,
  Languages: p.Languages,
  City: p.City ?? '',
  Region: p.Region ?? '',
  Country: p.Country ?? '',
  PhoneNumber: p.PhoneNumber ?? '',
  Language: p.Language,
});

export default function ProfilePage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const { data, error, mutate } = useSWR<HostProfile>(profileKey);
  // What the user typed, over what the server holds (null until the first change).
  const [edited, setForm] = useState<Form | null>(null);
  const form = edited ?? (data ? formOf(data) : null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) => {
      setForm((f) => {
        const base = f ?? (data ? formOf(data) : null);
        return base ? { ...base, [key]: value } : base;
      });
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || busy) return;
    const payload = {
      ...form,
      City: form.City || null,
      Region: form.Region || null,
      Country: form.Country || null,
      PhoneNumber: form.PhoneNumber || null,
    };
    const parsed = ProfileInputSchema.safeParse(payload);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= hostMessage(issue.message, locale);
      setErrors(found);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const avatar = photo ? (await profileApi.uploadPhoto(photo)).Id : undefined;
      const saved = await profileApi.save({ ...parsed.data, ...(avatar ? { AvatarUploadId: avatar } : {}) });
      await mutate(saved, { revalidate: false });
      setForm(null);
      setPhoto(null);
      setNotice({ tone: 'success', text: t('profile.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setErrors(serverFieldErrors(failure.body));
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(false);
    }
  }

  const text = (key: 'FirstName' | 'LastName' | 'City' | 'Region' | 'PhoneNumber') => ({
    value: form?.[key] ?? '',
    onChange: set(key),
    errorMessage: errors[key],
    isInvalid: Boolean(errors[key]),
  });
  return (
    <ProfileFrame title={t('profile.title')} intro={t('profile.intro')}>
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {!form ? <Skeleton className="h-64 w-full" /> : null}
      {form && data ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-center gap-4 sm:col-span-2">
            <Avatar src={data.AvatarUrl ?? undefined} name={`${data.FirstName} ${data.LastName}`} size="lg" />
            <div className="flex flex-col gap-1">
              <label htmlFor="profile-photo" className="text-sm font-medium">
                {t('profile.photo')}
              </label>
              <input
                id="profile-photo"
                type="file"
                accept="image/jpeg,image/png"
                onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
                className="text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5"
              />
            </div>
          </div>
          <TextField label={t('drivers.firstName')} autoComplete="given-name" {...text('FirstName')} />
          <TextField label={t('drivers.lastName')} autoComplete="family-name" {...text('LastName')} />
          <TextArea
            label={t('profile.about')}
            className="sm:col-span-2"
            value={form.About}
            onChange={set('About')}
            errorMessage={errors.About}
            isInvalid={Boolean(errors.About)}
          />
          <CheckboxGroup
            label={t('profile.languages')}
            value={form.Languages}
            onChange={set('Languages')}
            orientation="horizontal"
            className="sm:col-span-2"
            errorMessage={errors.Languages}
          >
            {spokenLanguages.map((code) => (
              <Checkbox key={code} value={code}>
                {languageName(code, locale)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <TextField label={t('profile.city')} autoComplete="address-level2" {...text('City')} />
          <TextField label={t('profile.region')} autoComplete="address-level1" {...text('Region')} />
          <Select
            label={t('profile.country')}
            selectedKey={form.Country || null}
            onSelectionChange={(value) => set('Country')(String(value) as Form['Country'])}
          >
            {(['US', 'CA'] as const).map((country) => (
              <ListBoxItem key={country} id={country} textValue={t(`drivers.country.${country}`)}>
                {t(`drivers.country.${country}`)}
              </ListBoxItem>
            ))}
          </Select>
          <TextField label={t('profile.phone')} type="tel" autoComplete="tel-national" {...text('PhoneNumber')} />
          <RadioGroup
            label={t('profile.mailLanguage')}
            description={t('profile.mailLanguageHint')}
            value={form.Language}
            onChange={(value) => set('Language')(value as 'en' | 'fr')}
            orientation="horizontal"
            className="sm:col-span-2"
          >
            <Radio value="en">English</Radio>
            <Radio value="fr">Français</Radio>
          </RadioGroup>
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              {t('profile.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </ProfileFrame>
  );
}
