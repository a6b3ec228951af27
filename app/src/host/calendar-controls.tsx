// The calendar page's controls that load once the page has shown (issue 35), in a chunk of their own: the RV picker
// (react-aria's select, its list and popover) and the actions' money and number fields. The page draws them
// meanwhile with placeholders of their size (calendar-page.tsx, calendar-actions.tsx).
import { ListBoxItem, Select } from '@rove/ui';

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
    <Select label={label} selectedKey={selected} onSelectionChange={(value) => onChange(String(value))} className={className}>
      {choices.map((rv) => (
        <ListBoxItem key={rv.id} id={rv.id} textValue={rv.name}>
          {rv.name}
        </ListBoxItem>
      ))}
    </Select>
  );
}
