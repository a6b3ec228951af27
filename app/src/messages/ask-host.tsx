// "Ask the host a question" on the listing page: a signed-in renter writes to the host before booking; the
// question opens (or continues) their enquiry thread. Signed out, the button goes to sign-in and back. The text
// is kept as a draft per RV until it is sent.
import { maxMessageLength } from '@rove/contract';
import { Banner, Button, Dialog, DialogContent, DialogFooter, DialogTrigger, TextArea } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { useFormat } from '../bookings/booking-parts.tsx';
import { toastQueue } from '../layout/modal-registry.tsx';
import { useLocalePath } from '../layout/use-locale-path.ts';
import { withQuery } from '../routes/path-for.ts';
import { useSession } from '../session/session-store.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { sendEnquiry } from './messages-api.ts';

export function AskHost({ rvId, hostId, hostName }: { rvId: number; hostId: number; hostName: string }) {
  const { t, i18n } = useTranslation('messages');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const to = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const draftId = `enquiry-${rvId}`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => readDraft(draftId));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (session.status !== 'authenticated') {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={withQuery(to('signin'), { redirect: location.pathname + location.search })}>{t('ask.signIn')}</Link>
      </Button>
    );
  }
  if (session.user?.id === hostId) return <p className="text-center text-sm text-muted-foreground">{t('ask.ownRv')}</p>;

  const text = draft.text;
  const tooLong = text.trim().length > maxMessageLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!text.trim()) return setError(t('composer.empty'));
    if (tooLong) return setError(t('composer.tooLong', { max: format.number(maxMessageLength) }));
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return setError(t('composer.offline'));
    setSending(true);
    try {
      const sent = await sendEnquiry(rvId, text.trim(), draft.key, locale);
      setDraft(clearDraft(draftId));
      setOpen(false);
      toastQueue.add({ title: t('ask.sent') });
      navigate(withQuery(to('dashboard-messages', { dashboard: 'dashboard' }), { thread: sent.Thread.Id }));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('composer.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          {t('ask.button')}
        </Button>
      </DialogTrigger>
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
            value={text}
            onChange={(value) => setDraft((previous) => writeDraft(draftId, previous, value))}
            rows={5}
            isInvalid={tooLong}
            autoFocus
            description={t('composer.count', { used: format.number(text.trim().length), max: format.number(maxMessageLength) })}
          />
          <DialogFooter className="px-0 pb-0">
            <Button type="submit" disabled={sending}>
              {sending ? t('composer.sending') : t('ask.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
