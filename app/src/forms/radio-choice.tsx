// One choice among a list of values, each with its label: the ui's radio group with a radio per option, as one
// component a page can load apart (fields-after-first-page.tsx).
import { Radio, RadioGroup } from '@rove/ui';
import type { ComponentProps, ReactNode } from 'react';

export type RadioChoiceProps = Omit<ComponentProps<typeof RadioGroup>, 'children'> & {
  options: readonly { value: string; label: ReactNode }[];
};

export function RadioChoice({ options, ...props }: RadioChoiceProps) {
  return (
    <RadioGroup {...props}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
