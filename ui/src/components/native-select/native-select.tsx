import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDownIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import {
  type FieldCopyProps,
  FieldRequiredMark,
  fieldDescriptionVariants,
  fieldErrorVariants,
  fieldSizes,
  fieldVariants,
  labelVariants,
} from '../field/field-styles.tsx';

/**
 * The browser's own select, drawn like `Select`'s trigger (same heights, frame, colours) with the chevron over it.
 * States come from the element itself: `:focus-visible`, `:open`, `aria-invalid`, `:disabled`.
 */
const nativeSelectVariants = cva(
  [
    'w-full min-w-0 cursor-default appearance-none truncate rounded-md border border-input bg-surface ps-3 pe-9 text-start text-surface-foreground',
    'transition-[border-color,box-shadow] duration-fast ease-standard outline-none',
    // The placeholder in muted words, as Select's; the options keep the field's colour.
    'has-[option[value=""]:checked]:text-muted-foreground [&_option]:text-surface-foreground',
    'enabled:hover:border-foreground/60',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'open:border-ring open:ring-1 open:ring-ring',
    'aria-invalid:border-destructive',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'forced-colors:border-[ButtonText] forced-colors:aria-invalid:border-[Mark]',
  ],
  {
    variants: {
      size: fieldSizes,
    },
    defaultVariants: { size: 'md' },
  },
);

const nativeSelectMessages = defineMessages({
  en: { placeholder: 'Select an item' },
  fr: { placeholder: 'Sélectionner un élément' },
});

type NativeSelectProps = Omit<
  ComponentProps<'select'>,
  'size' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'multiple' | 'children'
> &
  Pick<FieldCopyProps, 'label' | 'description'> &
  VariantProps<typeof nativeSelectVariants> & {
    /** Shown (and announced) while `isInvalid`. */
    errorMessage?: ReactNode;
    isInvalid?: boolean;
    isRequired?: boolean;
    isDisabled?: boolean;
    /** The chosen option's value; `''` when none is chosen yet (the placeholder shows). */
    value?: string;
    defaultValue?: string;
    /** The value of the option the user chose. */
    onChange?: (value: string) => void;
    /** Shown while no option is chosen (`value` is `''`); "Select an item" in the reader's language by default. */
    placeholder?: string;
    /** `<option>` elements (and `<optgroup>`s). */
    children: ReactNode;
    /** Classes for the `<select>` (`className` styles the field wrapper). */
    selectClassName?: string;
  };

/**
 * Picks one value from a short list of words with the browser's own `<select>`: no listbox, popover or collection
 * code on the page. Children are `<option>`s. Prefer `Select` when options need more than their text.
 */
function NativeSelect({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  size,
  value,
  defaultValue,
  onChange,
  placeholder,
  children,
  className,
  selectClassName,
  id,
  'aria-describedby': describedBy,
  ...props
}: NativeSelectProps) {
  const words = useMessages(nativeSelectMessages);
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const descriptionId = description != null ? `${ownId}-description` : undefined;
  const errorId = isInvalid && errorMessage != null ? `${ownId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  // A select whose value matches no option shows (without choosing it) its first option: the placeholder option
  // matches '' instead, hidden from the list.
  const showPlaceholder = placeholder !== undefined || value === '' || defaultValue === '';
  const uncontrolledValue = value === undefined ? (defaultValue ?? (showPlaceholder ? '' : undefined)) : undefined;
  return (
    <div
      data-slot="native-select"
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
      className={cn(fieldVariants(), className)}
    >
      {label != null ? (
        <label data-slot="field-label" htmlFor={selectId} className={labelVariants()}>
          {label}
          {isRequired ? <FieldRequiredMark /> : null}
        </label>
      ) : null}
      <div className="relative">
        <select
          data-slot="native-select-control"
          id={selectId}
          value={value}
          defaultValue={uncontrolledValue}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedByIds}
          className={cn(nativeSelectVariants({ size }), selectClassName)}
          {...props}
        >
          {showPlaceholder ? (
            <option value="" disabled hidden>
              {placeholder ?? words.placeholder}
            </option>
          ) : null}
          {children}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          data-slot="native-select-icon"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {description != null ? (
        <p id={descriptionId} data-slot="field-description" className={fieldDescriptionVariants()}>
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} data-slot="field-error" className={fieldErrorVariants()}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

export { NativeSelect, nativeSelectVariants, type NativeSelectProps };
