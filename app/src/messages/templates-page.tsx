// profile/message-templates: the host's saved answers, inserted into a reply from a thread with their
// placeholders filled ({renterFirstName}, {rvName}, {tripStart}...). Create, edit and delete; what is typed stays
// in the form when the server refuses it.
import {
  maxMessageLength,
  maxTemplateNameLength,
  type MessageTemplate,
  MessageTemplateInputSchema,
  templatePlaceholders,
} from '@rove/contract';
import { Banner, Button, EmptyState, Skeleton, TextArea, TextField } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-fetch.ts';
import { useFormat } from '../bookings/booking-parts.tsx';
import { toastQueue } from '../layout/modal-registry.tsx';
import { createTemplate, deleteTemplate, updateTemplate, useTemplates } from './messages-api.ts';

type Field = 'Name' | 'Body';

function TemplateForm({ editing, onDone }: { editing: MessageTemplate | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const [name, setName] = useState(editing?.Name ?? '');
  const [body, setBody] = useState(editing?.Body ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = MessageTemplateInputSchema.safeParse({ Name: name, Body: body });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const code = issue.message;
        next[field] ??=
          code === 'TEMPLATE_NAME_REQUIRED'
            ? t('templates.nameRequired')
            : code === 'TEMPLATE_NAME_TOO_LONG'
              ? t('templates.nameTooLong', { max: maxTemplateNameLength })
              : code === 'MESSAGE_TOO_LONG'
                ? t('templates.tooLong', { max: format.number(maxMessageLength) })
                : t('templates.bodyRequired');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (editing) await updateTemplate(editing.Id, parsed.data, locale);
      else await createTemplate(parsed.data, locale);
      toastQueue.add({ title: editing ? t('templates.updated') : t('templates.created') });
      if (!editing) {
        setName('');
        setBody('');
      }
      onDone();
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? (error.body as { Errors?: Partial<Record<Field, string[]>> } | undefined)?.Errors : undefined;
      if (fieldErrors) {
        const next: Partial<Record<Field, string>> = {};
        for (const field of ['Name', 'Body'] as const) {
          const first = fieldErrors[field]?.[0];
          if (first) next[field] = first;
        }
        setErrors(next);
      }
      setFailure(error instanceof ApiError ? error.message : t('loadFailed'));
    } finally {
      setSaving(false);
    }
  };

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
      <TextField
        label={t('templates.name')}
        value={name}
        onChange={setName}
        isInvalid={Boolean(errors.Name)}
        errorMessage={errors.Name}
        isRequired
      />
      <TextArea
        label={t('templates.body')}
        value={body}
        onChange={setBody}
        rows={6}
        isInvalid={Boolean(errors.Body)}
        errorMessage={errors.Body}
        isRequired
        description={t('composer.count', { used: format.number(body.trim().length), max: format.number(maxMessageLength) })}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
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
                <div className="min-w-0 flex-1">
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
