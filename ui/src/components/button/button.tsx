import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { isDev } from '../../lib/dev.ts';
import { useUiMessages } from '../../provider/ui-provider.tsx';
import { Spinner } from '../spinner/spinner.tsx';

const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold',
    'transition-colors duration-fast ease-standard select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    'aria-busy:cursor-progress',
    'forced-colors:border forced-colors:border-[ButtonText]',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-surface text-surface-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline underline-offset-4 hover:text-primary-hover px-0',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover shadow-sm',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg]:size-4',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
      },
      iconOnly: { true: 'px-0', false: '' },
    },
    compoundVariants: [
      { iconOnly: true, size: 'sm', className: 'w-8' },
      { iconOnly: true, size: 'md', className: 'w-10' },
      { iconOnly: true, size: undefined, className: 'w-10' },
      { iconOnly: true, size: 'lg', className: 'w-12' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
  },
);

type ButtonBaseProps = Omit<ComponentProps<'button'>, 'aria-label' | 'aria-labelledby'> &
  Omit<VariantProps<typeof buttonVariants>, 'iconOnly'> & {
    asChild?: boolean;
    /** Busy: keeps its width, shows a spinner, announces "Loading" and ignores presses. */
    loading?: boolean;
    /** Overrides the announced busy text (default: "Loading" in the current language). */
    loadingLabel?: string;
  };

/** An icon-only button has no visible words, so it must be named: the types and a dev-time error insist. */
type IconOnlyLabel = { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-label'?: string; 'aria-labelledby': string };

type ButtonProps = ButtonBaseProps &
  (({ iconOnly?: false } & { 'aria-label'?: string; 'aria-labelledby'?: string }) | ({ iconOnly: true } & IconOnlyLabel));

function Button({
  className,
  variant,
  size,
  iconOnly = false,
  asChild = false,
  loading = false,
  loadingLabel,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const messages = useUiMessages();
  if (isDev && iconOnly && !props['aria-label'] && !props['aria-labelledby']) {
    throw new Error('Button: an icon-only button needs an accessible name (aria-label or aria-labelledby).');
  }
  const Comp = asChild ? Slot : 'button';
  const busy = loading && !asChild;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-icon-only={iconOnly || undefined}
      data-loading={busy || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      aria-busy={busy || undefined}
      className={cn(buttonVariants({ variant, size, iconOnly }), className)}
      onClick={
        busy
          ? (event: MouseEvent<HTMLButtonElement>) => {
              event.preventDefault();
            }
          : onClick
      }
      {...props}
    >
      {busy ? (
        <>
          {/* The words stay (transparent) so the button keeps its width and its name. */}
          <span data-slot="button-content" className="inline-flex items-center gap-2 opacity-0">
            {children}
          </span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner decorative size="sm" />
          </span>
          <span className="sr-only">{loadingLabel ?? messages.loading}</span>
        </>
      ) : (
        children
      )}
    </Comp>
  );
}

export { Button, buttonVariants, type ButtonProps };
