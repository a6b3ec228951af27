// messages, messages/requests, messages/enquiries and messages/archives: the conversations of the folder, latest
// activity first, unread ones marked, each with the other party, the RV, the trip dates and the booking status.
// The open conversation is ?thread=ID (shareable, kept on reload); on a narrow screen it takes the whole page.
import { type MessageFolder, type ThreadSummary } from '@rove/contract';
import { Avatar, Badge, Banner, Button, EmptyState, Pagination, Skeleton } from '@rove/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { withQuery } from '../routes/path-for.ts';
import { threadsPath, useThreads } from './messages-api.ts';
import type { RouteName } from '../routes/table.ts';
import type { FirstReads } from '../routes/route-types.ts';

const folderRoutes: Record<MessageFolder, RouteName> = {
  inbox: 'dashboard-messages',
  requests: 'dashboard-messages-requests',
  enquiries: 'dashboard-messages-enquiries',
  archives: 'dashboard-messages-archives',
};

export function folderOfRoute(name: string | undefined): MessageFolder {
  const found = (Object.entries(folderRoutes) as [MessageFolder, RouteName][]).find(([, route]) => route === name);
  return found ? found[0] : 'inbox';
}

/** ?page=N: the list's page, 1 to 1000 (1 for anything else). */
const listPageOf = (search: URLSearchParams) => Math.max(1, Math.min(1000, Number(search.get('page')) || 1));

/**
 * The folder's list, the first render's read (the start script asks it beside the page's code:
 * shell/server/browser-page-reads.ts).
 */
export const firstReads: FirstReads = ({ name, search }) => [
  { path: threadsPath(folderOfRoute(name), listPageOf(search)), localized: true },
];

/** ?thread=ID: a positive whole number, else none. */
export function threadIdOf(value: string | null): number | null {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ThreadItem({ thread, current, href }: { thread: ThreadSummary; current: boolean; href: string }) {
  const { t } = useTranslation('messages');
  const { t: tb } = useTranslation('bookings');
  const format = useFormat();
  const unread = thread.UnreadCount > 0;
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      data-unread={unread}
      className="flex gap-3 rounded-lg border border-border p-3 hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft/40"
    >
      <Avatar name={thread.OtherParty.FirstName} src={thread.OtherParty.AvatarUrl} decorative size="sm" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2">
          <span className={`truncate ${unread ? 'font-bold' : 'font-medium'}`}>{thread.OtherParty.FirstName}</span>
          {unread ? (
            <span className="ms-auto rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground">
              <span aria-hidden="true">{thread.UnreadCount}</span>
              <span className="sr-only">{t('list.unread', { count: thread.UnreadCount })}</span>
            </span>
          ) : null}
          <time dateTime={thread.LastMessageAt} className={`text-xs text-muted-foreground ${unread ? '' : 'ms-auto'}`}>
            {format.day(thread.LastMessageAt)}
          </time>
        </span>
        <span className="truncate text-sm">{thread.Rv.Name}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {thread.StartDate && thread.EndDate ? (
            <span>{t('thread.dates', { start: format.day(thread.StartDate), end: format.day(thread.EndDate) })}</span>
          ) : (
            <span>{t('list.enquiry')}</span>
          )}
          {thread.BookingStatus ? (
            <Badge variant={thread.BookingStatus === 'AwaitingOwnerApproval' ? 'warning' : 'neutral'}>
              {tb(`status.${thread.BookingStatus}`)}
            </Badge>
          ) : null}
        </span>
        <span className={`line-clamp-2 text-sm ${unread ? 'text-foreground' : 'text-muted-foreground'}`}>
          {thread.LastMessage || t('list.noMessages')}
        </span>
      </span>
    </Link>
  );
}

// The open conversation (its messages and the reply box, with its template menu and photo upload) loads with the
// first thread opened: the inbox's list shows without it.
const ThreadView = lazy(() => import('./thread-view.tsx').then((m) => ({ default: m.ThreadView })));

function ThreadLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export default function InboxPage() {
  const { t } = useTranslation('messages');
  const route = useCurrentRoute();
  const to = useDashboardPath();
  const [search] = useSearchParams();
  const folder = folderOfRoute(route?.name);
  const page = listPageOf(search);
  const threadId = threadIdOf(search.get('thread'));
  const { data, error, mutate } = useThreads(folder, page);
  const here = to(folderRoutes[folder]);
  const hrefOf = (id: number) => withQuery(here, { thread: String(id), ...(page > 1 ? { page: String(page) } : {}) });

  return (
    <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className={`font-display text-3xl font-semibold ${threadId ? 'max-lg:sr-only' : ''}`}>{t('title')}</h1>
      <nav aria-label={t('folders.label')} className={threadId ? 'max-lg:hidden' : ''}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {(Object.keys(folderRoutes) as MessageFolder[]).map((name) => (
            <li key={name}>
              <Link
                to={to(folderRoutes[name])}
                aria-current={name === folder ? 'page' : undefined}
                className={`-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium ${name === folder ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
              >
                {t(`folders.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <section aria-label={t('list.label')} className={threadId ? 'max-lg:hidden' : ''}>
          {error && !data ? (
            <Banner tone="danger" urgent action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}>
              {t('loadFailed')}
            </Banner>
          ) : !data ? (
            <div aria-busy="true" className="flex flex-col gap-2">
              <output className="sr-only">{t('loading')}</output>
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : data.Items.length === 0 ? (
            <EmptyState title={t(`empty.${folder}`)} description={t('empty.text')} />
          ) : (
            <>
              <ul className="flex flex-col gap-2">
                {data.Items.map((thread) => (
                  <li key={thread.Id}>
                    <ThreadItem thread={thread} current={thread.Id === threadId} href={hrefOf(thread.Id)} />
                  </li>
                ))}
              </ul>
              {data.TotalCount > data.PageSize ? (
                <Pagination
                  className="mt-4"
                  page={data.Page}
                  pageCount={Math.ceil(data.TotalCount / data.PageSize)}
                  getHref={(n) => withQuery(here, { page: n > 1 ? n : undefined })}
                  renderLink={({ href, ...props }) => <Link to={href} {...props} />}
                />
              ) : null}
            </>
          )}
        </section>
        <div className={threadId ? '' : 'max-lg:hidden'}>
          {threadId ? (
            <>
              <Link
                to={withQuery(here, page > 1 ? { page: String(page) } : {})}
                className="mb-3 inline-flex text-sm font-medium text-primary underline underline-offset-4 lg:hidden"
              >
                {t('back')}
              </Link>
              <Suspense fallback={<ThreadLoading />}>
                <ThreadView threadId={threadId} />
              </Suspense>
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{t('chooseThread')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
