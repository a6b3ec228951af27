// Parts every bookings page uses: the status badge, the countdown, a booking page's states (its booking, loading,
// a failed read; errors to the route's error boundary), the page frame of a booking's sub-pages (back link, heading
// that takes focus) and the list card.
import type { BookingListItem } from '@rove/contract';
import { Badge, Banner, Button, Card, Skeleton } from '@rove/ui';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import type { SWRResponse } from 'swr';
import { ApiError } from '../api/api-fetch.ts';
import { LoadingHeading } from '../shell/loading-heading.tsx';
import { useFormat } from '../i18n/use-format.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import type { RouteName } from '../routes/table.ts';
import type { Booking } from './bookings-api.ts';
import { nextStepRoute, statusTone, timeLeft } from './booking-rules.ts';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge variant={statusTone(status)} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

// One clock for every countdown on the page, ticking each 30 seconds while something listens.
let clockNow = Date.now();
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | undefined;
function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (!clockTimer) {
    clockNow = Date.now();
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      for (const notify of clockListeners) notify();
    }, 30_000);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}
export const useNow = () => useSyncExternalStore(subscribeClock, () => clockNow);

/** "Expires in 5 h 20 min" for a request or an unpaid acceptance; "Expired" once the time is up. */
export function ExpiresIn({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation('bookings');
  const now = useNow();
  if (!expiresAt) return null;
  const left = timeLeft(expiresAt, new Date(now));
  return (
    <span className={left && left.hours < 12 ? 'font-semibold text-danger-foreground' : 'text-muted-foreground'}>
      {left ? t('expiresIn', { hours: left.hours, minutes: left.minutes }) : t('expiredNow')}
    </span>
  );
}

/** A booking page's loading state; `inFrame` inside a frame that already has the page's h1 (the status only). */
export function LoadingBooking({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation('bookings');
  const { id } = useParams();
  const status = id ? t('loadingBooking', { id }) : t('loading');
  return (
    <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-8 sm:px-6" aria-busy="true">
      {inFrame ? <output className="text-muted-foreground">{status}</output> : <LoadingHeading>{status}</LoadingHeading>}
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The refusal of the page's last action, said at once (nothing while there is none). */
export function ActionError({ error }: { error: { message: string } | null | undefined }) {
  return error ? (
    <Banner tone="danger" urgent>
      {error.message}
    </Banner>
  ) : null;
}

/** A failed read that is not "not found": said in the page's language, with a retry. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6">
      <Banner tone="danger" urgent title={t('errors.loadTitle')} action={<Button onClick={retry}>{t('retry')}</Button>}>
        {t('errors.load')}
      </Banner>
    </div>
  );
}

/** The booking the bookings/:id route's layout holds for the page on screen (booking-route.tsx): SWR's answer. */
export type BookingState = Pick<SWRResponse<Booking, unknown>, 'data' | 'error' | 'mutate'>;

/** A booking page's content, given its booking. */
export type BookingPage = (props: { booking: Booking }) => ReactNode;

/**
 * A page of the bookings/:id route: its content once the booking is here, the loading state before, a retry after a
 * failed read; 404 (another user's booking) and 400 go to the route's error page.
 */
export function bookingPage(Page: BookingPage) {
  return function BookingRoutePage() {
    const { data, error, mutate } = useOutletContext<BookingState>();
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw error;
    if (error && !data) return <LoadFailed retry={() => void mutate()} />;
    if (!data) return <LoadingBooking />;
    return <Page booking={data} />;
  };
}

/** The frame of a booking's sub-page: back to the booking, a heading that takes focus, the RV and dates. */
export function BookingFrame({
  booking,
  title,
  children,
  aside,
  back = 'dashboard-bookings-id',
  width = 'wide',
}: {
  booking: Booking;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  back?: RouteName;
  width?: 'wide' | 'narrow';
}) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { day } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={`mx-auto flex flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-page'}`}>
      <nav aria-label={t('breadcrumb')}>
        <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={to(back, { id: booking.Id })}>
          {back === 'dashboard-bookings-id' ? t('backToBooking', { id: booking.Id }) : t('back')}
        </Link>
      </nav>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold outline-none sm:text-4xl">
            {title}
          </h1>
          <StatusBadge status={booking.Status} />
        </div>
        <p className="text-muted-foreground">
          {t('tripLine', { name: booking.RvName, start: day(booking.StartDate), end: day(booking.EndDate), id: booking.Id })}
        </p>
      </header>
      {aside ? (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">{aside}</aside>
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** When the viewer may not be here (a renter on the host's page, a page for another status): why, and the way back. */
export function NotAvailable({ booking, message }: { booking: Booking; message: string }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  return (
    <Banner tone="warning" title={t('notAvailable')}>
      <p>{message}</p>
      <p className="mt-2">
        <Link className="font-semibold underline" to={to('dashboard-bookings-id', { id: booking.Id })}>
          {t('backToBooking', { id: booking.Id })}
        </Link>
      </p>
    </Banner>
  );
}

/**
 * A booking in a list or on the dashboard home: RV, dates, other party, total, status, what waits. `eager`: its photo
 * loads at once and first (a card at the top of a page, whose photo is often its largest paint), not once laid out
 * and behind the scripts the page asks for meanwhile.
 */
export function BookingCard({
  item,
  headingLevel = 3,
  action,
  eager = false,
}: {
  item: BookingListItem;
  headingLevel?: 2 | 3 | 4;
  action?: ReactNode;
  eager?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { day, money } = useFormat();
  const mode = item.ViewerRole === 'owner' ? 'host' : 'dashboard';
  const Heading = `h${headingLevel}` as const;
  const detail = to('dashboard-bookings-id', { id: item.Id, dashboard: mode });
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="booking-card" data-booking-id={item.Id}>
      {item.RvPhotoUrl ? (
        <img
          src={item.RvPhotoUrl}
          alt=""
          width={160}
          height={107}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="h-24 w-full rounded-md object-cover sm:w-36"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="font-display text-lg font-semibold">
            <Link className="underline-offset-4 hover:underline" to={detail}>
              {item.RvName}
            </Link>
          </Heading>
          <StatusBadge status={item.Status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('cardDates', { start: day(item.StartDate), end: day(item.EndDate), count: item.Nights })} ·{' '}
          {t('guests', { count: item.Guests })}
        </p>
        <p className="text-sm">
          {item.ViewerRole === 'owner' ? t('renterIs', { name: item.OtherParty.Name }) : t('hostIs', { name: item.OtherParty.Name })} ·{' '}
          <span className="font-medium">
            {item.ViewerRole === 'owner'
              ? t('payoutAmount', { amount: money(item.ViewerTotal, item.Currency) })
              : t('totalAmount', { amount: money(item.ViewerTotal, item.Currency) })}
          </span>
        </p>
        {item.ExpiresAt ? (
          <p className="text-sm">
            <ExpiresIn expiresAt={item.ExpiresAt} />
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
        {action ??
          (item.NextStep ? (
            <Button asChild size="sm">
              <Link to={to(nextStepRoute[item.NextStep], { id: item.Id, dashboard: mode })}>
                {t(`nextStep.${item.NextStep}`)}
                <span className="sr-only"> {t('forBooking', { name: item.RvName, id: item.Id })}</span>
              </Link>
            </Button>
          ) : null)}
      </div>
    </Card>
  );
}
