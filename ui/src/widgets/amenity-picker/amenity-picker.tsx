import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import { Button } from '../../components/button/button.tsx';
import { checkboxIndicatorVariants } from '../../components/checkbox/checkbox.tsx';
import { FieldDescription, FieldError, FieldLabel } from '../../components/field/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { amenityPickerMessages } from './amenity-picker-messages.ts';

interface AmenityOption {
  value: string;
  /** The option's words, in the page's language. */
  label: string;
  /** A decorative icon. */
  icon?: ReactNode;
}

interface AmenityPickerProps {
  /** The group's name ("What does your RV have?"). */
  label: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Every option, in the order shown. */
  options: readonly AmenityOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Pick amenities from tiles: each tile is a checkbox (Tab moves between them, Space toggles), with an icon; a count
 * of the chosen ones is kept up to date for screen readers, and one button selects or clears them all.
 */
function AmenityPicker({ label, description, errorMessage, options, value, onChange, isDisabled, className }: AmenityPickerProps) {
  const t = useMessages(amenityPickerMessages);
  const chosen = options.filter((o) => value.includes(o.value)).length;
  const all = chosen === options.length;
  return (
    <AriaCheckboxGroup
      data-slot="amenity-picker"
      value={[...value]}
      onChange={(next) => onChange(options.map((o) => o.value).filter((v) => next.includes(v)))}
      isDisabled={isDisabled}
      className={cn('group/field flex flex-col gap-3', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <FieldLabel className="text-base">{label}</FieldLabel>
          {description != null ? <FieldDescription>{description}</FieldDescription> : null}
        </div>
        <div className="flex items-center gap-3">
          <output data-slot="amenity-picker-count" aria-live="polite" className="text-sm text-muted-foreground">
            {t.selected(chosen, options.length)}
          </output>
          <Button variant="ghost" size="sm" disabled={isDisabled} onClick={() => onChange(all ? [] : options.map((o) => o.value))}>
            {all ? t.clear : t.selectAll}
          </Button>
        </div>
      </div>
      <div data-slot="amenity-picker-options" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
        {options.map((option) => (
          <AriaCheckboxField
            key={option.value}
            value={option.value}
            data-slot="amenity-option"
            className={cn(
              'relative flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface p-3 text-surface-foreground',
              'transition-colors duration-fast ease-standard motion-reduce:transition-none hover:border-foreground/40',
              'data-[selected]:border-primary data-[selected]:bg-primary-soft data-[selected]:ring-1 data-[selected]:ring-primary',
              'has-[[data-focus-visible]]:outline-2 has-[[data-focus-visible]]:outline-offset-2 has-[[data-focus-visible]]:outline-ring',
              'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-foreground',
              'forced-colors:border-[ButtonText] forced-colors:data-[selected]:border-[Highlight] forced-colors:data-[selected]:outline-2 forced-colors:data-[selected]:outline-[Highlight]',
            )}
          >
            <AriaCheckboxButton className="group/checkbox contents cursor-pointer after:absolute after:inset-0 after:rounded-lg after:content-['']">
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className={checkboxIndicatorVariants()}>
                    {isSelected ? <CheckIcon /> : null}
                  </span>
                  {option.icon ? (
                    <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-5">
                      {option.icon}
                    </span>
                  ) : null}
                  <span className="text-sm font-medium leading-5">{option.label}</span>
                </>
              )}
            </AriaCheckboxButton>
          </AriaCheckboxField>
        ))}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

export { AmenityPicker, type AmenityOption, type AmenityPickerProps };
