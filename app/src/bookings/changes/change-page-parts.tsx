// What the change-request pages share (spec 001 sections 2 to 7): the change being written (the store's params over the
// held draft over the booking), the call context, refusals (the booking-edit change-request error modal when a request
// waits or the trip cannot change; the server's words in place otherwise), the edit pages' frame and an edit step's
// form and buttons. Every call goes through the one change-request store.
import { inStatusGroup } from '@rove/contract/vocabulary';
import { Banner, Button } from '@rove/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListingDetail, useListing } from '../../renter/index.ts';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, LoadingBooking, NotAvailable } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { ChangeError } from './change-error.tsx';
import { type ChangeParams, errorModalReason, isCreator } from './change-request-state.ts';
import {
  type ChangeRequest,
  changeRequestStore,
  forBooking,
  requestTrip,
  saveDraft,
  updateParams,
  useHeldChangeRequests,
} from './change-requests-api.ts';
import { showBookingModal } from '../show-booking-modal.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';

export type PageProps = { booking: Booking };

export function otherName(booking: Booking) {
  return booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
}

export function useCallContext() {
  const locale = useLocale();
  const { t } = useTranslation('changes');
  return { locale, networkMessage: t('errors.network') };
}

/**
 * What the pages that send or answer a change use: the words, dashboard paths, navigation, the call context and
 * the change-request store's state.
 */
export function useChangePage() {
  const { t } = useTranslation('changes');
  return { t, to: useDashboardPath(), navigate: useNavigate(), ctx: useCallContext(), state: useStore(changeRequestStore) };
}

/** The change being written: the store's params over the held draft over the booking as it is. */
export function useChange(booking: Booking) {
  const state = useStore(changeRequestStore);
  const held = useHeldChangeRequests(booking.Id);
  useEffect(() => {
    forBooking(booking.Id);
  }, [booking.Id]);
  const draft = held.data?.Draft ?? null;
  // A reload keeps what was saved: the held draft seeds the change when nothing is being written.
  useEffect(() => {
    const current = changeRequestStore.get();
    if (draft && current.bookingId === booking.Id && Object.keys(current.params).length === 0) {
      updateParams(paramsOfRequest(draft));
    }
  }, [draft, booking.Id]);
  const params = state.bookingId === booking.Id ? state.params : {};
  return { state, params, held, draft: (state.bookingId === booking.Id ? state.data : null) ?? draft };
}

function paramsOfRequest(request: ChangeRequest): ChangeParams {
  return { ...requestTrip(request), ChangeRequestItems: request.ChangeRequestItems };
}

/** Refusals: the modal for a waiting request or a trip that cannot change; the server's words in place otherwise. */
export function showRefusal(booking: Booking) {
  const error = changeRequestStore.get().error;
  const reason = errorModalReason(error?.code);
  if (reason) {
    showBookingModal({
      name: 'bookingEditChangeRequestError',
      props: { bookingId: booking.Id, reason, dashboard: booking.ViewerRole === 'owner' ? 'host' : 'dashboard' },
    });
  }
}

/** The edit pages' frame: only a party of a booking that can still change, with no request waiting. */
export function EditFrame({
  booking,
  title,
  children,
  aside,
}: {
  booking: Booking;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  const route = useCurrentRoute();
  const back = route?.name === 'dashboard-bookings-id-edit' ? 'dashboard-bookings-id' : 'dashboard-bookings-id-edit';
  if (!booking.ViewerRole || !inStatusGroup(booking.Status, 'holding'))
    return (
      <BookingFrame booking={booking} title={title}>
        <NotAvailable booking={booking} message={t('edit.notChangeable')} />
      </BookingFrame>
    );
  const pending = held.data?.Pending ?? null;
  return (
    <BookingFrame booking={booking} title={title} aside={aside} back={back}>
      {pending ? (
        <Banner tone="info" title={isCreator(pending, userId) ? t('pending.title') : t('request.title')}>
          <p>
            {isCreator(pending, userId)
              ? t('edit.pendingOwn', { name: otherName(booking) })
              : t('edit.pendingOther', { name: otherName(booking) })}
          </p>
          <p className="mt-2">
            <Link
              className="font-semibold underline"
              to={to(isCreator(pending, userId) ? 'dashboard-bookings-id-edit-pending' : 'dashboard-bookings-id-change-request', {
                id: booking.Id,
              })}
            >
              {isCreator(pending, userId) ? t('edit.seePending') : t('edit.answer')}
            </Link>
          </p>
        </Banner>
      ) : (
        children
      )}
    </BookingFrame>
  );
}

/** Saves the change as the held draft, then goes to the review page. */
export function useContinue(booking: Booking) {
  const ctx = useCallContext();
  const to = useDashboardPath();
  const navigate = useNavigate();
  return async (change: ChangeParams) => {
    updateParams(change);
    const answer = await saveDraft(booking.Id, changeRequestStore.get().params, ctx);
    if (answer) navigate(to('dashboard-bookings-id-edit-review', { id: booking.Id }));
    else showRefusal(booking);
  };
}

function StepActions({ booking, pending }: { booking: Booking; pending: boolean }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" size="lg" loading={pending}>
        {t('edit.continue')}
      </Button>
      <Button asChild size="lg" variant="ghost">
        <Link to={to('dashboard-bookings-id-edit', { id: booking.Id })}>{t('edit.cancel')}</Link>
      </Button>
    </div>
  );
}

/** An edit step's form: its fields, the refusal in place, then continue (which submits) and cancel. */
export function EditStepForm({
  booking,
  onSubmit,
  noValidate,
  children,
}: {
  booking: Booking;
  onSubmit: () => void;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const state = useStore(changeRequestStore);
  return (
    <form
      className="flex flex-col gap-4"
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ChangeError error={state.error} />
      <StepActions booking={booking} pending={state.pending} />
    </form>
  );
}

type StepForm = (props: { booking: Booking; listing: ListingDetail }) => ReactNode;

/** An edit step that needs the RV (its booked days, add-ons, sleeps, delivery): the frame, then the form once loaded. */
export function listingStep(section: 'dates' | 'addons' | 'details' | 'destination', Form: StepForm) {
  return function EditStepPage({ booking }: PageProps) {
    const { t } = useTranslation('changes');
    const { data: listing } = useListing(booking.RvAlias);
    return (
      <EditFrame booking={booking} title={t(`${section}.title`)}>
        {listing ? <Form booking={booking} listing={listing} /> : <LoadingBooking inFrame />}
      </EditFrame>
    );
  };
}
