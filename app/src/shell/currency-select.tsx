import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@rove/contract';
import { setCurrency, useCurrency } from '../i18n/preferences-store.ts';

export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('header.currency')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => setCurrency(event.target.value as Currency)}
        className="h-9 cursor-pointer rounded-md border border-input bg-surface px-2 text-sm font-semibold text-surface-foreground"
      >
        <option value="USD">{t('header.currencyUsd')}</option>
        <option value="CAD">{t('header.currencyCad')}</option>
      </select>
    </div>
  );
}
