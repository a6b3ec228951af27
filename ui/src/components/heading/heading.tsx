import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const headingVariants = cva('text-balance text-foreground', {
  variants: {
    size: {
      // The display scale: the brand's serif for heroes and page titles.
      'display-lg': 'font-display text-5xl font-semibold tracking-tight sm:text-6xl',
      'display-md': 'font-display text-4xl font-semibold tracking-tight sm:text-5xl',
      'display-sm': 'font-display text-3xl font-semibold tracking-tight sm:text-4xl',
      // The heading scale.
      '2xl': 'font-display text-2xl font-semibold sm:text-3xl',
      xl: 'font-display text-xl font-semibold sm:text-2xl',
      lg: 'font-body text-lg font-semibold',
      md: 'font-body text-base font-semibold',
      sm: 'font-body text-sm font-semibold',
    },
  },
  defaultVariants: { size: 'xl' },
});

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>;

// The size a level gets unless told otherwise: the outline (level) and the look (size) are separate choices.
const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'display-sm', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'sm' };

type HeadingProps = ComponentProps<'h2'> & VariantProps<typeof headingVariants> & { level?: HeadingLevel };

function Heading({ className, level = 2, size, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const resolved = size ?? sizeForLevel[level];
  return <Tag data-slot="heading" data-size={resolved} className={cn(headingVariants({ size: resolved }), className)} {...props} />;
}

export { Heading, headingVariants, type HeadingProps, type HeadingLevel, type HeadingSize };
