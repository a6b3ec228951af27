import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { composeClassName, FieldDescription, FieldError, FieldLabel, type FieldCopyProps } from '../field/index.ts';

const checkboxGroupItemsVariants = cva('flex gap-3', {
  variants: {
    orientation: { vertical: 'flex-col', horizontal: 'flex-row flex-wrap gap-x-6' },
  },
  defaultVariants: { orientation: 'vertical' },
});

type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'children'> &
  FieldCopyProps &
  VariantProps<typeof checkboxGroupItemsVariants> & {
    /** The `Checkbox` items, each with a `value`. */
    children?: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/** Several checkboxes under one label, with one description and one error for the group. */
function CheckboxGroup({ label, description, errorMessage, orientation, className, children, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      data-slot="checkbox-group"
      data-orientation={orientation ?? 'vertical'}
      className={composeClassName(className, 'group/field flex flex-col gap-2')}
      {...props}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {description != null ? <FieldDescription className="-mt-1">{description}</FieldDescription> : null}
      <div data-slot="checkbox-group-items" className={checkboxGroupItemsVariants({ orientation })}>
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

export { CheckboxGroup, checkboxGroupItemsVariants, type CheckboxGroupProps };
