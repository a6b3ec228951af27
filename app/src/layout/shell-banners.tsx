// The shell's banners: suspended account, app download (mobile browsers) and the sign-up prompt for logged-out
// visitors, through the ui Banner. Dismissals are cookie flags.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, Button } from '@rove/ui';
import { cookieNames, readCookie, writeCookie } from '../lib/cookies.ts';
import { bannerDismissSeconds, showsAppDownloadBanner, showsSignupPrompt, showsSuspendedBanner } from '../rules/banners.ts';
import { useSession } from '../session/session-store.ts';
import { useLocalePath } from './use-locale-path.ts';

function useDismissed(cookie: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readCookie(cookie) === '1');
  return [
    dismissed,
    () => {
      writeCookie(cookie, '1', bannerDismissSeconds);
      setDismissed(true);
    },
  ];
}

export function SuspendedBanner({ pageShowsIt }: { pageShowsIt: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!showsSuspendedBanner({ pageShowsIt, isSuspended: user?.isSuspended })) return null;
  return (
    <Banner tone="warning" layout="page">
      {t('banners.suspended')}
    </Banner>
  );
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
  const { t } = useTranslation();
  const to = useLocalePath();
  const [dismissed, dismiss] = useDismissed(cookieNames.dismissedAppDownload);
  if (!showsAppDownloadBanner({ platform, dismissed, hiddenByPage, routeName })) return null;
  return (
    <Banner
      tone="info"
      layout="page"
      aria-label={t('banners.appDownloadLabel')}
      onDismiss={dismiss}
      dismissLabel={t('banners.dismiss')}
      action={
        <Link to={to('app-download')} className="font-semibold underline">
          {t('banners.appDownloadCta')}
        </Link>
      }
    >
      {t('banners.appDownload')}
    </Banner>
  );
}

export function SignupPrompt({ routeName }: { routeName: string | undefined }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { status } = useSession();
  const [dismissed, dismiss] = useDismissed(cookieNames.dismissedSignupPrompt);
  const webdriver = typeof navigator !== 'undefined' && navigator.webdriver === true;
  if (!showsSignupPrompt({ status, webdriver, dismissed, routeName })) return null;
  return (
    <aside
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
