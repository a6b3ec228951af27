// Page module (one lazy chunk): the dashboard home (spec 000 section 2), the renter's at /dashboard and the host's at
// /host (the suspended-account banner above both).
import { Button } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { LoadFailed } from '../booking-parts.tsx';
import { useHostDashboard, useRenterDashboard } from '../bookings-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import { useSession } from '../../api/session-store.ts';
import { HomeSkeleton } from './home-parts.tsx';
import { RenterHome } from './renter-home.tsx';
import { HostHome } from './host-home.tsx';

export default function DashboardHomePage() {
  const { t } = useTranslation('bookings');
  const { dashboard = 'dashboard' } = useParams();
  const to = useDashboardPath();
  const { user } = useSession();
  const host = dashboard === 'host';
  const renterData = useRenterDashboard(!host);
  const hostData = useHostDashboard(host);
  const current = host ? hostData : renterData;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{host ? t('home.hostMode') : t('home.renterMode')}</p>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">
            {user?.firstName ? t('home.welcome', { name: user.firstName }) : t('home.title')}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => modalQueue.show({ name: 'bookCall', props: {} })}>
            {t('bookCall.open')}
          </Button>
          {user?.isOwner || user?.hasRv || host ? (
            <Button asChild variant="ghost">
              <Link to={to('dashboard', { dashboard: host ? 'dashboard' : 'host' })}>
                {host ? t('home.switchToTravel') : t('home.switchToHost')}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      {/* The host's places are in the host mode's navigation (header or tab bar): no second row of them here. */}
      {host ? null : (
        <nav aria-label={t('home.shortcuts')} className="flex flex-wrap gap-2">
          {(
            [
              ['dashboard-trips', 'home.links.trips'],
              ['dashboard-favourites', 'home.links.favourites'],
              ['dashboard-messages', 'home.links.messages'],
              ['dashboard-profile', 'home.links.profile'],
            ] as const
          ).map(([name, key]) => (
            <Button key={name} asChild variant="secondary" size="sm">
              <Link to={to(name)}>{t(key)}</Link>
            </Button>
          ))}
        </nav>
      )}
      {current.error && !current.data ? (
        <LoadFailed retry={() => void current.mutate()} />
      ) : host ? (
        hostData.data ? (
          <HostHome data={hostData.data} />
        ) : (
          <HomeSkeleton />
        )
      ) : renterData.data ? (
        <RenterHome data={renterData.data} />
      ) : (
        <HomeSkeleton />
      )}
    </div>
  );
}
