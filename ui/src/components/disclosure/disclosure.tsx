import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
  type DisclosureGroupProps,
  type DisclosurePanelProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';

type DisclosureProps = Omit<AriaDisclosureProps, 'children'> & {
  /** The always-visible heading button. */
  title: ReactNode;
  /** The heading level of the title in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  panelClassName?: string;
};

/** A heading button that shows and hides its panel (Enter or Space toggles). Group them in an Accordion. */
function Disclosure({ className, title, headingLevel = 3, children, panelClassName, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure
      data-slot="disclosure"
      className={composeRenderProps(className, (value) =>
        cn('group/disclosure border-b border-border [[data-slot=accordion]>&:last-child]:border-b-0', value),
      )}
      {...props}
    >
      <AriaHeading level={headingLevel} className="m-0">
        <AriaButton
          slot="trigger"
          data-slot="disclosure-trigger"
          className={cn(
            'flex w-full cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-start font-semibold text-foreground outline-none',
            'data-[hovered]:underline data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
            'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
          )}
        >
          {title}
          <ChevronDownIcon
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground motion-safe:transition-transform motion-safe:duration-base group-data-[expanded]/disclosure:rotate-180"
          />
        </AriaButton>
      </AriaHeading>
      <DisclosurePanel className={panelClassName}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

function DisclosurePanel({ className, ...props }: DisclosurePanelProps) {
  return (
    <AriaDisclosurePanel
      data-slot="disclosure-panel"
      className={composeRenderProps(className, (value) => cn('text-sm text-foreground [&:not([hidden])]:pb-4', value))}
      {...props}
    />
  );
}

/** Disclosures that open one at a time (or several with `allowsMultipleExpanded`). */
function Accordion({ className, ...props }: DisclosureGroupProps) {
  return (
    <DisclosureGroup
      data-slot="accordion"
      className={composeRenderProps(className, (value) => cn('flex flex-col rounded-lg border border-border bg-surface px-4', value))}
      {...props}
    />
  );
}

export { Disclosure, DisclosurePanel, Accordion, type DisclosureProps };
