import { cva } from 'class-variance-authority';
import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import {
  composeRenderProps,
  Focusable,
  type FocusableElement,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';

const tooltipVariants = cva([
  'z-popover max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md',
  'forced-colors:border forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
  'motion-safe:transition-opacity motion-safe:duration-fast motion-safe:starting:opacity-0',
]);

type TooltipProps = Omit<TooltipTriggerComponentProps, 'children'> & {
  /** The tooltip's words: a short supplement, never the only way to learn something. */
  content: ReactNode;
  /** One focusable element (our Button works) that shows the tooltip on hover and keyboard focus. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  offset?: number;
  className?: string;
};

/** The bubble and its arrow, placed beside the trigger of the TooltipTrigger around it (shown while it is open). */
function TooltipBubble({
  content,
  placement = 'top',
  offset = 8,
  className,
}: Pick<TooltipProps, 'content' | 'placement' | 'offset' | 'className'>) {
  return (
    <AriaTooltip
      data-slot="tooltip"
      placement={placement}
      offset={offset}
      className={composeRenderProps(className, (value) => cn(tooltipVariants(), value))}
    >
      <OverlayArrow data-slot="tooltip-arrow">
        <svg
          width={8}
          height={8}
          viewBox="0 0 8 8"
          className="fill-foreground in-data-[placement=bottom]:rotate-180 in-data-[placement=left]:-rotate-90 in-data-[placement=right]:rotate-90 forced-colors:fill-[CanvasText]"
          aria-hidden="true"
        >
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {content}
    </AriaTooltip>
  );
}

/** Shows a short hint on hover (after `delay`) and at once on keyboard focus; Escape hides it. */
function Tooltip({ content, children, placement, offset, delay = 600, closeDelay = 200, className, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} {...props}>
      <Focusable>{children as ReactElement<DOMAttributes<FocusableElement>, string>}</Focusable>
      <TooltipBubble content={content} placement={placement} offset={offset} className={className} />
    </TooltipTrigger>
  );
}

export { Tooltip, TooltipBubble, tooltipVariants, type TooltipProps };
