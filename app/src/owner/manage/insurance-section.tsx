// rvs/{rvId}/insurance: the protection to acknowledge, or what it covers once acknowledged.
import type { HostRv } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { ProtectionField } from '../fields/rules-fields.tsx';
import { SectionForm, SectionGroup } from './section-form.tsx';

export function InsuranceSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  if (!rv.ProtectionAcknowledged)
    return (
      <SectionForm rv={rv} label={t('edit.sections.insurance')} fields={['ProtectionAcknowledged']}>
        <SectionGroup title={t('edit.protection')}>
          <ProtectionField />
        </SectionGroup>
      </SectionForm>
    );
  return (
    <SectionGroup title={t('edit.protection')}>
      <div className="flex max-w-2xl flex-col gap-4">
        <p>{t('wizard.protectionBody1')}</p>
        <p>{t('wizard.protectionBody2')}</p>
        <p>{t('wizard.protectionBody3')}</p>
      </div>
    </SectionGroup>
  );
}
