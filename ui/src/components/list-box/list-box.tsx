import { cva } from 'class-variance-authority';
import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { composeClassName } from '../field/index.ts';

/** The floating panel of a Select or Combobox (react-aria's popover, portalled; not the Radix Popover). */
function ListBoxPopover({ className, offset = 4, ...props }: AriaPopoverProps) {
  return (
    <AriaPopover
      data-slot="list-box-popover"
      offset={offset}
      className={composeClassName(
        className,
        [
          'z-popover min-w-(--trigger-width) max-w-[calc(100vw-1rem)] overflow-auto rounded-md border border-border bg-surface text-surface-foreground shadow-lg outline-none',
          // Fade in only: an exit transition keeps focus in the closing list, and it then falls to <body>
          // instead of returning to the trigger.
          'transition-opacity duration-fast ease-standard data-[entering]:opacity-0 motion-reduce:transition-none',
          'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]',
        ].join(' '),
      )}
      {...props}
    />
  );
}

function ListBox<T extends object>({ className, ...props }: AriaListBoxProps<T>) {
  return (
    <AriaListBox
      data-slot="list-box"
      className={composeClassName(className as AriaListBoxProps<T>['className'], 'max-h-80 overflow-auto p-1 outline-none')}
      {...props}
    />
  );
}

const listBoxItemVariants = cva([
  'group/item relative flex cursor-default items-center gap-2 rounded-sm py-2 ps-8 pe-3 text-sm text-surface-foreground outline-none select-none',
  'data-[focused]:bg-muted data-[hovered]:bg-muted data-[pressed]:bg-secondary-hover',
  'data-[selected]:font-semibold',
  'data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-ring',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-foreground',
  'forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText] forced-colors:data-[disabled]:text-[GrayText]',
]);

type ListBoxItemProps<T extends object = object> = Omit<AriaListBoxItemProps<T>, 'children'> & {
  /** The option's main text. */
  children: ReactNode;
  /** Secondary text under the main text (a region, a detail); read after the main text. */
  description?: ReactNode;
};

/** An option with a check mark when selected, a main text and an optional secondary text. */
function ListBoxItem<T extends object = object>({ children, description, className, textValue, ...props }: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      data-slot="list-box-item"
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className as AriaListBoxItemProps<T>['className'], listBoxItemVariants())}
      {...props}
    >
      {({ isSelected }) => (
        <>
          {isSelected ? (
            <CheckIcon aria-hidden="true" data-slot="list-box-item-check" className="absolute start-2 top-2.5 size-4 text-primary" />
          ) : null}
          {/* Main and secondary text together form the option's name: axe wants the visible text inside the name. */}
          <span className="flex min-w-0 flex-col">
            <span data-slot="list-box-item-label" className="truncate">
              {children}
            </span>
            {description != null ? (
              <span
                data-slot="list-box-item-description"
                className="truncate text-xs font-normal text-muted-foreground group-data-[focused]/item:text-foreground"
              >
                {description}
              </span>
            ) : null}
          </span>
        </>
      )}
    </AriaListBoxItem>
  );
}

export { ListBox, ListBoxItem, listBoxItemVariants, ListBoxPopover, type ListBoxItemProps };
