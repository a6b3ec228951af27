// The calendar page's controls that load once the page has shown (issue 35), in a chunk of their own: the RV picker
// (the browser's select, drawn like the other fields) and the actions' money and number fields. The page draws them
// meanwhile with placeholders of their size (calendar-page.tsx, calendar-actions.tsx).
import { NativeSelect } from '@rove/ui';

export { MoneyField, NumberField } from '@rove/ui';

export interface RvSelectProps {
  label: string;
  /** The choices: "All RVs" and each listed RV, by id. */
  choices: { id: string; name: string }[];
  selected: string;
  onChange: (id: string) => void;
  className?: string;
}

export function RvSelect({ label, choices, selected, onChange, className }: RvSelectProps) {
  return (
    <NativeSelect label={label} value={selected} onChange={onChange} className={className}>
      {choices.map((rv) => (
        <option key={rv.id} value={rv.id}>
          {rv.name}
        </option>
      ))}
    </NativeSelect>
  );
}
