import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { gridColumns, gridTemplate, type ResponsiveColumns } from './grid-columns.ts';

const gridVariants = cva('grid', {
  variants: {
    gap: { none: 'gap-0', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-8' },
  },
  defaultVariants: { gap: 'md' },
});

type GridProps = ComponentProps<'div'> & VariantProps<typeof gridVariants> & { columns?: ResponsiveColumns };

/** A grid of 1 to 12 equal columns (12 by default); place children with GridItem spans. */
function Grid({ className, gap, columns = 12, ...props }: GridProps) {
  return <div data-slot="grid" className={cn(gridVariants({ gap }), gridTemplate(columns), className)} {...props} />;
}

type GridItemProps = ComponentProps<'div'> & {
  /** 1 to 12 columns, or per breakpoint `{ base: 12, md: 6 }`; anything else is a type error and throws. */
  span?: ResponsiveColumns;
};

function GridItem({ className, span = 12, ...props }: GridItemProps) {
  return <div data-slot="grid-item" className={cn(gridColumns(span), 'min-w-0', className)} {...props} />;
}

export { Grid, GridItem, gridVariants, type GridProps, type GridItemProps };
