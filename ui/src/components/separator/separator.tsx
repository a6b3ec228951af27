import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type SeparatorProps = ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (the default) or a real separator announced by screen readers. */
  decorative?: boolean;
};

function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  const a11y = decorative ? { role: 'none' } : { role: 'separator', 'aria-orientation': orientation };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...a11y}
      className={cn(
        'shrink-0 bg-border forced-colors:bg-[CanvasText]',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full min-h-4 w-px self-stretch',
        className,
      )}
      {...props}
    />
  );
}

export { Separator, type SeparatorProps };
