// rvs/{rvId}/pre-booking-message: the message sent automatically into the thread of every new booking request for
// this RV. Empty removes it. What is typed stays in the box when the server refuses it.
import { maxPreBookingMessageLength, messageWords } from '@rove/contract';
import { Banner, Button, Skeleton, TextArea } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { savePreBookingMessage, usePreBookingMessage } from './messages-api.ts';

function PreBookingForm({ rvId, initial, onSaved }: { rvId: string; initial: string; onSaved: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const form = useContractForm({
    schema: () => import('./message-schemas.ts').then((m) => m.PreBookingMessageSchema),
    initial: { Message: initial },
    toBody: (values) => values,
    namespace: 'messages',
    words: messageWords,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ Message }) => {
    setFailure(null);
    try {
      const saved = await savePreBookingMessage(rvId, Message, locale);
      toastQueue.add({ title: saved.Message ? t('preBooking.saved') : t('preBooking.cleared') });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) form.showServerErrors(err.body);
      setFailure(err instanceof ApiError ? err.message : t('loadFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure ? (
        <Banner tone="danger" urgent>
          {failure}
        </Banner>
      ) : null}
      <TextArea
        label={t('preBooking.label')}
        rows={8}
        description={t('composer.count', {
          used: format.number(form.values.Message.trim().length),
          max: format.number(maxPreBookingMessageLength),
        })}
        {...form.field('Message')}
      />
      <div>
        <Button type="submit" disabled={form.pending}>
          {t('preBooking.save')}
        </Button>
      </div>
    </form>
  );
}

export default function PreBookingPage() {
  const { t } = useTranslation('messages');
  const to = useDashboardPath();
  const { rvId } = useParams();
  const { data, error, mutate } = usePreBookingMessage(rvId);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link to={to('dashboard-rvs-rvId', { rvId: rvId ?? '' })} className="text-sm font-medium text-primary underline underline-offset-4">
        {t('preBooking.back')}
      </Link>
      <h1 className="font-display text-3xl font-semibold">{t('preBooking.title')}</h1>
      <p className="text-muted-foreground">{t('preBooking.intro')}</p>
      {error ? (
        <Banner tone="danger" urgent action={error.status === 404 ? null : <Button onClick={() => void mutate()}>{t('retry')}</Button>}>
          {error.status === 404 ? t('preBooking.notFound') : t('loadFailed')}
        </Banner>
      ) : !data || !rvId ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <PreBookingForm key={rvId} rvId={rvId} initial={data.Message} onSaved={() => void mutate()} />
      )}
    </div>
  );
}
