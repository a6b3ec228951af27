// The 12-column grid (specification: "Grid: 12 columns"; "The grid column helper accepts only values 1 to 12").

export type GridColumns = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type GridBreakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';
/** A span for every width, or per breakpoint: `{ base: 12, md: 6, lg: 4 }`. */
export type ResponsiveColumns = GridColumns | Partial<Record<GridBreakpoint, GridColumns>>;

export const GRID_COLUMNS = 12;

/** Throws a RangeError unless `n` is a whole number from 1 to 12. */
export function assertGridColumns(n: unknown): asserts n is GridColumns {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > GRID_COLUMNS) {
    throw new RangeError(`Grid columns must be a whole number from 1 to ${GRID_COLUMNS}; got ${String(n)}.`);
  }
}

// Written out in full so that Tailwind finds every class name in the source.
const spans: Record<GridBreakpoint, readonly string[]> = {
  base: [
    'col-span-1',
    'col-span-2',
    'col-span-3',
    'col-span-4',
    'col-span-5',
    'col-span-6',
    'col-span-7',
    'col-span-8',
    'col-span-9',
    'col-span-10',
    'col-span-11',
    'col-span-12',
  ],
  sm: [
    'sm:col-span-1',
    'sm:col-span-2',
    'sm:col-span-3',
    'sm:col-span-4',
    'sm:col-span-5',
    'sm:col-span-6',
    'sm:col-span-7',
    'sm:col-span-8',
    'sm:col-span-9',
    'sm:col-span-10',
    'sm:col-span-11',
    'sm:col-span-12',
  ],
  md: [
    'md:col-span-1',
    'md:col-span-2',
    'md:col-span-3',
    'md:col-span-4',
    'md:col-span-5',
    'md:col-span-6',
    'md:col-span-7',
    'md:col-span-8',
    'md:col-span-9',
    'md:col-span-10',
    'md:col-span-11',
    'md:col-span-12',
  ],
  lg: [
    'lg:col-span-1',
    'lg:col-span-2',
    'lg:col-span-3',
    'lg:col-span-4',
    'lg:col-span-5',
    'lg:col-span-6',
    'lg:col-span-7',
    'lg:col-span-8',
    'lg:col-span-9',
    'lg:col-span-10',
    'lg:col-span-11',
    'lg:col-span-12',
  ],
  xl: [
    'xl:col-span-1',
    'xl:col-span-2',
    'xl:col-span-3',
    'xl:col-span-4',
    'xl:col-span-5',
    'xl:col-span-6',
    'xl:col-span-7',
    'xl:col-span-8',
    'xl:col-span-9',
    'xl:col-span-10',
    'xl:col-span-11',
    'xl:col-span-12',
  ],
};

const templates: Record<GridBreakpoint, readonly string[]> = {
  base: [
    'grid-cols-1',
    'grid-cols-2',
    'grid-cols-3',
    'grid-cols-4',
    'grid-cols-5',
    'grid-cols-6',
    'grid-cols-7',
    'grid-cols-8',
    'grid-cols-9',
    'grid-cols-10',
    'grid-cols-11',
    'grid-cols-12',
  ],
  sm: [
    'sm:grid-cols-1',
    'sm:grid-cols-2',
    'sm:grid-cols-3',
    'sm:grid-cols-4',
    'sm:grid-cols-5',
    'sm:grid-cols-6',
    'sm:grid-cols-7',
    'sm:grid-cols-8',
    'sm:grid-cols-9',
    'sm:grid-cols-10',
    'sm:grid-cols-11',
    'sm:grid-cols-12',
  ],
  md: [
    'md:grid-cols-1',
    'md:grid-cols-2',
    'md:grid-cols-3',
    'md:grid-cols-4',
    'md:grid-cols-5',
    'md:grid-cols-6',
    'md:grid-cols-7',
    'md:grid-cols-8',
    'md:grid-cols-9',
    'md:grid-cols-10',
    'md:grid-cols-11',
    'md:grid-cols-12',
  ],
  lg: [
    'lg:grid-cols-1',
    'lg:grid-cols-2',
    'lg:grid-cols-3',
    'lg:grid-cols-4',
    'lg:grid-cols-5',
    'lg:grid-cols-6',
    'lg:grid-cols-7',
    'lg:grid-cols-8',
    'lg:grid-cols-9',
    'lg:grid-cols-10',
    'lg:grid-cols-11',
    'lg:grid-cols-12',
  ],
  xl: [
    'xl:grid-cols-1',
    'xl:grid-cols-2',
    'xl:grid-cols-3',
    'xl:grid-cols-4',
    'xl:grid-cols-5',
    'xl:grid-cols-6',
    'xl:grid-cols-7',
    'xl:grid-cols-8',
    'xl:grid-cols-9',
    'xl:grid-cols-10',
    'xl:grid-cols-11',
    'xl:grid-cols-12',
  ],
};

function classesFor(table: Record<GridBreakpoint, readonly string[]>, value: ResponsiveColumns): string {
  const byBreakpoint = typeof value === 'object' && value !== null ? value : { base: value };
  const classes: string[] = [];
  for (const [breakpoint, n] of Object.entries(byBreakpoint) as [GridBreakpoint, unknown][]) {
    if (!(breakpoint in table)) throw new RangeError(`Unknown grid breakpoint: ${breakpoint}.`);
    assertGridColumns(n);
    classes.push(table[breakpoint][n - 1]);
  }
  return classes.join(' ');
}

/** The column span classes for 1 to 12 columns (`gridColumns(6)` -> "col-span-6"); anything else throws. */
export function gridColumns(span: ResponsiveColumns): string {
  return classesFor(spans, span);
}

/** The grid template classes for a grid of 1 to 12 equal columns; anything else throws. */
export function gridTemplate(columns: ResponsiveColumns): string {
  return classesFor(templates, columns);
}
