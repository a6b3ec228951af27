// The one country select of the app's forms (host profile, payout account, driver's licence, verification): the
// contract's countries, named in the reader's language (common namespace, always loaded).
import { useTranslation } from 'react-i18next';
import { type Country, countries } from '@rove/contract/vocabulary';
import { NativeSelect, type NativeSelectProps } from '@rove/ui';

/** A country's name in the current language (United States / États-Unis, Canada). */
export function useCountryName(): (country: Country) => string {
  const { t } = useTranslation('common');
  return (country) => t(`country.${country}`);
}

type CountrySelectProps = Omit<NativeSelectProps, 'children' | 'value' | 'defaultValue' | 'onChange'> & {
  label: string;
  /** The chosen country; null or '' when none is chosen yet. */
  value: Country | '' | null;
  onChange: (country: Country) => void;
};

export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const countryName = useCountryName();
  return (
    <NativeSelect {...props} value={value || ''} onChange={(country) => onChange(country as Country)}>
      {countries.map((country) => (
        <option key={country} value={country}>
          {countryName(country)}
        </option>
      ))}
    </NativeSelect>
  );
}
