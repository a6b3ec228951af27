import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useUiMessages } from '../../provider/ui-provider.tsx';
import { buttonVariants } from '../button/button.tsx';
import { assertTitle, DialogOverlay } from '../dialog/dialog.tsx';
import { useModalLayer } from '../dialog/modal-layer.tsx';

// A Sheet is a modal dialog docked to an edge: mobile filters, menus, booking summaries.
function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

const sheetContentVariants = cva(
  [
    'fixed z-modal flex flex-col bg-surface text-surface-foreground shadow-xl outline-none',
    'forced-colors:border forced-colors:border-[CanvasText]',
    'motion-safe:transition-[opacity,translate] motion-safe:duration-slow motion-safe:ease-enter motion-safe:starting:opacity-0',
  ],
  {
    variants: {
      side: {
        right: 'inset-y-0 end-0 h-dvh w-full max-w-md border-s border-border motion-safe:starting:translate-x-8',
        left: 'inset-y-0 start-0 h-dvh w-full max-w-md border-e border-border motion-safe:starting:-translate-x-8',
        bottom: 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl border-t border-border motion-safe:starting:translate-y-8',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type SheetContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof sheetContentVariants> & {
    /** Required: the sheet's accessible name, shown as its heading. */
    title: ReactNode;
    description?: ReactNode;
    /** Actions kept visible below the scrolling body (e.g. "Show 42 RVs"). */
    footer?: ReactNode;
    closeLabel?: string;
    /** Where to portal the sheet (default: document.body). */
    container?: HTMLElement | null;
  };

function SheetContent({
  className,
  side,
  title,
  description,
  footer,
  closeLabel,
  container,
  children,
  onEscapeKeyDown,
  onFocusOutside,
  onPointerDownOutside,
  ...props
}: SheetContentProps) {
  assertTitle(title, 'SheetContent');
  const messages = useUiMessages();
  const { contentHandlers, withLayer } = useModalLayer({ onEscapeKeyDown, onFocusOutside, onPointerDownOutside });
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogOverlay data-slot="sheet-overlay" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetContentVariants({ side }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...contentHandlers}
        {...props}
      >
        {withLayer(
          <>
            <div data-slot="sheet-header" className="flex flex-col gap-1 border-b border-border px-5 py-4 pe-14">
              <DialogPrimitive.Title data-slot="sheet-title" className="font-display text-lg font-semibold text-foreground">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description data-slot="sheet-description" className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <div data-slot="sheet-body" className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {children}
            </div>
            {footer ? (
              <div data-slot="sheet-footer" className="flex gap-2 border-t border-border px-5 py-4 [&>*]:flex-1">
                {footer}
              </div>
            ) : null}
            <DialogPrimitive.Close
              data-slot="sheet-close"
              aria-label={closeLabel ?? messages.close}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'absolute end-3 top-3 size-9 px-0')}
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </>,
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export { Sheet, SheetTrigger, SheetClose, SheetContent, sheetContentVariants, type SheetContentProps };
