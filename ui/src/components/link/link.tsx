import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Text-link styles; reuse them on router links (`<Link asChild><RouterLink/></Link>`) or anywhere else. */
const linkVariants = cva(
  [
    'rounded-sm underline underline-offset-4 transition-colors duration-fast ease-standard cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50',
    'forced-colors:text-[LinkText]',
  ],
  {
    variants: {
      variant: {
        default: 'font-medium text-primary decoration-primary/40 hover:text-primary-hover hover:decoration-current',
        muted: 'text-muted-foreground hover:text-foreground',
        inherit: 'text-inherit hover:decoration-2',
        standalone: 'font-semibold text-primary no-underline hover:underline',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type LinkProps = ComponentProps<'a'> & VariantProps<typeof linkVariants> & { asChild?: boolean };

function Link({ className, variant, asChild = false, ...props }: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp data-slot="link" data-variant={variant ?? 'default'} className={cn(linkVariants({ variant }), className)} {...props} />;
}

export { Link, linkVariants, type LinkProps };
