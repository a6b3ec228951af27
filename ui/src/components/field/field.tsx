import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Group as AriaGroup,
  type GroupProps as AriaGroupProps,
  Input as AriaInput,
  type InputProps as AriaInputProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text as AriaText,
  type TextProps as AriaTextProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import {
  type FieldCopyProps,
  FieldRequiredMark,
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldSizes,
  fieldVariants,
  labelVariants,
} from './field-styles.tsx';

/**
 * Merges a react-aria className (a string or a function of render props) with our defaults; the consumer's wins.
 */
function composeClassName<T>(className: string | ((renderProps: T) => string) | undefined, defaults: string) {
  return composeRenderProps(className, (consumer) => cn(defaults, consumer));
}

/** The field's label; a required field gets a mark that screen readers skip (the control says required itself). */
function FieldLabel({ className, children, isRequired, ...props }: AriaLabelProps & { isRequired?: boolean }) {
  return (
    <AriaLabel data-slot="field-label" className={cn(labelVariants(), className)} {...props}>
      {children}
      {isRequired ? <FieldRequiredMark /> : null}
    </AriaLabel>
  );
}

/** Help text, linked to the control through react-aria's description slot. */
function FieldDescription({ className, ...props }: AriaTextProps) {
  return <AriaText slot="description" data-slot="field-description" className={cn(fieldDescriptionVariants(), className)} {...props} />;
}

/** The error text; react-aria renders it only while the field is invalid and links it to the control. */
function FieldError({ className, ...props }: AriaFieldErrorProps) {
  return <AriaFieldError data-slot="field-error" className={composeClassName(className, fieldErrorVariants())} {...props} />;
}

/** Label, control, description and error in their usual order; skips the parts that have no words. */
function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldCopyProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {label != null ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      {children}
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-surface-foreground',
    'placeholder:text-muted-foreground transition-[border-color,box-shadow] duration-fast ease-standard',
    'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
    'data-[focused]:border-ring data-[focused]:ring-1 data-[focused]:ring-ring',
    'data-[hovered]:border-foreground/60',
    'data-[invalid]:border-destructive aria-invalid:border-destructive',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 disabled:cursor-not-allowed disabled:opacity-60',
    'forced-colors:border-[ButtonText] forced-colors:data-[focused]:outline-[Highlight] forced-colors:data-[invalid]:border-[Mark]',
  ],
  {
    variants: {
      size: fieldSizes,
    },
    defaultVariants: { size: 'md' },
  },
);

/** A text input styled as a field; inside a react-aria field it picks up its id, labels and state. */
function Input({
  className,
  size,
  ...props
}: Omit<AriaInputProps, 'size'> & VariantProps<typeof inputVariants> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <AriaInput
      data-slot="input"
      className={composeClassName(className as AriaInputProps['className'], inputVariants({ size }))}
      {...props}
    />
  );
}

const fieldGroupVariants = cva(
  [
    'flex w-full min-w-0 items-center overflow-hidden rounded-md border border-input bg-surface text-surface-foreground',
    'transition-[border-color,box-shadow] duration-fast ease-standard',
    'data-[focus-within]:border-ring data-[focus-within]:ring-1 data-[focus-within]:ring-ring',
    'data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
    'data-[hovered]:border-foreground/60',
    'data-[invalid]:border-destructive',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    'forced-colors:border-[ButtonText] forced-colors:data-[invalid]:border-[Mark]',
    // The input inside draws no frame of its own: the group is the frame.
    '[&_[data-slot=input]]:h-full [&_[data-slot=input]]:rounded-none [&_[data-slot=input]]:border-0 [&_[data-slot=input]]:bg-transparent',
    '[&_[data-slot=input]]:ring-0 [&_[data-slot=input]]:outline-none',
  ],
  {
    variants: {
      size: fieldSizes,
    },
    defaultVariants: { size: 'md' },
  },
);

/** A frame around an input and its buttons (number, search, combobox, phone), focused as one. */
function FieldGroup({ className, size, ...props }: AriaGroupProps & VariantProps<typeof fieldGroupVariants>) {
  return <AriaGroup data-slot="field-group" className={composeClassName(className, fieldGroupVariants({ size }))} {...props} />;
}

export {
  composeClassName,
  FieldDescription,
  fieldDescriptionVariants,
  FieldError,
  fieldErrorVariants,
  FieldGroup,
  fieldGroupVariants,
  FieldLabel,
  FieldParts,
  FieldRequiredMark,
  fieldSizes,
  fieldVariants,
  Input,
  inputVariants,
  labelVariants,
  type FieldCopyProps,
};
