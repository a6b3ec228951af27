import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const stackVariants = cva('flex', {
  variants: {
    direction: { column: 'flex-col', row: 'flex-row', responsive: 'flex-col sm:flex-row' },
    gap: { none: 'gap-0', xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-8', '2xl': 'gap-12' },
    align: { start: 'items-start', center: 'items-center', end: 'items-end', stretch: 'items-stretch', baseline: 'items-baseline' },
    justify: { start: 'justify-start', center: 'justify-center', end: 'justify-end', between: 'justify-between' },
    wrap: { true: 'flex-wrap', false: 'flex-nowrap' },
  },
  defaultVariants: { direction: 'column', gap: 'md' },
});

type StackProps = ComponentProps<'div'> & VariantProps<typeof stackVariants> & { asChild?: boolean };

/** Lays children out in a column (default) or a row with a token gap. */
function Stack({ className, direction, gap, align, justify, wrap, asChild = false, ...props }: StackProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="stack"
      data-direction={direction ?? 'column'}
      className={cn(stackVariants({ direction, gap, align, justify, wrap }), className)}
      {...props}
    />
  );
}

export { Stack, stackVariants, type StackProps };
