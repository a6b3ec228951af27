import { type ComponentProps, type Key, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DataTableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  /** What the column shows for a row. */
  render: (row: Row) => ReactNode;
  /** Numbers and money: aligned to the end, with tabular figures. */
  numeric?: boolean;
  /** Muted text in the column's header and row headers (a column of labels). */
  muted?: boolean;
}

type DataTableProps<Row> = Omit<ComponentProps<'table'>, 'children'> & {
  /** Every table has a name: the caption, shown as a heading or (hideCaption) read only by screen readers. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /**
   * The first column names its row (`<th scope="row">`), so screen readers announce it with each cell. Off for tables
   * whose rows have no natural name (a payment history by date is still named by its date: leave it on).
   */
  rowHeaders?: boolean;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Muted column headers (a quiet table inside a dialog). */
  mutedHeaders?: boolean;
  /** Extra attributes per row (data-changed and the like). */
  rowProps?: (row: Row) => ComponentProps<'tr'> & Record<`data-${string}`, unknown>;
  /** The smallest width before the table scrolls sideways in its own box (default 24rem). */
  minWidth?: 'none' | 'sm' | 'md';
};

const minWidths = { none: '', sm: 'min-w-96', md: 'min-w-[36rem]' } as const;

/**
 * Whether the box scrolls sideways (its content wider than itself), followed as either resizes. A box that scrolls
 * must be reachable by keyboard to be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

/**
 * A table of data with a caption, column headers (`scope="col"`) and row headers (`scope="row"`): the one markup of
 * every money, earnings, payout and review table. It scrolls sideways inside its own box on narrow screens, so the
 * page never does; while it scrolls, the box is a group named by the caption that takes the keyboard's focus (the
 * arrow keys then scroll it).
 */
function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowHeaders = true,
  empty,
  rowProps,
  mutedHeaders = false,
  minWidth = 'sm',
  className,
  ...props
}: DataTableProps<Row>) {
  const align = (column: DataTableColumn<Row>) => (column.numeric ? 'text-end tabular-nums' : 'text-start');
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrolls = useScrollsSideways(box);
  return (
    <div
      ref={box}
      data-slot="data-table"
      className="overflow-x-auto"
      {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': captionId } : {})}
    >
      <table className={cn('w-full border-collapse text-sm', minWidths[minWidth], className)} {...props}>
        <caption id={captionId} className={hideCaption ? 'sr-only' : 'mb-2 text-start font-display text-lg font-semibold'}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'py-2 pe-3 font-medium last:pe-0',
                  column.numeric ? 'text-end' : 'text-start',
                  (column.muted || mutedHeaders) && 'text-muted-foreground',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="py-2 text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border/60" {...rowProps?.(row)}>
              {columns.map((column, index) =>
                rowHeaders && index === 0 ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cn('py-2 pe-3 font-normal', align(column), column.muted && 'text-muted-foreground')}
                  >
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cn('py-2 pe-3 last:pe-0', align(column))}>
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { DataTable, type DataTableProps };
