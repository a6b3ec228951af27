import { cn } from '../../lib/cn.ts';

/** The small icon buttons of the date field and the calendar header. */
export const fieldButton = cn(
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none',
  'hover:bg-muted hover:text-foreground data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring data-[focus-visible]:outline-solid focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-solid',
  'disabled:opacity-50 [&_svg]:size-4',
);
