// The reply box of a thread: text (kept as a draft until sent), photos (jpg/png, uploaded as message photos) and,
// for hosts, their templates inserted with the placeholders filled. A refusal or a failed send shows why in the
// page's language and leaves the text in the box; a retry of the same text never sends it twice.
import {
  fillMessageTemplate,
  maxMessageLength,
  maxMessagePhotos,
  type MessageErrorCode,
  messageErrorCodes,
  type TemplatePlaceholder,
  type ThreadDetail,
  messageWords,
} from '@rove/contract';
import { Banner, Button, ImageIcon, Menu, MenuItem, MenuTrigger, TextArea } from '@rove/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { photoFileProblem, photoLimitMegabytes } from '../forms/photo-files.ts';
import { uploadPhotoFile } from '../api/photo-upload.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { sendMessage, useTemplates } from './messages-api.ts';

interface Attached {
  localId: string;
  name: string;
  preview: string;
  uploadId?: string;
  failed?: string;
}

const isCode = (value: string | undefined): value is MessageErrorCode => (messageErrorCodes as readonly string[]).includes(value ?? '');

/** Keyed by thread in its parent: another thread starts from its own draft. */
export function Composer({ detail, onSent }: { detail: ThreadDetail; onSent: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const to = useDashboardPath();
  const thread = detail.Thread;
  const draftId = `thread-${thread.Id}`;
  const [draft, setDraft] = useState(() => readDraft(draftId));
  const [photos, setPhotos] = useState<Attached[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const photoIds = photos.flatMap((p) => (p.uploadId ? [p.uploadId] : []));
  // The text and the uploaded photos, checked with SendMessageSchema (the server's): text or a photo, within bounds.
  const form = useContractForm({
    schema: () => import('./message-schemas.ts').then((m) => m.SendMessageSchema),
    initial: () => ({ reply: draft.text }),
    toBody: (values) => ({ Body: values.reply, PhotoIds: photoIds }),
    fieldOf: () => 'reply',
    namespace: 'messages',
    words: messageWords,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const isHost = thread.Role === 'owner';
  const templates = useTemplates(isHost);

  const setText = (text: string) => {
    form.set('reply')(text);
    setDraft((previous) => writeDraft(draftId, previous, text));
  };

  const values: Partial<Record<TemplatePlaceholder, string>> = {
    renterFirstName: detail.RenterFirstName,
    hostFirstName: detail.HostFirstName,
    rvName: thread.Rv.Name,
    tripStart: thread.StartDate ? format.day(thread.StartDate, 'long') : undefined,
    tripEnd: thread.EndDate ? format.day(thread.EndDate, 'long') : undefined,
  };

  const insertTemplate = (id: string | number) => {
    const template = templates.data?.Items.find((item) => String(item.Id) === String(id));
    if (!template) return;
    const filled = fillMessageTemplate(template.Body, values);
    const text = form.values.reply;
    setText(text.trim() ? `${text.trimEnd()}\n\n${filled}` : filled);
    requestAnimationFrame(() => textArea.current?.focus());
  };

  const addFiles = (files: FileList | null) => {
    setError(null);
    const chosen = [...(files ?? [])];
    if (photos.length + chosen.length > maxMessagePhotos) {
      setError(t('composer.tooManyPhotos', { max: maxMessagePhotos }));
      return;
    }
    for (const file of chosen) {
      const problem = photoFileProblem(file);
      if (problem) {
        const key = problem === 'unsupported' ? 'photoUnsupported' : problem === 'tooLarge' ? 'photoTooLarge' : 'photoEmpty';
        setError(t(`composer.${key}`, { name: file.name, mb: photoLimitMegabytes }));
        continue;
      }
      const localId = crypto.randomUUID();
      setPhotos((list) => [...list, { localId, name: file.name, preview: URL.createObjectURL(file) }]);
      setStatus(t('composer.uploading', { name: file.name }));
      uploadPhotoFile(file, { language: locale, kind: 'message-photo' })
        .then((upload) => setPhotos((list) => list.map((p) => (p.localId === localId ? { ...p, uploadId: upload.Id } : p))))
        .catch((failure: unknown) => {
          const message = failure instanceof ApiError ? failure.message : t('composer.failed');
          setPhotos((list) => list.filter((p) => p.localId !== localId));
          setError(message);
        });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = form.onSubmit(async (message) => {
    setError(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setError(t('composer.offline'));
      return;
    }
    try {
      await sendMessage(thread.Id, message, draft.key, locale);
      setDraft(clearDraft(draftId));
      form.setValues({ reply: '' });
      for (const photo of photos) URL.revokeObjectURL(photo.preview);
      setPhotos([]);
      setStatus(t('composer.sent'));
      onSent();
    } catch (failure) {
      if (failure instanceof ApiError && isCode(failure.statusMessage)) setError(failure.message);
      else if (typeof navigator !== 'undefined' && navigator.onLine === false) setError(t('composer.offline'));
      else setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('composer.failed'));
    }
  });

  const uploading = photos.some((p) => !p.uploadId);
  const length = form.values.reply.trim().length;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-border pt-4" aria-label={t('composer.label')} noValidate>
      {error ? (
        <Banner tone="danger" urgent>
          {error}
        </Banner>
      ) : null}
      <TextArea
        ref={textArea}
        label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        rows={3}
        description={t('composer.count', { used: format.number(length), max: format.number(maxMessageLength) })}
        {...form.field('reply')}
        onChange={setText}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
      />
      {photos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('composer.attach')}>
          {photos.map((photo) => (
            <li key={photo.localId} className="relative">
              <img
                src={photo.preview}
                alt={photo.name}
                className="size-20 rounded-md object-cover"
                data-uploaded={Boolean(photo.uploadId)}
              />
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="mt-1 w-20 px-1 text-xs"
                onClick={() => {
                  URL.revokeObjectURL(photo.preview);
                  setPhotos((list) => list.filter((p) => p.localId !== photo.localId));
                }}
                aria-label={t('composer.removePhoto', { name: photo.name })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id={`photos-${thread.Id}`}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          multiple
          className="hidden"
          tabIndex={-1}
          aria-label={t('composer.attach')}
          onChange={(event) => addFiles(event.currentTarget.files)}
          aria-describedby={`photos-hint-${thread.Id}`}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <ImageIcon aria-hidden />
          {t('composer.attach')}
        </Button>
        <span id={`photos-hint-${thread.Id}`} className="sr-only">
          {t('composer.attachHint', { mb: photoLimitMegabytes, max: maxMessagePhotos })}
        </span>
        {isHost ? (
          templates.data?.Items.length ? (
            <MenuTrigger>
              <Button type="button" variant="outline" size="sm">
                {t('composer.insertTemplate')}
              </Button>
              <Menu aria-label={t('composer.insertTemplate')} onAction={(key) => insertTemplate(key)}>
                {templates.data.Items.map((template) => (
                  <MenuItem key={template.Id} id={String(template.Id)}>
                    {template.Name}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          ) : (
            <Link to={to('dashboard-profile-message-templates')} className="text-sm font-medium text-primary underline underline-offset-4">
              {t('composer.manageTemplates')}
            </Link>
          )
        ) : null}
        <Button type="submit" className="ms-auto" disabled={form.pending || uploading} aria-disabled={form.pending || uploading}>
          {form.pending ? t('composer.sending') : t('composer.send')}
        </Button>
      </div>
      <output className="sr-only" aria-live="polite">
        {status}
      </output>
    </form>
  );
}
