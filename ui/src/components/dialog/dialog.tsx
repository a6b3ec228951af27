import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useUiMessages } from '../../provider/ui-provider.tsx';
import { buttonVariants } from '../button/button.tsx';
import { useModalLayer } from './modal-layer.tsx';

function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const overlayVariants = cva([
  'fixed inset-0 z-modal bg-overlay',
  'motion-safe:transition-opacity motion-safe:duration-base motion-safe:ease-enter motion-safe:starting:opacity-0',
]);

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay data-slot="dialog-overlay" data-modal-backdrop="" className={cn(overlayVariants(), className)} {...props} />
  );
}

const dialogContentVariants = cva(
  [
    'fixed z-modal flex flex-col bg-surface text-surface-foreground shadow-xl outline-none',
    // Small viewports: the dialog takes the whole screen.
    'inset-0 h-dvh w-full',
    'sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)] sm:rounded-xl sm:border sm:border-border',
    'forced-colors:border forced-colors:border-[CanvasText]',
    'motion-safe:transition-[opacity,scale] motion-safe:duration-base motion-safe:ease-enter',
    'motion-safe:starting:opacity-0 motion-safe:starting:scale-95',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
        xl: 'sm:max-w-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof dialogContentVariants> & {
    /** Required: the dialog's accessible name, shown as its heading. */
    title: ReactNode;
    /** Hides the heading visually; it still names the dialog. */
    hideTitle?: boolean;
    description?: ReactNode;
    /** Actions kept visible below the scrolling body (e.g. Cancel / Save). */
    footer?: ReactNode;
    /** Overrides the close button's label (default: "Close" in the current language). */
    closeLabel?: string;
    hideCloseButton?: boolean;
    /** Where to portal the dialog (default: document.body). */
    container?: HTMLElement | null;
  };

function assertTitle(title: ReactNode, component: string) {
  if (title === undefined || title === null || title === false || title === '') {
    throw new Error(`${component}: a title is required (it names the dialog for screen readers).`);
  }
}

function DialogContent({
  className,
  size,
  title,
  hideTitle = false,
  description,
  footer,
  closeLabel,
  hideCloseButton = false,
  container,
  children,
  onEscapeKeyDown,
  onFocusOutside,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  assertTitle(title, 'DialogContent');
  const messages = useUiMessages();
  const { contentHandlers, withLayer } = useModalLayer({ onEscapeKeyDown, onFocusOutside, onPointerDownOutside });
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...contentHandlers}
        {...props}
      >
        {withLayer(
          <>
            <div data-slot="dialog-header" className={cn('flex flex-col gap-1 px-6 pt-6 pe-14', hideTitle && !description && 'pt-10')}>
              <DialogPrimitive.Title
                data-slot="dialog-title"
                className={cn('font-display text-xl font-semibold text-foreground', hideTitle && 'sr-only')}
              >
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description data-slot="dialog-description" className="text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <div data-slot="dialog-body" className="min-h-0 flex-1 overflow-y-auto px-6 pt-4 pb-6">
              {children}
            </div>
            {footer ? <DialogFooter>{footer}</DialogFooter> : null}
            {hideCloseButton ? null : (
              <DialogPrimitive.Close
                data-slot="dialog-close"
                aria-label={closeLabel ?? messages.close}
                className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'absolute end-3 top-3 size-9 px-0')}
              >
                <CloseIcon />
              </DialogPrimitive.Close>
            )}
          </>,
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogFooter,
  dialogContentVariants,
  assertTitle,
  type DialogContentProps,
};
