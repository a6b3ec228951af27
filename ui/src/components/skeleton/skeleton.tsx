import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder block while content loads. Hidden from screen readers: announce loading elsewhere (Spinner, aria-busy). */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse forced-colors:border forced-colors:border-[GrayText]', className)}
      {...props}
    />
  );
}

export { Skeleton };
