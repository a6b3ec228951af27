import { useState } from 'react';
import { RangeSlider } from '../../components/range-slider/index.ts';
import type { NumberRange } from './filter-rules.ts';

/** A filter range: follows the thumbs while dragging, reports once the drag or key press ends. */
export function RangeField({
  label,
  bounds,
  value,
  step,
  formatOptions,
  onChange,
}: {
  label: string;
  bounds: NumberRange;
  value: NumberRange;
  step: number;
  formatOptions?: Intl.NumberFormatOptions;
  onChange: (value: NumberRange) => void;
}) {
  const [draft, setDraft] = useState<[number, number] | null>(null);
  return (
    <RangeSlider
      label={label}
      minValue={bounds.min}
      maxValue={bounds.max}
      step={step}
      value={draft ?? [value.min, value.max]}
      formatOptions={formatOptions}
      onChange={setDraft}
      onChangeEnd={([min, max]) => {
        setDraft(null);
        onChange({ min, max });
      }}
    />
  );
}
