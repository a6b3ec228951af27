import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const textVariants = cva('', {
  variants: {
    size: { xs: 'text-xs', sm: 'text-sm', base: 'text-base', lg: 'text-lg', xl: 'text-xl' },
    tone: {
      default: 'text-foreground',
      muted: 'text-muted-foreground',
      primary: 'text-primary',
      danger: 'text-danger-foreground',
      inherit: 'text-inherit',
    },
    weight: { normal: 'font-normal', medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold' },
    truncate: { true: 'truncate', false: '' },
  },
  defaultVariants: { size: 'base', tone: 'default', weight: 'normal' },
});

type TextProps = ComponentProps<'p'> &
  VariantProps<typeof textVariants> & {
    /** The element: a paragraph by default; `span` for inline text; or `asChild` to style your own. */
    as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label';
    asChild?: boolean;
  };

function Text({ className, size, tone, weight, truncate, as = 'p', asChild = false, ...props }: TextProps) {
  // One element type for the checker: the props are a paragraph's, valid on every allowed tag.
  const Comp = (asChild ? Slot : as) as 'p';
  return <Comp data-slot="text" className={cn(textVariants({ size, tone, weight, truncate }), className)} {...props} />;
}

export { Text, textVariants, type TextProps };
