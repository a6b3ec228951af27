// The question box of "Ask the host a question" (loaded on the first click from ask-host.tsx): the question opens
// (or continues) the renter's enquiry thread. The text is kept as a draft per RV until it is sent.
import { maxMessageLength, messageWords } from '@rove/contract';
import { Banner, Button, Dialog, DialogContent, DialogFooter, TextArea } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { withQuery } from '../routes/path-for.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { sendEnquiry } from './messages-api.ts';

export default function AskHostDialog({
  rvId,
  hostName,
  open,
  onOpenChange,
}: {
  rvId: number;
  hostName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const to = useLocalePath();
  const navigate = useNavigate();
  const draftId = `enquiry-${rvId}`;
  const [draft, setDraft] = useState(() => readDraft(draftId));
  const form = useContractForm({
    schema: () => import('./message-schemas.ts').then((m) => m.SendEnquirySchema),
    initial: () => ({ question: draft.text }),
    toBody: (values) => ({ RvId: rvId, Body: values.question }),
    fieldOf: () => 'question',
    namespace: 'messages',
    words: messageWords,
  });
  const [error, setError] = useState<string | null>(null);
  const text = form.values.question;

  const submit = form.onSubmit(async (enquiry) => {
    setError(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return setError(t('composer.offline'));
    try {
      const sent = await sendEnquiry(rvId, enquiry.Body, draft.key, locale);
      setDraft(clearDraft(draftId));
      onOpenChange(false);
      toastQueue.add({ title: t('ask.sent') });
      navigate(withQuery(to('dashboard-messages', { dashboard: 'dashboard' }), { thread: sent.Thread.Id }));
    } catch (failure) {
      if (failure instanceof ApiError) form.showServerErrors(failure.body);
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('composer.failed'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('ask.title', { name: hostName })} description={t('ask.description')}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-6 pb-6">
          {error ? (
            <Banner tone="danger" urgent>
              {error}
            </Banner>
          ) : null}
          <TextArea
            label={t('ask.label')}
            placeholder={t('ask.placeholder')}
            rows={5}
            autoFocus
            {...form.field('question')}
            onChange={(value: string) => {
              form.set('question')(value);
              setDraft((previous) => writeDraft(draftId, previous, value));
            }}
            description={t('composer.count', { used: format.number(text.trim().length), max: format.number(maxMessageLength) })}
          />
          <DialogFooter className="px-0 pb-0">
            <Button type="submit" disabled={form.pending}>
              {form.pending ? t('composer.sending') : t('ask.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
