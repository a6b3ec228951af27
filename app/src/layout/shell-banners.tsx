// The shell's banners: suspended account, app download (mobile browsers) and the sign-up prompt for logged-out
// visitors. Dismissals are cookie flags. TODO(ui Banner): render through the ui Banner once it lands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, CloseIcon, WarningIcon } from '@rove/ui';
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
    <div className="border-b border-warning-border bg-warning text-warning-foreground">
      <p className="mx-auto flex max-w-page items-center gap-2 px-4 py-3 text-sm font-semibold sm:px-6">
        <WarningIcon aria-hidden className="size-4 shrink-0" />
        {t('banners.suspended')}
      </p>
    </div>
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
    <aside aria-label={t('banners.appDownloadLabel')} className="border-b border-border bg-primary-soft text-primary-soft-foreground">
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">{t('banners.appDownload')}</p>
        <Link to={to('app-download')} className="font-semibold underline">
          {t('banners.appDownloadCta')}
        </Link>
        <Button variant="ghost" size="sm" className="size-8 px-0" aria-label={t('banners.dismiss')} onClick={dismiss}>
          <CloseIcon aria-hidden />
        </Button>
      </div>
    </aside>
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
      className="fixed inset-x-3 bottom-3 z-sticky mx-auto max-w-md rounded-xl border border-border bg-surface p-4 text-surface-foreground shadow-lg sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-display text-lg font-semibold">{t('banners.signupTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('banners.signupBody')}</p>
          <Button asChild size="sm" className="mt-3">
            <Link to={to('signup')}>{t('nav.signUp')}</Link>
          </Button>
        </div>
        <Button variant="ghost" size="sm" className="size-8 px-0" aria-label={t('banners.dismiss')} onClick={dismiss}>
          <CloseIcon aria-hidden />
        </Button>
      </div>
    </aside>
  );
}
