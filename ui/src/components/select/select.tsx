import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDownIcon } from 'lucide-react';
import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue as AriaSelectValue,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { composeClassName, type FieldCopyProps, FieldParts, fieldSizes, fieldVariants } from '../field/index.ts';
import { ListBox, ListBoxPopover } from '../list-box/index.ts';

const selectTriggerVariants = cva(
  [
    'flex w-full min-w-0 cursor-default items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-start text-surface-foreground',
    'transition-[border-color,box-shadow] duration-fast ease-standard outline-none',
    'data-[hovered]:border-foreground/60',
    'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
    'group-data-[open]/field:border-ring group-data-[open]/field:ring-1 group-data-[open]/field:ring-ring',
    'group-data-[invalid]/field:border-destructive',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    'forced-colors:border-[ButtonText] forced-colors:group-data-[invalid]/field:border-[Mark]',
  ],
  {
    variants: {
      size: fieldSizes,
    },
    defaultVariants: { size: 'md' },
  },
);

/**
 * Inside a Radix modal, Radix moves focus to the dialog when the focused option disappears, before react-aria
 * can give it back to the trigger. Rendered inside the list's popover: when the popover leaves the page, if focus
 * fell to an ancestor of the trigger (or to <body>), it goes back to the trigger.
 */
function ReturnFocusOnClose({ trigger }: { trigger: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = trigger.current;
    return () => {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!element?.isConnected || active === element) return;
        if (active === null || active === document.body || active.contains(element)) element.focus({ preventScroll: true });
      });
    };
  }, [trigger]);
  return null;
}

type SelectProps<T extends object> = Omit<AriaSelectProps<T>, 'children'> &
  FieldCopyProps &
  VariantProps<typeof selectTriggerVariants> & {
    /** Options to render with `children` as a function (dynamic collection). */
    items?: Iterable<T>;
    /** `ListBoxItem` elements, or a function of each item of `items`. */
    children: ReactNode | ((item: T) => ReactNode);
    /** Classes for the trigger button (`className` styles the field wrapper). */
    triggerClassName?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** Picks one value from a list: a button showing the choice, a listbox in a popover. Items are `ListBoxItem`s. */
function Select<T extends object>({
  label,
  description,
  errorMessage,
  size,
  items,
  children,
  className,
  triggerClassName,
  ...props
}: SelectProps<T>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <AriaSelect data-slot="select" className={composeClassName(className, fieldVariants())} {...props}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <AriaButton ref={triggerRef} data-slot="select-trigger" className={cn(selectTriggerVariants({ size }), triggerClassName)}>
          <AriaSelectValue data-slot="select-value" className="min-w-0 flex-1 truncate data-[placeholder]:text-muted-foreground">
            {/* The option's main text only: no check mark, no secondary text in the trigger. */}
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </AriaSelectValue>
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 shrink-0 text-muted-foreground transition-transform duration-fast group-data-[open]/field:rotate-180 motion-reduce:transition-none"
          />
        </AriaButton>
      </FieldParts>
      <ListBoxPopover>
        <ReturnFocusOnClose trigger={triggerRef} />
        <ListBox items={items}>{children}</ListBox>
      </ListBoxPopover>
    </AriaSelect>
  );
}

export { Select, selectTriggerVariants, type SelectProps };
