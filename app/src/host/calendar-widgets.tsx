// The calendar page's widgets that load once the page has shown (the calendar first), in chunks of their own, each
// drawn meanwhile with a placeholder of its size: the RV picker as its label and choice, the price and minimum-stay
// fields (react-aria's number field) as their label, box and help text; the iCal panel (at the page's end) coming when
// it comes.
import type { ComponentProps } from 'react';
import { FieldPlaceholder } from '../forms/field-placeholder.tsx';
import { afterFirstPageWidget } from '../lib/after-first-page-widget.tsx';
import type { MoneyField as MoneyFieldNow, NumberField as NumberFieldNow, RvSelectProps } from './calendar-controls.tsx';

export const RvSelect = afterFirstPageWidget<RvSelectProps>(
  () => import('./calendar-controls.tsx').then((m) => m.RvSelect),
  ({ label, choices, selected, className }) => (
    <FieldPlaceholder label={label} text={choices.find((choice) => choice.id === selected)?.name} className={className} />
  ),
);

export const IcalPanel = afterFirstPageWidget(
  () => import('./ical-panel.tsx').then((m) => m.IcalPanel),
  () => null,
);

const fieldPlaceholder = ({ label, description }: { label?: unknown; description?: unknown }) => (
  <FieldPlaceholder label={label as string} description={description as string | undefined} />
);

export const MoneyField = afterFirstPageWidget<ComponentProps<typeof MoneyFieldNow>>(
  () => import('./calendar-controls.tsx').then((m) => m.MoneyField),
  fieldPlaceholder,
);

export const NumberField = afterFirstPageWidget<ComponentProps<typeof NumberFieldNow>>(
  () => import('./calendar-controls.tsx').then((m) => m.NumberField),
  fieldPlaceholder,
);
