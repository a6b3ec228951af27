// The field's looks and words with no react-aria in them (field.tsx builds the react-aria parts on them): a control
// drawn by the browser (NativeSelect) takes these alone, and so does not bring react-aria's field parts into a page's
// first load (issue 35: the owner landing's month and type selects brought about 10 KiB gzip).
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** The words every field shows around its control. react-aria links them (aria-describedby, aria-invalid). */
export interface FieldCopyProps {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, announced with it. */
  description?: ReactNode;
  /** Shown (and announced) when the field is invalid: `isInvalid`, `validate` or native constraints. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export const fieldVariants = cva('group/field flex flex-col gap-1.5 text-foreground');

export const labelVariants = cva(
  'inline-flex w-fit items-baseline gap-0.5 text-sm font-semibold text-foreground select-none group-data-[disabled]/field:opacity-60 forced-colors:group-data-[disabled]/field:text-[GrayText]',
);

export const fieldDescriptionVariants = cva('text-sm text-muted-foreground');

export const fieldErrorVariants = cva('text-sm font-medium text-danger-foreground forced-colors:text-[Mark]');

/** The mark after a required field's label; screen readers skip it (the control says required itself). */
export function FieldRequiredMark() {
  return (
    <span aria-hidden="true" data-slot="field-required" className="text-danger-foreground">
      *
    </span>
  );
}

/**
 * The height and text size of every field control at each size (input, field group, select trigger, native select),
 * so that controls side by side line up: sm 32 px, md 40 px (16 px text on phones, which keeps iOS from zooming), lg 48 px.
 */
export const fieldSizes = { sm: 'h-8 text-sm', md: 'h-10 text-base sm:text-sm', lg: 'h-12 text-base' } as const;
