// The header: logo (Canadian-owner variant per flag), the search form on pages that show it, navigation,
// the language switch, the currency, and the account links. On narrow screens the navigation is in a sheet.
// In host mode (a dashboard page under /host) the host's navigation replaces the renter's items and the search form
// (shell/host-nav.tsx: on narrow screens it is a tab bar at the bottom, and the sheet holds the account links).
// Its code is a chunk of its own (lib/lazy-widgets.tsx): on a page the server rendered, the header keeps its HTML
// (links and the search form work without it) and hydrates at the reader's first intent, out of every first load.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button, cn, Logo, MenuIcon } from '@rove/ui';
import type { PageOptions } from '../routes/route-types.ts';
import { useNotifications } from './session/notifications-store.ts';
import { useSession } from '../api/session-store.ts';
import { preloadLogout, useLogout } from './session/use-logout.ts';
import { useFlags } from './flags/flags-store.ts';
import { CurrencySelect } from './currency-select.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { HostNavLinks } from './host-nav.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));
const loadMobileMenu = () => void import('./mobile-menu.tsx');

/** The header's row, and the logo's size in it: the first skeleton's header (boot-header.tsx) draws the logo there too. */
/**
 * One row of 64 px where its parts fit; where they do not (text spaced wider for reading, WCAG 2.2 1.4.12: the host's
 * links, the language and the currency in French took 1,403 px of a 1,280 px screen), they wrap onto another line
 * instead of pushing the page sideways.
 */
export const headerRow = 'mx-auto flex min-h-16 max-w-page flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6';
export const headerLogo = 'h-9';

const navLink =
  'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground';

function Wordmark() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { showCanadianOwnerBanner } = useFlags();
  const variant = showCanadianOwnerBanner ? 'canadian' : 'original';
  return (
    <Link to={to('home')} className="flex shrink-0 items-center rounded-md" data-logo-variant={variant}>
      <Logo variant={variant} className={headerLogo} />
      <span className="sr-only">{t('header.homeLink')}</span>
    </Link>
  );
}

function NavItems({
  vertical = false,
  onNavigate,
  hostMode = false,
  compact = false,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
  /** Host mode: the renter's items give way (the host's navigation is beside), the dashboard link switches back. */
  hostMode?: boolean;
  /** Tighter items (host mode's wide header holds the six places beside them). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const session = useSession();
  const { inboxNotificationsCount } = useNotifications();
  const logout = useLogout();
  const item = cn(navLink, vertical && 'h-11 w-full justify-start text-base', compact && 'px-2');
  return (
    <ul className={cn('flex flex-wrap items-center gap-1', vertical && 'flex-col items-stretch')}>
      {hostMode ? null : (
        <>
          <li>
            <NavLink className={item} to={to('rv-search')} onClick={onNavigate}>
              {t('nav.search')}
            </NavLink>
          </li>
          <li>
            <NavLink className={item} to={to('how-it-works')} onClick={onNavigate}>
              {t('nav.howItWorks')}
            </NavLink>
          </li>
          <li>
            <NavLink className={item} to={to('owner')} onClick={onNavigate}>
              {t('nav.listYourRv')}
            </NavLink>
          </li>
        </>
      )}
      {session.status === 'authenticated' ? (
        <>
          {hostMode ? (
            <>
              <li>
                <Link className={item} to={to('dashboard', { dashboard: 'dashboard' })} onClick={onNavigate}>
                  {t('hostNav.switchToTravel')}
                </Link>
              </li>
              {/* In the narrow screens' sheet only: the wide header has no room for it beside the six places. */}
              {vertical ? (
                <li>
                  <Link className={item} to={to('dashboard-profile', { dashboard: 'host' })} onClick={onNavigate}>
                    {t('hostNav.profile')}
                  </Link>
                </li>
              ) : null}
            </>
          ) : (
            <li>
              <NavLink className={item} to={to('dashboard')} onClick={onNavigate}>
                {t('nav.dashboard')}
                {inboxNotificationsCount > 0 ? (
                  <span
                    data-slot="inbox-count"
                    className="ms-1.5 rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground"
                  >
                    <span aria-hidden="true">{inboxNotificationsCount}</span>
                    <span className="sr-only">{t('nav.unreadMessages', { count: inboxNotificationsCount })}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          )}
          <li>
            <button
              type="button"
              className={cn(item, 'cursor-pointer')}
              onPointerEnter={preloadLogout}
              onFocus={preloadLogout}
              onClick={() => {
                onNavigate?.();
                logout();
              }}
            >
              {t('nav.signOut')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink className={item} to={to('signin')} onClick={onNavigate}>
              {t('nav.signIn')}
            </NavLink>
          </li>
          <li>
            <Button asChild size="sm" className={cn('ms-1', vertical && 'ms-0 mt-2 h-11 w-full')}>
              <Link to={to('signup')} onClick={onNavigate}>
                {t('nav.signUp')}
              </Link>
            </Button>
          </li>
        </>
      )}
    </ul>
  );
}

