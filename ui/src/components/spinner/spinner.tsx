import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useUiMessages } from '../../provider/ui-provider.tsx';

const spinnerVariants = cva('inline-block shrink-0 text-current', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced text; defaults to "Loading" in the current language. */
    label?: string;
    /** Inside a control that already announces its busy state (a loading Button): no role, no text. */
    decorative?: boolean;
  };

/** An indeterminate progress ring. It turns only when motion is allowed; otherwise it shows a still arc. */
function Spinner({ className, size, label, decorative = false, ...props }: SpinnerProps) {
  const messages = useUiMessages();
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label ?? messages.loading };
  return (
    <span data-slot="spinner" data-size={size ?? 'md'} className={cn(spinnerVariants({ size }), className)} {...a11y} {...props}>
      <svg viewBox="0 0 24 24" fill="none" className="size-full motion-safe:animate-spin" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

export { Spinner, spinnerVariants, type SpinnerProps };
