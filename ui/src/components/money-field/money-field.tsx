import type { Currency } from '@rove/contract/vocabulary';
import type { ReactNode, Ref } from 'react';
import { NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { composeClassName, type FieldCopyProps, FieldGroup, FieldParts, fieldVariants, Input } from '../field/index.ts';
import { moneyFieldMessages } from './money-field-messages.ts';

type MoneyFieldProps = Omit<AriaNumberFieldProps, 'children' | 'formatOptions' | 'value' | 'defaultValue' | 'onChange'> &
  FieldCopyProps & {
    /** The amount's currency: US dollars or Canadian dollars. Its code shows beside the amount and is said with the description. */
    currency: Currency;
    /** The amount, or null when empty (react-aria's NaN is turned into null). */
    value?: number | null;
    defaultValue?: number | null;
    onChange?: (value: number | null) => void;
    /** Whole dollars only (a nightly price) instead of cents (a price per mile). */
    wholeUnits?: boolean;
    placeholder?: string;
    size?: 'sm' | 'md' | 'lg';
    ref?: Ref<HTMLInputElement>;
  };

/**
 * An amount of money in USD or CAD: typed and shown in the page's locale ("$1,250.00", "1 250,00 $"), the
 * currency code beside it, arrow keys stepping by a dollar. Empty is null, never 0.
 */
function MoneyField({
  currency,
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  wholeUnits = false,
  placeholder,
  size,
  className,
  ref,
  minValue = 0,
  ...props
}: MoneyFieldProps) {
  const t = useMessages(moneyFieldMessages);
  const fullDescription: ReactNode =
    description != null ? (
      <>
        {description} {t[currency]}
      </>
    ) : (
      t[currency]
    );
  return (
    <AriaNumberField
      data-slot="money-field"
      data-currency={currency}
      className={composeClassName(className, fieldVariants())}
      formatOptions={{
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: wholeUnits ? 0 : 2,
        maximumFractionDigits: wholeUnits ? 0 : 2,
      }}
      minValue={minValue}
      step={wholeUnits ? 1 : undefined}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? Number.NaN)}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
      {...props}
    >
      <FieldParts label={label} description={fullDescription} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup size={size} className="max-w-xs">
          <Input ref={ref} placeholder={placeholder} className="tabular-nums" />
          <span
            data-slot="money-field-currency"
            aria-hidden="true"
            className={cn('flex h-full items-center border-s border-input bg-muted px-3 text-sm font-semibold text-muted-foreground')}
          >
            {currency}
          </span>
        </FieldGroup>
      </FieldParts>
    </AriaNumberField>
  );
}

export { MoneyField, type MoneyFieldProps };
