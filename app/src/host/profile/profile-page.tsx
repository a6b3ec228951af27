// profile: name, photo, about, spoken languages, location, contact and the language of Rove's mails.
import type { Locale } from '@rove/contract/vocabulary';
import type { Country } from '@rove/contract';
import { hostWords, type SpokenLanguage, spokenLanguages } from '@rove/contract';
import { Avatar, Banner, Button, Checkbox, CheckboxGroup, FileInput, Radio, RadioGroup, Skeleton, TextArea, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../forms/country-select.tsx';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageName } from '../../i18n/format.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { type HostProfile, profileApi, profileKey } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

type Form = {
  FirstName: string;
  LastName: string;
  About: string;
  Languages: string[];
  City: string;
  Region: string;
  Country: Country | '';
  PhoneNumber: string;
  Language: Locale;
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
  const { data, error, mutate } = useApi<HostProfile>(profileKey);
  return (
    <ProfileFrame title={t('profile.title')} intro={t('profile.intro')}>
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {data ? (
        <ProfileForm profile={data} onSaved={(saved) => mutate(saved, { revalidate: false })} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </ProfileFrame>
  );
}

/** The profile as the server holds it, edited; saved with the contract's ProfileInputSchema. */
function ProfileForm({ profile, onSaved }: { profile: HostProfile; onSaved: (saved: HostProfile) => unknown }) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const form = useContractForm({
    schema: () => import('../host-schemas.ts').then((m) => m.ProfileInputSchema),
    initial: () => formOf(profile),
    toBody: (values) => ({
      ...values,
      City: values.City || null,
      Region: values.Region || null,
      Country: values.Country || null,
      PhoneNumber: values.PhoneNumber || null,
      // Checked by the schema: only the contract's spoken languages pass.
      Languages: values.Languages as SpokenLanguage[],
    }),
    namespace: 'host',
    words: hostWords,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = form.onSubmit(async (input) => {
    setNotice(null);
    try {
      const avatar = photo ? (await profileApi.uploadPhoto(photo)).Id : undefined;
      const saved = await profileApi.save({ ...input, ...(avatar ? { AvatarUploadId: avatar } : {}) });
      await onSaved(saved);
      form.setValues(formOf(saved));
      setPhoto(null);
      setNotice({ tone: 'success', text: t('profile.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) form.showServerErrors(failure.body);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    }
  });

  const text = (key: 'FirstName' | 'LastName' | 'City' | 'Region' | 'PhoneNumber') => form.field(key);
  return (
    <>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-center gap-4 sm:col-span-2">
          <Avatar src={profile.AvatarUrl ?? undefined} name={`${profile.FirstName} ${profile.LastName}`} size="lg" />
          <div className="flex flex-col gap-1">
            <label htmlFor="profile-photo" className="text-sm font-medium">
              {t('profile.photo')}
            </label>
            <FileInput
              id="profile-photo"
              accept="image/jpeg,image/png"
              onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
            />
          </div>
        </div>
        <TextField label={t('drivers.firstName')} autoComplete="given-name" {...text('FirstName')} />
        <TextField label={t('drivers.lastName')} autoComplete="family-name" {...text('LastName')} />
        <TextArea label={t('profile.about')} className="sm:col-span-2" {...form.field('About')} />
        <CheckboxGroup
          label={t('profile.languages')}
          value={form.values.Languages}
          onChange={form.set('Languages')}
          orientation="horizontal"
          className="sm:col-span-2"
          errorMessage={form.message('Languages')}
        >
          {spokenLanguages.map((code) => (
            <Checkbox key={code} value={code}>
              {languageName(code, locale)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextField label={t('profile.city')} autoComplete="address-level2" {...text('City')} />
        <TextField label={t('profile.region')} autoComplete="address-level1" {...text('Region')} />
        <CountrySelect label={t('profile.country')} value={form.values.Country} onChange={form.set('Country')} />
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel-national" {...text('PhoneNumber')} />
        <RadioGroup
          label={t('profile.mailLanguage')}
          description={t('profile.mailLanguageHint')}
          value={form.values.Language}
          onChange={(value) => form.set('Language')(value as Locale)}
          orientation="horizontal"
          className="sm:col-span-2"
        >
          <Radio value="en">English</Radio>
          <Radio value="fr">Français</Radio>
        </RadioGroup>
        <div className="sm:col-span-2">
          <Button type="submit" loading={form.pending}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
