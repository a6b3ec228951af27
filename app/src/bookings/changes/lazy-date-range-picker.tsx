// The change's date picker (react-aria's date fields and their calendar, about 75 KiB gzip) loads once the dates page
// has shown, in a placeholder of its size, rather than before the page can show (issue 35). The placeholder holds the
// field's label, box and help text in the same places: nothing moves when the picker arrives.
import type { DateRangePicker as Picker } from '@rove/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { afterFirstPage } from '../../lib/app-ready.tsx';

const DateRangePicker = lazy(() =>
  afterFirstPage()
    .then(() => import('@rove/ui/widgets/date-range-picker'))
    .then((m) => ({ default: m.DateRangePicker })),
);

type Props = ComponentProps<typeof Picker>;

function Placeholder({ label, description }: Pick<Props, 'label' | 'description'>) {
  return (
    <div className="flex flex-col gap-1.5" aria-hidden="true">
      <span className="text-sm font-medium text-foreground">{label}</span>
      <div className="h-11 w-full max-w-md rounded-md border border-input bg-surface" />
      <span className="block min-h-5 text-sm" />
      {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
    </div>
  );
}

export function LazyDateRangePicker(props: Props) {
  return (
    <Suspense fallback={<Placeholder label={props.label} description={props.description} />}>
      <DateRangePicker {...props} />
    </Suspense>
  );
}
