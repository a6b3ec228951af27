import type { ComponentProps, Key, ReactNode } from 'react';
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
 * A table of data with a caption, column headers (`scope="col"`) and row headers (`scope="row"`): the one markup of
 * every money, earnings, payout and review table. It scrolls sideways inside its own box on narrow screens, so the
 * page never does.
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
  return (
    <div data-slot="data-table" className="overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', minWidths[minWidth], className)} {...props}>
        <caption className={hideCaption ? 'sr-only' : 'mb-2 text-start font-display text-lg font-semibold'}>{caption}</caption>
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
