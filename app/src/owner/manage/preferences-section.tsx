// rvs/{rvId}/preferences: the rules and the calendar's times, in one form saved on its own.
import type { HostRv } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { CalendarFields, PreferencesFields } from '../fields/rules-fields.tsx';
import { fieldsOf } from './rv-sections.ts';
import { SectionForm, SectionGroup } from './section-form.tsx';

export function PreferencesSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  return (
    <SectionForm rv={rv} label={t('edit.sections.preferences')} fields={fieldsOf(rv, ['calendar-settings', 'booking-preferences'])}>
      <SectionGroup title={t('edit.rules')}>
        <PreferencesFields />
      </SectionGroup>
      <SectionGroup title={t('edit.times')}>
        <CalendarFields />
      </SectionGroup>
    </SectionForm>
  );
}
