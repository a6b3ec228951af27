// One thread: who it is with, the RV, the trip dates and the booking status (with accept and decline for a host
// whose request waits), the messages as a live log (plain text, links clickable, photos), and the reply box.
// Opening it marks it read; a new message arrives through the live channel without a reload.
import type { Message } from '@rove/contract';
import { Avatar, Badge, Banner, Button, Skeleton } from '@rove/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastQueue } from '../shell/modal-registry.tsx';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { refreshNotifications } from '../shell/session/notifications-store.ts';
import { sessionStore } from '../api/session-store.ts';
import { Composer } from './composer.tsx';
import { refreshMessageViews, useLiveStatus } from '../shell/live-channel.ts';
import { splitLinks } from './message-text.ts';
import { markThreadRead, setThreadArchived, useThread } from './messages-api.ts';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function MessageItem({ message, otherName }: { message: Message; otherName: string }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const who = message.Mine ? t('thread.you') : otherName;
  const note =
    message.Kind === 'booking-request' ? t('thread.bookingRequest') : message.Kind === 'pre-booking' ? t('thread.preBooking') : null;
  return (
    <li className={`flex flex-col gap-1 ${message.Mine ? 'items-end' : 'items-start'}`} data-message-id={message.Id}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${message.Mine ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-muted text-foreground'}`}
      >
        <p className="text-xs font-semibold">
          {who}
          {note ? <span className="font-normal"> · {note}</span> : null}
        </p>
        {message.Body ? (
          <p className="whitespace-pre-wrap break-words" data-slot="message-body">
            <MessageText text={message.Body} />
          </p>
        ) : null}
        {message.Photos.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.Photos.map((photo, index) => (
              <li key={photo.Id}>
                <a href={photo.GalleryUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.ThumbUrl}
                    alt={t('thread.photo', { n: index + 1, name: who })}
                    className="h-24 w-32 rounded-md object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <time dateTime={message.CreatedAt} className="text-xs text-muted-foreground">
        {format.dateTime(message.CreatedAt)}
      </time>
    </li>
  );
}

export function ThreadView({ threadId, headingLevel = 2 }: { threadId: number; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('messages');
  const { t: tb } = useTranslation('bookings');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const format = useFormat();
  const to = useDashboardPath();
  const live = useLiveStatus();
  const { data, error, mutate } = useThread(threadId);
  const end = useRef<HTMLDivElement>(null);
  const lastId = data?.Messages.at(-1)?.Id;
  // Only a party reads for themselves (an administrator's look changes nothing).
  const unread = data?.CanWrite ? data.Thread.UnreadCount : 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isParty = Boolean(data?.CanWrite);

  // Reading the thread clears its count (here and in the header), up to the newest message shown.
  useEffect(() => {
    if (!unread || !lastId) return;
    void markThreadRead(threadId, locale, lastId)
      .then(() => {
        void refreshNotifications(sessionStore.get().user);
        void refreshMessageViews();
      })
      .catch(() => undefined);
  }, [threadId, unread, locale, lastId]);

  // The newest message in view when one arrives.
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastId]);

  if (error) {
    return (
      <Banner tone="danger" urgent action={error.status === 404 ? null : <Button onClick={() => void mutate()}>{t('retry')}</Button>}>
        {error.status === 404 ? t('threadNotFound') : t('loadFailed')}
      </Banner>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <output className="sr-only">{t('loading')}</output>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const thread = data.Thread;
  const other = thread.OtherParty.FirstName;
  const dashboard = thread.Role === 'owner' ? 'host' : 'dashboard';
  const waitsForHost = thread.Role === 'owner' && thread.BookingStatus === 'AwaitingOwnerApproval' && thread.BookingId;

  const archive = async () => {
    try {
      await setThreadArchived(thread.Id, !thread.Archived, locale);
      toastQueue.add({ title: thread.Archived ? t('thread.unarchived') : t('thread.archived') });
      void mutate();
      void refreshMessageViews();
    } catch (failure) {
      toastQueue.add({ title: failure instanceof Error ? failure.message : t('loadFailed') });
    }
  };

  return (
    <section className="flex min-h-0 flex-col gap-4" aria-labelledby={`thread-${thread.Id}-title`} data-thread-id={thread.Id}>
      <header className="flex flex-wrap items-start gap-3">
        <Avatar name={other} src={thread.OtherParty.AvatarUrl} decorative />
        {/* The actions wrap below the title on narrow screens. */}
        <div className="min-w-48 flex-1 basis-48">
          <Heading id={`thread-${thread.Id}-title`} className="text-lg font-semibold">
            {t('thread.with', { name: other, rv: thread.Rv.Name })}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {thread.StartDate && thread.EndDate ? (
              <span>{t('thread.dates', { start: format.day(thread.StartDate), end: format.day(thread.EndDate) })}</span>
            ) : (
              <span>{t('list.enquiry')}</span>
            )}
            {thread.BookingStatus ? <Badge variant="neutral">{tb(`status.${thread.BookingStatus}`)}</Badge> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {waitsForHost ? (
            <>
              <Button asChild size="sm">
                <Link to={to('dashboard-bookings-id-accept', { dashboard, id: String(thread.BookingId) })}>{t('thread.accept')}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={to('dashboard-bookings-id-decline', { dashboard, id: String(thread.BookingId) })}>{t('thread.decline')}</Link>
              </Button>
            </>
          ) : null}
          {thread.BookingId ? (
            <Button asChild size="sm" variant="outline">
              <Link to={to('dashboard-bookings-id', { dashboard, id: String(thread.BookingId) })}>{t('thread.viewBooking')}</Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={to('rv-rental', { alias: thread.Rv.Alias })}>{t('thread.viewRv')}</Link>
            </Button>
          )}
          {isParty ? (
            <Button size="sm" variant="ghost" onClick={() => void archive()}>
              {thread.Archived ? t('thread.unarchive') : t('thread.archive')}
            </Button>
          ) : null}
        </div>
      </header>
      {live === 'reconnecting' ? <Banner tone="warning">{t('thread.live.reconnecting')}</Banner> : null}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('thread.log', { name: other })}
        className="min-h-40 rounded-lg border border-border p-3"
      >
        <ol className="flex flex-col gap-3">
          {data.Messages.length === 0 ? <li className="text-sm text-muted-foreground">{t('list.noMessages')}</li> : null}
          {data.Messages.map((message) => (
            <MessageItem key={message.Id} message={message} otherName={other} />
          ))}
        </ol>
        <div ref={end} />
      </div>
      {isParty ? (
        <Composer key={thread.Id} detail={data} onSent={() => void mutate()} />
      ) : (
        <Banner tone="info">{t('thread.readOnly')}</Banner>
      )}
    </section>
  );
}
