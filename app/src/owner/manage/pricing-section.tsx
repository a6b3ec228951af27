// rvs/{rvId}/pricing: nightly price, fees, discounts and allowances, in one form saved on its own.
import type { HostRv } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import {
  AllowanceFields,
  CleaningFeeField,
  DiscountFields,
  NightlyPriceField,
  RentalTypeField,
  SecurityDepositField,
} from '../fields/pricing-fields.tsx';
import { stepFields } from '../rv-form.ts';
import { fieldsOf } from './rv-sections.ts';
import { SectionForm, SectionGroup } from './section-form.tsx';

export function PricingSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  return (
    <SectionForm
      rv={rv}
      label={t('edit.sections.pricing')}
      fields={[
        ...fieldsOf(rv, ['base-price', 'cleaning-fee', 'security-deposit', 'longer-stays', 'rental-type']),
        ...stepFields('mileage-and-delivery', rv),
      ]}
    >
      <SectionGroup title={t('edit.nightly')}>
        <NightlyPriceField />
        <CleaningFeeField />
        <SecurityDepositField />
      </SectionGroup>
      <SectionGroup title={t('edit.discounts')}>
        <DiscountFields />
      </SectionGroup>
      <SectionGroup title={t('edit.allowances')}>
        <RentalTypeField />
        <AllowanceFields />
      </SectionGroup>
    </SectionForm>
  );
}
