import { cva } from 'class-variance-authority';
import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import {
  composeRenderProps,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Pressable,
  Separator as AriaSeparator,
  SubmenuTrigger,
  type FocusableElement,
  type MenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';
import { CheckIcon, ChevronRightIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';

type MenuTriggerProps = Omit<AriaMenuTriggerProps, 'children'> & {
  /** The trigger (any of our Buttons) then the Menu. */
  children: [ReactElement, ReactElement];
};

/** Opens its Menu from the first child, by pointer, Enter/Space, or the arrow keys. */
function MenuTrigger({ children: [trigger, menu], ...props }: MenuTriggerProps) {
  return (
    <AriaMenuTrigger {...props}>
      <Pressable>{trigger as ReactElement<DOMAttributes<FocusableElement>, string>}</Pressable>
      {menu}
    </AriaMenuTrigger>
  );
}

const menuPopoverVariants = cva([
  'z-popover min-w-48 overflow-auto rounded-lg border border-border bg-surface p-1 text-surface-foreground shadow-lg outline-none',
  'forced-colors:border-[CanvasText]',
  'motion-safe:transition-[opacity,scale] motion-safe:duration-fast motion-safe:starting:opacity-0 motion-safe:starting:scale-95',
]);

type MenuProps<T> = AriaMenuProps<T> & Pick<PopoverProps, 'placement' | 'offset'> & { popoverClassName?: string };

function Menu<T extends object>({ className, placement = 'bottom start', offset = 6, popoverClassName, ...props }: MenuProps<T>) {
  return (
    <AriaPopover data-slot="menu-popover" placement={placement} offset={offset} className={cn(menuPopoverVariants(), popoverClassName)}>
      <AriaMenu data-slot="menu" className={cn('max-h-[inherit] overflow-auto outline-none', className as string)} {...props} />
    </AriaPopover>
  );
}

const menuItemVariants = cva(
  [
    'group relative flex cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none',
    'data-[focused]:bg-muted data-[pressed]:bg-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
    'data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-ring',
    'forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: '',
        destructive: 'text-danger-foreground data-[focused]:bg-danger',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

function MenuItem({ className, children, variant, ...props }: MenuItemProps & { variant?: 'default' | 'destructive' }) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      data-slot="menu-item"
      textValue={textValue}
      className={composeRenderProps(className, (value) => cn(menuItemVariants({ variant }), value))}
      {...props}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className="flex size-4 items-center justify-center" aria-hidden="true">
              {isSelected ? <CheckIcon /> : null}
            </span>
          ) : null}
          <span className="flex flex-1 items-center gap-2">{content as ReactNode}</span>
          {hasSubmenu ? <ChevronRightIcon className="ms-auto" /> : null}
        </>
      ))}
    </AriaMenuItem>
  );
}

function MenuSection<T extends object>({
  className,
  title,
  children,
  ...props
}: Omit<MenuSectionProps<T>, 'children'> & { title?: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuSection data-slot="menu-section" className={cn('not-first:mt-1', className as string)} {...props}>
      {title ? <Header className="px-3 py-1.5 text-xs font-semibold text-muted-foreground">{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <AriaSeparator data-slot="menu-separator" className={cn('mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export { MenuTrigger, Menu, MenuItem, MenuSection, MenuSeparator, SubmenuTrigger, menuItemVariants, menuPopoverVariants };
export type { Key, Selection } from 'react-aria-components';
export type { MenuTriggerProps, MenuProps };
