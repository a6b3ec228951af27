// Host mode (issue 38): on a dashboard page under /host the header is the host's. Its navigation (Today, Calendar,
// Bookings, Messages, Listings, Insights: routes/host-nav.ts) sits in the header on wide screens and in a tab bar at
// the bottom of narrow ones, as the host apps of Airbnb and Turo do; the renter's items (Search RVs, How it works,
// List your RV) give way. Both are a `nav` landmark named "Hosting", the page's place marked aria-current="page".
// The tab bar and the payout banner are one shell widget (shell-widgets.ts, in the header's chunk); the banner's code
// (it reads the API) loads apart, in host mode only: before a page the browser renders first shows (preloadHostMode),
// so the banner is there from the first render instead of pushing the page down a moment later (issue 35).
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon, CaravanIcon, ChartIcon, ClipboardListIcon, cn, HomeIcon, type Icon, InboxIcon } from '@rove/ui';
import { apiFetch } from '../api/api-fetch.ts';
import { payoutMethodKey } from '../api/payout-method.ts';
import { sessionReady, useSession } from '../api/session-store.ts';
import { matchRoute } from '../routes/path-for.ts';
import { currentHostNavKey, type HostNavKey, hostNavItems, isHostModePage } from '../routes/host-nav.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { useNotifications } from './session/notifications-store.ts';

const icons: Record<HostNavKey, Icon> = {
  today: HomeIcon,
  calendar: CalendarIcon,
  bookings: ClipboardListIcon,
  messages: InboxIcon,
  listings: CaravanIcon,
  insights: ChartIcon,
};

/** The host's places with their links, the current one and the unread count (on Messages). */
function useHostNav(routeName: string | undefined) {
  const to = useLocalePath();
  const { user, status } = useSession();
  const { inboxNotificationsCount } = useNotifications();
  const current = currentHostNavKey(routeName);
  return hostNavItems(Boolean(user?.hasRv)).map((item) => ({
    ...item,
    href: to(item.route, { dashboard: 'host' }),
    current: item.key === current,
    unread: item.key === 'messages' && status === 'authenticated' ? inboxNotificationsCount : 0,
  }));
}

function UnreadCount({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span data-slot="inbox-count" className={cn('rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground', className)}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('nav.unreadMessages', { count })}</span>
    </span>
  );
}

/** The header's host navigation on wide screens (a list of links; the header puts it in its nav landmark). */
export function HostNavLinks({
  routeName,
  className,
  vertical = false,
  onNavigate,
}: {
  routeName: string | undefined;
  className: string;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex flex-wrap items-center gap-1', vertical && 'flex-col items-stretch')}>
      {useHostNav(routeName).map((item) => (
        <li key={item.key}>
          <Link className={className} to={item.href} aria-current={item.current ? 'page' : undefined} onClick={onNavigate}>
            {t(`hostNav.${item.key}`)}
            <UnreadCount count={item.unread} className="ms-1.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The payout banner's code once it has arrived: rendered at once then, with no Suspense boundary's empty frame. */
let LoadedPayoutBanner: ComponentType | undefined;
const loadPayoutBanner = () =>
  import('./host-payout-banner.tsx').then((module) => {
    LoadedPayoutBanner = module.default;
    return module;
  });
const PayoutBanner = lazy(loadPayoutBanner);

/**
 * On a host-mode page (the browser's address), for a host with a listed RV (the banner's only readers): the banner's code and the
 * payout method, fetched side by side. A page the browser renders waits for them with the shell's other widgets
 * (shell-widgets.ts) before its first render, so the banner (or its absence) is known then: it appearing later moved
 * the whole host calendar down by its height (a CLS of 0.16). A failed read is left to the banner, which reads again.
 */
export async function preloadHostMode(): Promise<unknown> {
  if (typeof document === 'undefined') return;
  const match = matchRoute(window.location.pathname);
  if (!isHostModePage(match?.route, match?.params.dashboard)) return;
  // The shell's widgets may start loading beside the session (main.tsx): the session is known first.
  const session = await sessionReady();
  if (!session.user?.hasRv) return;
  const method = apiFetch(payoutMethodKey);
  return loadPayoutBanner()
    .then((module) => module.preloaded(method))
    .catch(() => undefined);
}

/**
 * What host mode adds to the page: the banner flagging a missing payout method (below the header), and on narrow
 * screens the tab bar fixed at the bottom (the page keeps room for it: app-shell.tsx; not in the listing wizard).
 */
export function HostModeParts({ routeName, tabBar }: { routeName: string | undefined; tabBar: boolean }) {
  const { t } = useTranslation();
  const items = useHostNav(routeName);
  return (
    <div data-slot="host-mode" className="contents">
      {LoadedPayoutBanner ? (
        <LoadedPayoutBanner />
      ) : (
        <Suspense fallback={null}>
          <PayoutBanner />
        </Suspense>
      )}
      {tabBar ? (
        <nav
          aria-label={t('hostNav.label')}
          data-slot="host-tab-bar"
          data-bottom-bar="xl"
          className="fixed inset-x-0 bottom-0 z-header border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] xl:hidden"
        >
          <ul className="mx-auto grid max-w-2xl" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
            {items.map((item) => {
              const ItemIcon = icons[item.key];
              return (
                <li key={item.key} className="min-w-0">
                  <Link
                    to={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    className={cn(
                      // The labels shrink with the screen (never below 9 px) rather than wrap: "Réservations" fits 390 px.
                      'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-[clamp(0.5625rem,2.7vw,0.6875rem)] leading-tight font-semibold tracking-tight text-muted-foreground',
                      'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                      // The current place: its colour and a bar along the top edge (not the colour alone).
                      "aria-[current=page]:text-primary aria-[current=page]:before:absolute aria-[current=page]:before:inset-x-3 aria-[current=page]:before:top-0 aria-[current=page]:before:h-0.5 aria-[current=page]:before:rounded-full aria-[current=page]:before:bg-primary aria-[current=page]:before:content-['']",
                    )}
                  >
                    <span className="relative">
                      <ItemIcon aria-hidden="true" className="size-5" />
                      {item.unread > 0 ? (
                        <span
                          aria-hidden="true"
                          data-slot="inbox-count"
                          className="absolute -end-3 -top-1.5 rounded-full bg-accent px-1 text-[0.625rem] leading-4 font-semibold text-accent-foreground"
                        >
                          {item.unread}
                        </span>
                      ) : null}
                    </span>
                    <span className="max-w-full text-center whitespace-nowrap">{t(`hostNav.${item.key}`)}</span>
                    {/* Said after the place's name: "Messages, 2 unread messages". */}
                    {item.unread > 0 ? <span className="sr-only"> {t('nav.unreadMessages', { count: item.unread })}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
