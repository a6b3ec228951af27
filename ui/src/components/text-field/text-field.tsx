import type { VariantProps } from 'class-variance-authority';
import type { Ref } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { composeClassName, type FieldCopyProps, FieldParts, fieldVariants, Input, type inputVariants } from '../field/index.ts';

type TextFieldProps = Omit<AriaTextFieldProps, 'children'> &
  FieldCopyProps &
  VariantProps<typeof inputVariants> & {
    placeholder?: string;
    /** Classes for the input itself (`className` styles the field wrapper). */
    inputClassName?: string;
    /** The input element. */
    ref?: Ref<HTMLInputElement>;
  };

/** A single-line text input with its label, description and error, wired by react-aria. */
function TextField({ label, description, errorMessage, placeholder, size, className, inputClassName, ref, ...props }: TextFieldProps) {
  return (
    <AriaTextField data-slot="text-field" className={composeClassName(className, fieldVariants())} {...props}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Input ref={ref} size={size} placeholder={placeholder} className={inputClassName} />
      </FieldParts>
    </AriaTextField>
  );
}

export { TextField, type TextFieldProps };
