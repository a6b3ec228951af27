// profile/notifications: which booking mails the user wants, per kind; payments and cancellations always go.
import { Banner, Button, Skeleton, Switch } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { type MailPreference, mailPreferencesKey, profileApi } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

export default function NotificationsPage() {
  const { t } = useTranslation('host');
  const { data, error, mutate } = useApi<{ Items: MailPreference[] }>(mailPreferencesKey);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(preference: MailPreference, enabled: boolean) {
    if (busy) return;
    setBusy(preference.Category);
    setNotice(null);
    try {
      await mutate(await profileApi.saveMailPreferences([{ Category: preference.Category, Enabled: enabled }]), { revalidate: false });
      setNotice({
        tone: 'success',
        text: t(enabled ? 'notifications.on' : 'notifications.off', { kind: t(`notifications.kinds.${preference.Category}.title`) }),
      });
    } catch (failure) {
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <ProfileFrame title={t('notifications.title')} intro={t('notifications.intro')}>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {!data && !error ? <Skeleton className="h-48 w-full" /> : null}
      {data ? (
        <ul className="flex flex-col gap-3">
          {data.Items.map((preference) => (
            <li key={preference.Category} className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
              <Switch
                isSelected={preference.Enabled}
                isDisabled={preference.Essential || busy !== null}
                onChange={(enabled) => void toggle(preference, enabled)}
              >
                {t(`notifications.kinds.${preference.Category}.title`)}
              </Switch>
              <p className="max-w-md text-sm text-muted-foreground">
                {t(`notifications.kinds.${preference.Category}.text`)}
                {preference.Essential ? ` ${t('notifications.essential')}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </ProfileFrame>
  );
}
