// What the booking page shows of change requests: the one waiting (to answer, or sent and waiting) and, beside the
// breakdown, the change history with what each change did to the total. The history's code (change-parts.tsx, with
// the change breakdowns) loads only for a booking that has one, once its requests are read: most have none, and the
// booking page shows without it (issue 35). The card appears at the end of the side column, where it did. Their
// words too (the changes namespace) load only with a request or a history to show.
import { Banner } from '@rove/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import type { Booking } from '../bookings-api.ts';
import { afterFirstPage } from '../../lib/app-ready.tsx';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import { isCreator } from './change-request-state.ts';
import { chooseChangeType, useHeldChangeRequests } from './change-requests-api.ts';

export function PendingChangeCallout({ booking }: { booking: Booking }) {
  const userId = useStore(sessionStore).user?.id;
  const held = useHeldChangeRequests(booking.PendingChangeRequestId ? booking.Id : undefined);
  const pending = held.data?.Pending ?? null;
  if (!pending) return null;
  // The change requests' words (changes) load with the first request the page shows, not with the booking page.
  return (
    <Suspense fallback={null}>
      <PendingChange booking={booking} own={isCreator(pending, userId)} />
    </Suspense>
  );
}

function PendingChange({ booking, own }: { booking: Booking; own: boolean }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const name = booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  return (
    <Banner tone={own ? 'info' : 'warning'} title={own ? t('pending.title') : t('request.title')} data-testid="pending-change">
      <p>{own ? t('edit.pendingOwn', { name }) : t('request.lead', { name })}</p>
      <p className="mt-2">
        <Link
          className="font-semibold underline"
          to={to(own ? 'dashboard-bookings-id-edit-pending' : 'dashboard-bookings-id-change-request', { id: booking.Id })}
          onClick={() => (own ? undefined : chooseChangeType('review'))}
        >
          {own ? t('edit.seePending') : t('edit.answer')}
        </Link>
      </p>
    </Banner>
  );
}

const ChangeHistory = lazy(() => import('./change-history.tsx').then((m) => ({ default: m.ChangeHistory })));

export function ChangeHistoryCard({ booking }: { booking: Booking }) {
  const userId = useStore(sessionStore).user?.id;
  // The history is read once the page has shown: it comes after the page's own data (and its answer's check).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPage().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, []);
  const held = useHeldChangeRequests(shown ? booking.Id : undefined);
  const history = held.data?.History ?? [];
  if (history.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ChangeHistory booking={booking} history={history} userId={userId} />
    </Suspense>
  );
}
