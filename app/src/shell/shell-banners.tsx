// The shell's banners (ui widgets): suspended account, app download (mobile browsers), the Canadian-owned and
// midweek campaigns (per flag), and the sign-up prompt for logged-out visitors. Dismissals are cookie flags.
// Their code is a chunk of its own (lib/lazy-widgets.tsx): on a page the server rendered they keep its HTML and
// hydrate at the reader's first intent, out of every page's first load.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppDownloadBanner as AppDownloadBannerView, Banner, Button, CanadaBanner, MidweekBanner, SuspendedAccountBanner } from '@rove/ui';
import { appStoreHref, googlePlayHref } from '../lib/app-links.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { showsAppDownloadBanner, showsSignupPrompt, showsSuspendedBanner } from './banners.ts';
import { useClientValue } from '../lib/use-client-value.ts';
import { withQuery } from '../routes/path-for.ts';
import { useSession } from '../api/session-store.ts';
import { useFlags } from './flags/flags-store.ts';
import { renderLink } from './render-link.tsx';
import { useLocalePath } from '../routes/use-locale-path.ts';

function useDismissed(cookie: { name: string; maxAge: number }): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readCookie(cookie.name) === '1');
  return [
    dismissed,
    () => {
      writeCookie(cookie.name, '1', cookie.maxAge);
      setDismissed(true);
    },
  ];
}

export function SuspendedBanner({ pageShowsIt }: { pageShowsIt: boolean }) {
  const to = useLocalePath();
  const { user } = useSession();
  if (!showsSuspendedBanner({ pageShowsIt, isSuspended: user?.isSuspended })) return null;
  return <SuspendedAccountBanner href={to('dashboard-insights', { dashboard: 'host' })} renderLink={renderLink} />;
}

export function AppDownloadBanner({
  platform,
  hiddenByPage,
  routeName,
}: {
  platform: string;
  hiddenByPage: boolean;
  routeName: string | undefined;
}) {
  const [dismissed, dismiss] = useDismissed(cookies.dismissedAppDownload);
  if (!showsAppDownloadBanner({ platform, dismissed, hiddenByPage, routeName })) return null;
  return (
    <div className="mx-auto w-full max-w-page px-4 pt-3 sm:px-6">
      <AppDownloadBannerView variant="subtle" appStoreHref={appStoreHref} googlePlayHref={googlePlayHref} onDismiss={dismiss} />
    </div>
  );
}

/** The banners under the header, in their order: app download, suspended account, campaigns. */
export function ShellBanners({
  platform,
  hiddenByPage,
  routeName,
  pageShowsSuspended,
  canadian,
}: {
  platform: string;
  hiddenByPage: boolean;
  routeName: string | undefined;
  pageShowsSuspended: boolean;
  canadian: boolean;
}) {
  return (
    <div data-slot="shell-banners" className="contents">
      <AppDownloadBanner platform={platform} hiddenByPage={hiddenByPage} routeName={routeName} />
      <SuspendedBanner pageShowsIt={pageShowsSuspended} />
      <CampaignBanners canadian={canadian} />
    </div>
  );
}

/** Campaign banners, each behind its flag: Canadian-owned (id 4) and midweek deals (id 1, Canadian visitors). */
export function CampaignBanners({ canadian }: { canadian: boolean }) {
  const to = useLocalePath();
  const flags = useFlags();
  const [canadaDismissed, dismissCanada] = useDismissed(cookies.dismissedCanadaBanner);
  const [midweekDismissed, dismissMidweek] = useDismissed(cookies.dismissedMidweekBanner);
  return (
    <>
      {flags.canadianOwnedCampaign && !canadaDismissed ? (
        <CanadaBanner href={to('about')} renderLink={renderLink} onDismiss={dismissCanada} />
      ) : null}
      {flags.midweekBannerCanada && canadian && !midweekDismissed ? (
        <MidweekBanner
          href={withQuery(to('rv-search'), { FlexibleDays: true })}
          maxDiscountPercent={15}
          renderLink={renderLink}
          onDismiss={dismissMidweek}
        />
      ) : null}
    </>
  );
}

export function SignupPrompt({ routeName }: { routeName: string | undefined }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { status } = useSession();
  const [dismissed, dismiss] = useDismissed(cookies.dismissedSignupPrompt);
  // Unknown on the server: taken as automated there and while the page hydrates, so the prompt is never in the
  // server's HTML (a browser driven by tests, which never gives it an input to hydrate, would keep it over the page);
  // it appears once its code runs in a reader's browser.
  const webdriver = useClientValue(() => navigator.webdriver === true, true);
  if (!showsSignupPrompt({ status, webdriver, dismissed, routeName })) return null;
  return (
    <aside
      data-slot="signup-prompt"
      aria-label={t('banners.signupLabel')}
      className="fixed inset-x-3 bottom-3 z-sticky mx-auto max-w-md shadow-lg sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      <Banner
        tone="info"
        title={t('banners.signupTitle')}
        onDismiss={dismiss}
        dismissLabel={t('banners.dismiss')}
        action={
          <Button asChild size="sm">
            <Link to={to('signup')}>{t('nav.signUp')}</Link>
          </Button>
        }
        className="bg-surface"
      >
        {t('banners.signupBody')}
      </Banner>
    </aside>
  );
}
