// profile/message-templates: the host's saved answers, inserted into a reply from a thread with their
// placeholders filled ({renterFirstName}, {rvName}, {tripStart}...). Create, edit and delete; what is typed stays
// in the form when the server refuses it.
import { maxMessageLength, type MessageTemplate, templatePlaceholders, messageWords } from '@rove/contract';
import { Banner, Button, EmptyState, Skeleton, TextArea, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-fetch.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { createTemplate, deleteTemplate, updateTemplate, useTemplates } from './messages-api.ts';

function TemplateForm({ editing, onDone }: { editing: MessageTemplate | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const form = useContractForm({
    schema: () => import('./message-schemas.ts').then((m) => m.MessageTemplateInputSchema),
    initial: { Name: editing?.Name ?? '', templateBody: editing?.Body ?? '' },
    toBody: (values) => ({ Name: values.Name, Body: values.templateBody }),
    fieldOf: (path) => (path === 'Body' ? 'templateBody' : 'Name'),
    namespace: 'messages',
    words: messageWords,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (template) => {
    setFailure(null);
    try {
      if (editing) await updateTemplate(editing.Id, template, locale);
      else await createTemplate(template, locale);
      toastQueue.add({ title: editing ? t('templates.updated') : t('templates.created') });
      if (!editing) form.setValues({ Name: '', templateBody: '' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.body);
      setFailure(error instanceof ApiError ? error.message : t('loadFailed'));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
      aria-labelledby="template-form-title"
    >
      <h2 id="template-form-title" className="text-lg font-semibold">
        {editing ? t('templates.edit', { name: editing.Name }) : t('templates.new')}
      </h2>
      {failure ? (
        <Banner tone="danger" urgent>
          {failure}
        </Banner>
      ) : null}
      <TextField label={t('templates.name')} isRequired {...form.field('Name')} />
      <TextArea
        label={t('templates.body')}
        rows={6}
        isRequired
        description={t('composer.count', {
          used: format.number(form.values.templateBody.trim().length),
          max: format.number(maxMessageLength),
        })}
        {...form.field('templateBody')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.pending}>
          {editing ? t('templates.saveChanges') : t('templates.save')}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('templates.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export default function TemplatesPage() {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const { data, error, mutate } = useTemplates();
  const [editing, setEditing] = useState<MessageTemplate | null>(null);

  const remove = async (template: MessageTemplate) => {
    try {
      await deleteTemplate(template.Id, locale);
      toastQueue.add({ title: t('templates.deleted') });
      if (editing?.Id === template.Id) setEditing(null);
      void mutate();
    } catch (failure) {
      toastQueue.add({ title: failure instanceof Error ? failure.message : t('loadFailed') });
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{t('templates.title')}</h1>
      <div className="text-sm text-muted-foreground">
        <p>{t('templates.intro')}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {templatePlaceholders.map((name) => (
            <li key={name}>
              <code className="rounded bg-muted px-1 text-foreground">{`{${name}}`}</code> {t(`templates.placeholders.${name}`)}
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="templates-list-title" className="flex flex-col gap-3">
        <h2 id="templates-list-title" className="text-lg font-semibold">
          {t('templates.listLabel')}
        </h2>
        {error && !data ? (
          <Banner tone="danger" urgent action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}>
            {t('loadFailed')}
          </Banner>
        ) : !data ? (
          <Skeleton className="h-20 w-full" />
        ) : data.Items.length === 0 ? (
          <EmptyState title={t('templates.none')} description={t('templates.noneText')} />
        ) : (
          <ul className="flex flex-col gap-2">
            {data.Items.map((template) => (
              <li key={template.Id} className="flex flex-wrap items-start gap-3 rounded-lg border border-border p-3">
                {/* At least 15rem of words before the buttons come beside them (on a phone they go below). */}
                <div className="min-w-0 grow basis-60">
                  <h3 className="font-semibold">{template.Name}</h3>
                  <p className="line-clamp-3 whitespace-pre-wrap text-sm text-muted-foreground">{template.Body}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(template)}
                    aria-label={t('templates.edit', { name: template.Name })}
                  >
                    {t('templates.editButton')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void remove(template)}
                    aria-label={t('templates.deleteLabel', { name: template.Name })}
                  >
                    {t('templates.deleteButton')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TemplateForm
        key={editing?.Id ?? 'new'}
        editing={editing}
        onDone={() => {
          setEditing(null);
          void mutate();
        }}
      />
    </div>
  );
}
