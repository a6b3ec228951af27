import { Slot } from '../../lib/slot.tsx';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Text for screen readers only (still announced, never seen): e.g. "Loading", "4.5 out of 5". */
function VisuallyHidden({ className, asChild = false, ...props }: ComponentProps<'span'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}

export { VisuallyHidden };
