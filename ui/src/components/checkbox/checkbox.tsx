import { cva } from 'class-variance-authority';
import { CheckIcon, MinusIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { composeClassName, FieldDescription, FieldError, type FieldCopyProps } from '../field/index.ts';

/** The square; its state comes from the data-* attributes of the surrounding checkbox button. */
const checkboxIndicatorVariants = cva([
  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-input bg-surface text-primary-foreground',
  'transition-colors duration-fast ease-standard [&_svg]:size-3.5 [&_svg]:stroke-[3]',
  'group-data-[hovered]/checkbox:border-foreground/70',
  'group-data-[selected]/checkbox:border-primary group-data-[selected]/checkbox:bg-primary',
  'group-data-[indeterminate]/checkbox:border-primary group-data-[indeterminate]/checkbox:bg-primary',
  'group-data-[invalid]/checkbox:border-destructive group-data-[invalid]/checkbox:group-data-[selected]/checkbox:bg-destructive',
  'group-data-[focus-visible]/checkbox:outline-2 group-data-[focus-visible]/checkbox:outline-offset-2 group-data-[focus-visible]/checkbox:outline-ring',
  'forced-colors:border-[ButtonText] forced-colors:group-data-[selected]/checkbox:border-[Highlight] forced-colors:group-data-[selected]/checkbox:bg-[Highlight]',
  'forced-colors:group-data-[indeterminate]/checkbox:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:group-data-[disabled]/checkbox:border-[GrayText]',
]);

type CheckboxProps = Omit<AriaCheckboxFieldProps, 'children'> &
  Omit<FieldCopyProps, 'label'> & {
    /** The checkbox's label. */
    children?: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/** A checkbox with its label, optional description and error; also the item of a CheckboxGroup. */
function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckboxField data-slot="checkbox-field" className={composeClassName(className, 'group/field flex flex-col gap-1')} {...props}>
      <AriaCheckboxButton
        data-slot="checkbox"
        className={cn(
          'group/checkbox inline-flex w-fit cursor-pointer items-start gap-2 text-sm text-foreground select-none',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 forced-colors:data-[disabled]:text-[GrayText]',
        )}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span data-slot="checkbox-indicator" aria-hidden="true" className={checkboxIndicatorVariants()}>
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            <span data-slot="checkbox-label" className="py-0.5 leading-5">
              {children}
            </span>
          </>
        )}
      </AriaCheckboxButton>
      {description != null ? <FieldDescription className="ps-7">{description}</FieldDescription> : null}
      <FieldError className="ps-7">{errorMessage}</FieldError>
    </AriaCheckboxField>
  );
}

export { Checkbox, checkboxIndicatorVariants, type CheckboxProps };
