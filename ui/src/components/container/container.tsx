import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const containerVariants = cva('mx-auto w-full px-4 sm:px-6 lg:px-8', {
  variants: {
    size: { page: 'max-w-page', wide: 'max-w-screen-2xl', narrow: 'max-w-3xl', prose: 'max-w-prose', full: 'max-w-none' },
  },
  defaultVariants: { size: 'page' },
});

type ContainerProps = ComponentProps<'div'> & VariantProps<typeof containerVariants> & { asChild?: boolean };

/** Centres page content with the page gutters; `asChild` to make it a <main> or <section>. */
function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="container" data-size={size ?? 'page'} className={cn(containerVariants({ size }), className)} {...props} />;
}

export { Container, containerVariants, type ContainerProps };
