import type { VariantProps } from 'class-variance-authority';
import { ChevronDownIcon } from 'lucide-react';
import { type Ref, useState } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import {
  composeClassName,
  type FieldCopyProps,
  FieldGroup,
  type fieldGroupVariants,
  FieldParts,
  fieldVariants,
  Input,
} from '../field/index.ts';
import { phoneFieldMessages } from './phone-field-messages.ts';

/** A dialling code and the regions (ISO 3166 codes) that use it; region names come from Intl in the current language. */
interface PhoneCountryCode {
  code: string;
  regions: string[];
}

/** The specification's default (+1: Canada and the United States) first, then common visitors' codes. */
const defaultPhoneCountryCodes: PhoneCountryCode[] = [
  { code: '+1', regions: ['CA', 'US'] },
  { code: '+52', regions: ['MX'] },
  { code: '+33', regions: ['FR'] },
  { code: '+44', regions: ['GB'] },
  { code: '+49', regions: ['DE'] },
  { code: '+61', regions: ['AU'] },
];

type PhoneFieldProps = Omit<AriaTextFieldProps, 'children' | 'type'> &
  FieldCopyProps &
  VariantProps<typeof fieldGroupVariants> & {
    /** The chosen dialling code, controlled. */
    countryCode?: string;
    /** The dialling code at first (default +1). */
    defaultCountryCode?: string;
    onCountryCodeChange?: (code: string) => void;
    countryCodes?: PhoneCountryCode[];
    /** Form field name of the country code (the phone number uses `name`). */
    countryCodeName?: string;
    /** The select's name (default: Country code / Indicatif du pays). */
    countryCodeLabel?: string;
    placeholder?: string;
    inputClassName?: string;
    /** The phone number input. */
    ref?: Ref<HTMLInputElement>;
  };

/** A phone number: a country-code select (+1 by default) and a tel input, under one label. */
function PhoneField({
  label,
  description,
  errorMessage,
  size,
  countryCode,
  defaultCountryCode = '+1',
  onCountryCodeChange,
  countryCodes = defaultPhoneCountryCodes,
  countryCodeName,
  countryCodeLabel,
  placeholder,
  className,
  inputClassName,
  ref,
  ...props
}: PhoneFieldProps) {
  const t = useMessages(phoneFieldMessages);
  const { locale } = useUiLocale();
  const [ownCode, setOwnCode] = useState(defaultCountryCode);
  const code = countryCode ?? ownCode;
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const optionText = (entry: PhoneCountryCode) =>
    `${list.format(entry.regions.map((region) => regionNames.of(region) ?? region))} (${entry.code})`;

  return (
    <AriaTextField
      data-slot="phone-field"
      type="tel"
      autoComplete="tel-national"
      className={composeClassName(className, fieldVariants())}
      {...props}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup size={size}>
          {/* The native select sits invisibly over the short code it shows, so the pointer, keyboard and
              screen readers all use the real select while the field stays compact. */}
          <span
            data-slot="phone-field-country"
            className={cn(
              'relative flex h-full shrink-0 items-center gap-1 border-e border-input ps-3 pe-2 tabular-nums',
              'has-[select:focus-visible]:outline-2 has-[select:focus-visible]:-outline-offset-2 has-[select:focus-visible]:outline-ring',
              'has-[select:disabled]:cursor-not-allowed',
            )}
          >
            <span aria-hidden="true">{code}</span>
            <ChevronDownIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
            <select
              aria-label={countryCodeLabel ?? t.countryCode}
              name={countryCodeName}
              autoComplete="tel-country-code"
              value={code}
              disabled={props.isDisabled}
              onChange={(event) => {
                setOwnCode(event.target.value);
                onCountryCodeChange?.(event.target.value);
              }}
              className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            >
              {countryCodes.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {optionText(entry)}
                </option>
              ))}
            </select>
          </span>
          <Input ref={ref} placeholder={placeholder} className={cn('tabular-nums', inputClassName)} />
        </FieldGroup>
      </FieldParts>
    </AriaTextField>
  );
}

export { defaultPhoneCountryCodes, PhoneField, type PhoneCountryCode, type PhoneFieldProps };
