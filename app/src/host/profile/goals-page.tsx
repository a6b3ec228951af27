// profile/goals: an earnings goal for the year and the progress (paid and upcoming payouts) toward it.
import { hostWords } from '@rove/contract';
import { Banner, Button, MoneyField, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { intlLocale } from '../../i18n/format.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { type GoalAnswer, goalKey, profileApi } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

export default function GoalsPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const inCurrency = useMoney();
  const [year] = useState(() => new Date().getUTCFullYear());
  const { data, error, mutate } = useApi<GoalAnswer>(goalKey(year));
  // The amount typed, over the goal the server holds (null until typed).
  const form = useContractForm({
    schema: () => import('../host-schemas.ts').then((m) => m.GoalInputSchema),
    initial: { Amount: null as number | null },
    toBody: (values) => ({ Year: year, Amount: values.Amount ?? data?.Goal ?? Number.NaN }),
    namespace: 'host',
    words: hostWords,
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const money = (value: number) => inCurrency(value, data?.Currency ?? 'USD');

  const submit = form.onSubmit(async (goal) => {
    try {
      await mutate(await profileApi.saveGoal(goal), { revalidate: false });
      setNotice({ tone: 'success', text: t('goals.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) form.showServerErrors(failure.body);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    }
  });

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
                  progress: progress.toLocaleString(intlLocale(locale)),
                })}
              </p>
            </>
          ) : (
            <p>{t('goals.none', { earned: money(data.Earned) })}</p>
          )}
          <p className="text-sm text-muted-foreground">{t('goals.detail', { paid: money(data.Paid), upcoming: money(data.Upcoming) })}</p>
        </section>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <MoneyField
          label={t('goals.amount', { year })}
          currency={data?.Currency ?? 'USD'}
          wholeUnits
          {...form.field('Amount')}
          value={form.values.Amount ?? data?.Goal ?? null}
        />
        <Button type="submit" loading={form.pending}>
          {t('goals.save')}
        </Button>
      </form>
    </ProfileFrame>
  );
}
