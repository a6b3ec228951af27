import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import { buttonVariants } from '../button/button.tsx';

const bannerVariants = cva(
  [
    'relative flex w-full items-start gap-3 border px-4 py-3 text-sm',
    'forced-colors:border-[CanvasText] [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        info: 'border-info-border bg-info text-info-foreground',
        success: 'border-success-border bg-success text-success-foreground',
        warning: 'border-warning-border bg-warning text-warning-foreground',
        danger: 'border-danger-border bg-danger text-danger-foreground',
      },
      // An inline alert in content, or a full-width banner across the top of the page.
      layout: { inline: 'rounded-lg', page: 'rounded-none border-x-0 border-t-0 justify-center' },
    },
    defaultVariants: { tone: 'info', layout: 'inline' },
  },
);

const icons = { info: <InfoIcon />, success: <SuccessIcon />, warning: <WarningIcon />, danger: <DangerIcon /> };

const bannerMessages = defineMessages({
  en: { dismiss: 'Dismiss' },
  fr: { dismiss: 'Fermer l’avis' },
});

type BannerProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof bannerVariants> & {
    title?: ReactNode;
    /** Shows a dismiss button; the app stores the dismissed flag (e.g. a cookie) in this callback. */
    onDismiss?: () => void;
    dismissLabel?: string;
    /** Interrupts screen readers (role alert). Default: only for danger; other tones are polite (role status). */
    urgent?: boolean;
    /** Actions (a link, a button) shown after the text. */
    action?: ReactNode;
  };

/** A message about the page or the account: info, success, warning or danger, optionally dismissible. */
function Banner({ className, tone, layout, title, children, onDismiss, dismissLabel, urgent, action, ...props }: BannerProps) {
  const t = useMessages(bannerMessages);
  const resolvedTone = tone ?? 'info';
  const role = (urgent ?? resolvedTone === 'danger') ? 'alert' : 'status';
  return (
    <div
      data-slot="banner"
      data-tone={resolvedTone}
      role={role}
      className={cn(bannerVariants({ tone, layout }), onDismiss && 'pe-12', className)}
      {...props}
    >
      {icons[resolvedTone]}
      <div className="flex min-w-0 flex-col gap-0.5">
        {title ? (
          <p data-slot="banner-title" className="font-semibold">
            {title}
          </p>
        ) : null}
        {children ? <div data-slot="banner-description">{children}</div> : null}
        {action ? (
          <div data-slot="banner-action" className="mt-1.5 flex flex-wrap gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="banner-dismiss"
          aria-label={dismissLabel ?? t.dismiss}
          onClick={onDismiss}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            'absolute end-2 top-2 size-8 px-0 text-current hover:bg-black/5 dark:hover:bg-white/10',
          )}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

export { Banner, bannerVariants, bannerMessages, type BannerProps };
