// What renters read: the listing's name and its description in English and French.
import { rvLimits } from '@rove/contract';
import { TextArea, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useRvForm } from './rv-form-context.tsx';

export function NameField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <TextField
      label={t('fields.name')}
      description={t('fields.nameHelp')}
      value={(values.Name as string | null) ?? ''}
      onChange={(Name) => set({ Name })}
      maxLength={rvLimits.Name.max}
      autoComplete="off"
      isRequired
      className="max-w-lg"
      {...error('Name')}
    />
  );
}

export function DescriptionField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  const description = (values.Description as { en: string; fr: string } | null) ?? { en: '', fr: '' };
  const max = rvLimits.Description.max;
  const problem = error('Description');
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t('fields.descriptionHelp')}</p>
      {(['en', 'fr'] as const).map((language) => (
        <TextArea
          key={language}
          label={t(language === 'en' ? 'fields.descriptionEn' : 'fields.descriptionFr')}
          description={t('fields.characters', { count: description[language].length, max })}
          value={description[language]}
          onChange={(text) => set({ Description: { ...description, [language]: text } })}
          maxLength={max}
          rows={6}
          {...problem}
          errorMessage={language === 'en' ? problem.errorMessage : undefined}
        />
      ))}
    </div>
  );
}