/**
 * Where the header switches from the menu button to its full navigation (xl, as host mode's tab bar gives way): from
 * lg, a signed-in renter's links in French with the language and the currency took 1,088 px, and the page scrolled
 * sideways on a 1,024 px screen.
 */
const at = { block: 'hidden xl:block', flex: 'hidden xl:flex', narrow: 'xl:hidden' } as const;

export function SiteHeader({
  options,
  sticky = true,
  hostMode = false,
  routeName,
}: {
  options: PageOptions;
  sticky?: boolean;
  /** A dashboard page under /host: the host's navigation replaces the renter's (shell/host-nav.tsx). */
  hostMode?: boolean;
  routeName?: string;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The sheet's code loads on first open; it stays mounted afterwards (its closing transition, the next opening).
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { inboxNotificationsCount } = useNotifications();
  const session = useSession();
  // In host mode the unread count is on the Messages tab, not on the menu.
  const menuCount = session.status === 'authenticated' && !hostMode ? inboxNotificationsCount : 0;
  return (
    <header
      data-slot="site-header"
      data-mode={hostMode ? 'host' : undefined}
      data-sticky-top={sticky ? '' : undefined}
      className={cn('z-header border-b border-border bg-surface/95 backdrop-blur', sticky && 'sticky top-0')}
    >
      <div className={headerRow}>
        <Wordmark />
        {hostMode && !options.hideNavigation ? (
          <nav aria-label={t('hostNav.label')} className={at.block}>
            <HostNavLinks routeName={routeName} className={cn(navLink, 'px-2')} />
          </nav>
        ) : null}
        {options.hideSearchForm || hostMode ? <div className="flex-1" /> : <HeaderSearch />}
        {options.hideNavigation ? null : (
          <>
            <nav aria-label={hostMode ? t('hostNav.account') : t('nav.label')} className={at.block}>
              <NavItems hostMode={hostMode} compact={hostMode} />
            </nav>
            <div className={cn('items-center gap-2', at.flex)}>
              <LanguageSwitch className={navLink} />
              <CurrencySelect />
            </div>
            <Button
              ref={menuButton}
              variant="ghost"
              size="md"
              className={cn('relative px-2', at.narrow)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              // The visible count is part of the name (it reads "Menu, 3 unread messages").
              aria-label={menuCount > 0 ? `${t('nav.menu')}, ${t('nav.unreadMessages', { count: menuCount })}` : t('nav.menu')}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon aria-hidden className="size-6" />
              {menuCount > 0 ? (
                <span
                  data-slot="menu-inbox-count"
                  className="absolute -end-1 -top-1 rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground"
                >
                  {menuCount}
                </span>
              ) : null}
            </Button>
            {menuUsed ? (
              <Suspense fallback={null}>
                <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} title={t('nav.menu')} trigger={menuButton}>
                  <nav aria-label={hostMode ? t('hostNav.account') : t('nav.label')}>
                    <NavItems vertical hostMode={hostMode} onNavigate={() => setMenuOpen(false)} />
                  </nav>
                  <div className="mt-6 flex items-center justify-between gap-2 border-t border-border pt-4">
                    <LanguageSwitch className={navLink} />
                    <CurrencySelect />
                  </div>
                </MobileMenu>
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}

export { HostModeParts, preloadHostMode } from './host-nav.tsx';
// The footer's code comes in the header's chunk (shell-widgets.ts LazySiteFooter): one file for both, loaded before a
// page the browser renders alone, or at an input in either on a page that hydrates.
export { SiteFooter } from './site-footer.tsx';
