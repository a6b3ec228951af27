import { cva } from 'class-variance-authority';
import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { composeClassName, type FieldCopyProps, FieldParts, fieldVariants, inputVariants } from '../field/index.ts';

const textAreaVariants = cva('h-auto min-h-20 py-2 leading-normal', {
  variants: {
    resize: { none: 'resize-none', vertical: 'resize-y' },
  },
  defaultVariants: { resize: 'vertical' },
});

type TextAreaProps = Omit<AriaTextFieldProps, 'children'> &
  FieldCopyProps & {
    placeholder?: string;
    rows?: number;
    resize?: 'none' | 'vertical';
    /** Classes for the textarea itself (`className` styles the field wrapper). */
    inputClassName?: string;
    /** The textarea element. */
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A multi-line text input with its label, description and error. */
function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  resize,
  className,
  inputClassName,
  ref,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField data-slot="text-area-field" className={composeClassName(className, fieldVariants())} {...props}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <AriaTextArea
          ref={ref}
          rows={rows}
          placeholder={placeholder}
          data-slot="text-area"
          className={cn(inputVariants(), textAreaVariants({ resize }), inputClassName)}
        />
      </FieldParts>
    </AriaTextField>
  );
}

export { TextArea, textAreaVariants, type TextAreaProps };
