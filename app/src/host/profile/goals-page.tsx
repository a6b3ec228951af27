// profile/goals: an earnings goal for the year and the progress (paid and upcoming payouts) toward it.
import { GoalInputSchema, hostMessage } from '@rove/contract';
import { Banner, Button, MoneyField, Skeleton } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../layout/use-locale-path.ts';
import { type GoalAnswer, goalKey, profileApi, serverFieldErrors } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

export default function GoalsPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const [year] = useState(() => new Date().getUTCFullYear());
  const { data, error, mutate } = useSWR<GoalAnswer>(goalKey(year));
  const [amount, setAmount] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: number) => formatMoney(value, data?.Currency ?? 'USD', locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GoalInputSchema.safeParse({ Year: year, Amount: amount ?? Number.NaN });
    if (!parsed.success) return setFieldError(hostMessage(parsed.error.issues[0].message, locale));
    setBusy(true);
    setFieldError(null);
    try {
      await mutate(await profileApi.saveGoal(parsed.data), { revalidate: false });
      setNotice({ tone: 'success', text: t('goals.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setFieldError(serverFieldErrors(failure.body).Amount ?? null);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(false);
    }
  }

  const progress = data?.Progress ?? null;
  return (
    <ProfileFrame title={t('goals.title')} intro={t('goals.intro', { year })}>
      {error && !data ? <Banner tone="danger">{t('common.loadError')}</Banner> : null}
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {!data ? <Skeleton className="h-24 w-full" /> : null}
      {data ? (
        <section aria-labelledby="goal-progress" className="flex flex-col gap-2">
          <h2 id="goal-progress" className="font-display text-xl font-semibold">
            {t('goals.progressTitle', { year })}
          </h2>
          {data.Goal !== null && progress !== null ? (
            <>
              <progress
                max={100}
                value={Math.min(100, progress)}
                aria-labelledby="goal-progress"
                className="h-3 w-full accent-[var(--color-primary)]"
              />
              <p data-testid="goal-summary">
                {t('goals.summary', {
                  earned: money(data.Earned),
                  goal: money(data.Goal),
                  progress: progress.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US'),
                })}
              </p>
            </>
          ) : (
            <p>{t('goals.none', { earned: money(data.Earned) })}</p>
          )}
          <p className="text-sm text-muted-foreground">{t('goals.detail', { paid: money(data.Paid), upcoming: money(data.Upcoming) })}</p>
        </section>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <MoneyField
          label={t('goals.amount', { year })}
          currency={data?.Currency ?? 'USD'}
          wholeUnits
          value={amount ?? data?.Goal ?? null}
          onChange={setAmount}
          errorMessage={fieldError ?? undefined}
          isInvalid={Boolean(fieldError)}
        />
        <Button type="submit" loading={busy}>
          {t('goals.save')}
        </Button>
      </form>
    </ProfileFrame>
  );
}
