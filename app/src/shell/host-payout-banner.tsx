// Host mode's payout banner (issue 38): a host with a listed RV and no payout method is told, on every host page, that
// bookings can still be accepted but their payouts are held until a method is added (and how much is held now), with
// the way to add one. Its own chunk: it reads the API, and only host mode shows it.
import type { PayoutMethodAnswer } from '@rove/contract';
import { Banner, Button } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payoutMethodKey } from '../api/payout-method.ts';
import { useSession } from '../api/session-store.ts';
import { loadForPage, freshFromLoader } from '../api/loader-data.ts';
import { useApi } from '../api/use-api.ts';
import { useMoney } from '../i18n/use-money.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { showsPayoutBanner } from './banners.ts';

let preloadedAnswer: PayoutMethodAnswer | undefined;

/**
 * The payout method read before the first render (host-nav.tsx preloadHostMode): the banner's first mount shows it
 * without reading it again; later mounts and every mutate() read it afresh.
 */
export async function preloaded(answer: Promise<unknown>): Promise<void> {
  preloadedAnswer = await loadForPage(payoutMethodKey, () => answer as Promise<PayoutMethodAnswer>);
}

export default function HostPayoutBanner() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const inCurrency = useMoney();
  const route = useCurrentRoute();
  const { user } = useSession();
  const hasRv = Boolean(user?.hasRv);
  const { data } = useApi<PayoutMethodAnswer>(hasRv ? payoutMethodKey : null, { fallbackData: preloadedAnswer, use: [freshFromLoader] });
  if (!showsPayoutBanner({ hasRv, hasMethod: data ? data.Method !== null : undefined, routeName: route?.name })) return null;
  const held = data?.Held.Totals.map((total) => inCurrency(total.Amount, total.Currency)).join(' + ');
  return (
    <div data-slot="payout-banner" className="mx-auto w-full max-w-page px-4 pt-3 sm:px-6">
      <Banner
        tone="warning"
        title={t('hostNav.payout.title')}
        action={
          <Button asChild size="sm">
            <Link to={to('dashboard-profile-payout', { dashboard: 'host' })}>{t('hostNav.payout.add')}</Link>
          </Button>
        }
      >
        {held ? t('hostNav.payout.held', { amount: held, count: data?.Held.Count ?? 0 }) : t('hostNav.payout.text')}
      </Banner>
    </div>
  );
}
