import { useState } from 'react';
import { Banner } from '../../components/banner/banner.tsx';
import { buttonVariants } from '../../components/button/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import type { RenderLink } from '../error-page/error-page.tsx';
import { pickFocusTarget } from '../modal-queue/focus-target.ts';
import { CANADA_BANNER_ID, MIDWEEK_BANNER_ID } from './banner-ids.ts';
import { bannersMessages } from './banners-messages.ts';
import { numberFormat } from '../../lib/intl-format.ts';

const defaultRenderLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const actionClass = cn(buttonVariants({ variant: 'link', size: 'sm' }), 'h-auto text-current underline');

/**
 * Hides at once when dismissed (the app stores the flag in `onDismiss` and stops rendering it later), and puts
 * focus on the main content so that it does not fall to the top of the page with the removed button.
 */
function useDismiss(onDismiss: (() => void) | undefined) {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = onDismiss
    ? () => {
        setDismissed(true);
        onDismiss();
        requestAnimationFrame(() => pickFocusTarget(null)?.focus());
      }
    : undefined;
  return { dismissed, dismiss };
}

interface SuspendedAccountBannerProps {
  /** Where the host sees what to fix. */
  href: string;
  renderLink?: RenderLink;
  onDismiss?: () => void;
  className?: string;
}

/** For a host whose performance tier is ActionRequired: listings hidden until they act. */
function SuspendedAccountBanner({ href, renderLink = defaultRenderLink, onDismiss, className }: SuspendedAccountBannerProps) {
  const t = useMessages(bannersMessages);
  const { dismissed, dismiss } = useDismiss(onDismiss);
  if (dismissed) return null;
  return (
    <Banner
      data-banner="suspended-account"
      tone="danger"
      layout="page"
      title={t.suspendedTitle}
      onDismiss={dismiss}
      dismissLabel={t.dismiss}
      action={renderLink({ href, className: actionClass, children: t.suspendedAction })}
      className={className}
    >
      {t.suspendedBody}
    </Banner>
  );
}

interface AppDownloadBannerProps {
  /** `critical`: the full pitch with both store links; `subtle`: one line. */
  variant: 'critical' | 'subtle';
  appStoreHref: string;
  googlePlayHref: string;
  renderLink?: RenderLink;
  onDismiss?: () => void;
  className?: string;
}

function AppDownloadBanner({
  variant,
  appStoreHref,
  googlePlayHref,
  renderLink = defaultRenderLink,
  onDismiss,
  className,
}: AppDownloadBannerProps) {
  const t = useMessages(bannersMessages);
  const { dismissed, dismiss } = useDismiss(onDismiss);
  if (dismissed) return null;
  const stores = (
    <>
      {renderLink({ href: appStoreHref, className: actionClass, children: t.appStore })}
      {renderLink({ href: googlePlayHref, className: actionClass, children: t.googlePlay })}
    </>
  );
  return (
    <Banner
      data-banner="app-download"
      data-variant={variant}
      tone={variant === 'critical' ? 'warning' : 'info'}
      layout={variant === 'critical' ? 'page' : 'inline'}
      title={variant === 'critical' ? t.appTitle : undefined}
      onDismiss={dismiss}
      dismissLabel={t.dismiss}
      action={stores}
      className={className}
    >
      {variant === 'critical' ? t.appCriticalBody : t.appSubtleBody}
    </Banner>
  );
}

interface CampaignBannerProps {
  href: string;
  renderLink?: RenderLink;
  /** Called with the banner's id (canadaBanner 4, midweekBanner 1) so the app can store the dismissed flag. */
  onDismiss?: (bannerId: number) => void;
  className?: string;
}

function CanadaBanner({ href, renderLink = defaultRenderLink, onDismiss, className }: CampaignBannerProps) {
  const t = useMessages(bannersMessages);
  const { dismissed, dismiss } = useDismiss(onDismiss && (() => onDismiss(CANADA_BANNER_ID)));
  if (dismissed) return null;
  return (
    <Banner
      data-banner="canada"
      data-banner-id={CANADA_BANNER_ID}
      tone="info"
      layout="page"
      title={t.canadaTitle}
      onDismiss={dismiss}
      dismissLabel={t.dismiss}
      action={renderLink({ href, className: actionClass, children: t.canadaAction })}
      className={className}
    >
      {t.canadaBody}
    </Banner>
  );
}

function MidweekBanner({
  href,
  maxDiscountPercent,
  renderLink = defaultRenderLink,
  onDismiss,
  className,
}: CampaignBannerProps & { /** The largest midweek discount on offer, e.g. 15. */ maxDiscountPercent: number }) {
  const t = useMessages(bannersMessages);
  const { locale } = useUiLocale();
  const { dismissed, dismiss } = useDismiss(onDismiss && (() => onDismiss(MIDWEEK_BANNER_ID)));
  if (dismissed) return null;
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(maxDiscountPercent / 100);
  return (
    <Banner
      data-banner="midweek"
      data-banner-id={MIDWEEK_BANNER_ID}
      tone="success"
      layout="page"
      title={t.midweekTitle}
      onDismiss={dismiss}
      dismissLabel={t.dismiss}
      action={renderLink({ href, className: actionClass, children: t.midweekAction })}
      className={className}
    >
      {t.midweekBody(percent)}
    </Banner>
  );
}

export { AppDownloadBanner, CanadaBanner, MidweekBanner, SuspendedAccountBanner };
export type { AppDownloadBannerProps, CampaignBannerProps, SuspendedAccountBannerProps };
