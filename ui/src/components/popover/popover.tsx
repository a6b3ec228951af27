import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** Shared look of floating panels (popover, menu, tooltip-free pickers): reuse it for consistency. */
const popoverContentVariants = cva([
  'z-popover w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-lg outline-none',
  'max-h-(--radix-popover-content-available-height) overflow-y-auto origin-(--radix-popover-content-transform-origin)',
  'forced-colors:border-[CanvasText]',
  'motion-safe:transition-[opacity,scale] motion-safe:duration-fast motion-safe:ease-enter',
  'motion-safe:starting:opacity-0 motion-safe:starting:scale-95',
]);

function PopoverContent({
  className,
  align = 'center',
  sideOffset = 6,
  collisionPadding = 8,
  container,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content> & { container?: HTMLElement | null }) {
  return (
    <PopoverPrimitive.Portal container={container}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(popoverContentVariants(), className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent, popoverContentVariants };
