import { cva } from 'class-variance-authority';
import { createContext, useContext } from 'react';
import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';

type TabsVariant = 'underline' | 'pills';
const VariantContext = createContext<TabsVariant>('underline');

type TabsProps = AriaTabsProps & { variant?: TabsVariant };

/** Tabs: arrow keys move between tabs (Home/End too), the panel follows; react-aria wires the roles. */
function Tabs({ className, variant = 'underline', ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <AriaTabs
        data-slot="tabs"
        data-variant={variant}
        className={composeRenderProps(className, (value) => cn('flex gap-4 data-[orientation=horizontal]:flex-col', value))}
        {...props}
      />
    </VariantContext.Provider>
  );
}

const tabListVariants = cva('flex', {
  variants: {
    variant: {
      underline:
        'gap-6 data-[orientation=horizontal]:border-b data-[orientation=horizontal]:border-border data-[orientation=vertical]:flex-col',
      pills: 'gap-1 rounded-lg bg-muted p-1 data-[orientation=vertical]:flex-col w-fit',
    },
  },
});

function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(VariantContext);
  return (
    <AriaTabList
      data-slot="tab-list"
      className={composeRenderProps(className, (value) => cn(tabListVariants({ variant }), value))}
      {...props}
    />
  );
}

const tabVariants = cva(
  [
    'relative flex cursor-pointer items-center gap-2 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none',
    'motion-safe:transition-colors duration-fast data-[hovered]:text-foreground data-[selected]:text-foreground',
    'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 [&_svg]:size-4',
  ],
  {
    variants: {
      variant: {
        underline: [
          'rounded-sm pb-3 pt-1 -mb-px border-b-2 border-transparent data-[selected]:border-primary',
          'forced-colors:data-[selected]:border-[Highlight]',
        ],
        pills: 'rounded-md px-3 py-1.5 data-[selected]:bg-surface data-[selected]:shadow-sm forced-colors:data-[selected]:outline-1',
      },
    },
  },
);

function Tab({ className, ...props }: TabProps) {
  const variant = useContext(VariantContext);
  return <AriaTab data-slot="tab" className={composeRenderProps(className, (value) => cn(tabVariants({ variant }), value))} {...props} />;
}

function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      data-slot="tab-panel"
      className={composeRenderProps(className, (value) =>
        cn('rounded-md text-sm outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring', value),
      )}
      {...props}
    />
  );
}

export { Tabs, TabList, Tab, TabPanel, tabVariants, tabListVariants, type TabsProps };
