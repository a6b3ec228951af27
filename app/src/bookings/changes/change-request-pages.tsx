// Change requests (spec 001 sections 2 to 7). The edit pages: the renter or the host changes dates, add-ons, guests
// and pets, usage, destination and delivery distance (the renter also protection, applied at once), reviews the new
// price beside the current one with the money difference, sends the request and waits on the pending page. The
// change-request pages: the other party reviews the request (old against new, the difference), then accepts or
// declines it with a reason. Every call goes through the one change-request store; refusals show the server's
// words in place, or the booking-edit change-request error modal when a request waits or the trip cannot change.
import type { ProtectionLevel, RvUsage } from '@rove/contract';
import {
  Banner,
  Button,
  Card,
  Checkbox,
  DateRangePicker,
  GuestPicker,
  NumberField,
  PriceBreakdown,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
  parseTripDates,
  toIsoDay,
  type TripDates,
} from '@rove/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  bookedDayTest,
  defaultEstimateParams,
  type EstimateParams,
  type ListingDetail,
  ProtectionField,
  rvUsagesFor,
  useListing,
} from '../../renter/index.ts';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, type BookingPage, BookingRoutePage, LoadingBooking, NotAvailable } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { bookingFacts, ChangeError, ChangeHistory, Comparison, DifferenceSummary, requestFacts, requestTrip } from './change-parts.tsx';
import { type ChangeParams, datesProblem, errorModalReason, isCreator } from './change-request-state.ts';
import {
  approveChangeRequest,
  type ChangeRequest,
  changeRequestStore,
  chooseChangeType,
  clearChangeRequestError,
  forBooking,
  rejectChangeRequest,
  resetChange,
  saveDraft,
  saveProtection,
  submitChangeRequest,
  updateParams,
  useHeldChangeRequests,
  withdrawChangeRequest,
} from './change-requests-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useStore } from '../../lib/create-store.ts';
import { formatMoney } from '../../i18n/format.ts';
import { sessionStore } from '../../api/session-store.ts';
import type { RouteName } from '../../routes/table.ts';

const changeableStatuses = ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed'];
const todayIso = () => new Date().toISOString().slice(0, 10);

type PageProps = { booking: Booking };

function otherName(booking: Booking) {
  return booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
}

function useCallContext() {
  const locale = useLocale();
  const { t } = useTranslation('changes');
  return { locale, networkMessage: t('errors.network') };
}

/**
 * What the pages that send or answer a change use: the words, dashboard paths, navigation, the call context and
 * the change-request store's state.
 */
function useChangePage() {
  const { t } = useTranslation('changes');
  return { t, to: useDashboardPath(), navigate: useNavigate(), ctx: useCallContext(), state: useStore(changeRequestStore) };
}

/** The change being written: the store's params over the held draft over the booking as it is. */
function useChange(booking: Booking) {
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
function showRefusal(booking: Booking) {
  const error = changeRequestStore.get().error;
  const reason = errorModalReason(error?.code);
  if (reason) {
    modalQueue.show({
      name: 'bookingEditChangeRequestError',
      props: { bookingId: booking.Id, reason, dashboard: booking.ViewerRole === 'owner' ? 'host' : 'dashboard' },
    });
  }
}

/** The edit pages' frame: only a party of a booking that can still change, with no request waiting. */
function EditFrame({ booking, title, children, aside }: { booking: Booking; title: string; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  const route = useCurrentRoute();
  const back = route?.name === 'dashboard-bookings-id-edit' ? 'dashboard-bookings-id' : 'dashboard-bookings-id-edit';
  if (!booking.ViewerRole || !changeableStatuses.includes(booking.Status))
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

// ---- /edit ----------------------------------------------------------------------------------------------

function EditIndexPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const { day } = useFormat();
  const { params, held } = useChange(booking);
  const userId = useStore(sessionStore).user?.id;
  const sections: [string, RouteName, string][] = [
    [
      'dates',
      'dashboard-bookings-id-edit-dates',
      `${day(params.StartDate ?? booking.StartDate)} – ${day(params.EndDate ?? booking.EndDate)}`,
    ],
    [
      'addons',
      'dashboard-bookings-id-edit-addons',
      booking.Financial.AddOns.length ? booking.Financial.AddOns.map((addOn) => addOn.Name).join(', ') : t('edit.noAddOns'),
    ],
    [
      'details',
      'dashboard-bookings-id-edit-details',
      `${t('edit.guestsLine', { adults: params.Adults ?? booking.Adults, children: params.Children ?? booking.Children })} · ${
        (params.Pets ?? booking.Pets) ? t('edit.petsYes') : t('edit.petsNo')
      }`,
    ],
    ['destination', 'dashboard-bookings-id-edit-destination', (params.Destination ?? booking.Destination) || t('edit.noDestination')],
  ];
  const hasChange = Object.keys(params).length > 0;
  return (
    <EditFrame booking={booking} title={t('edit.title')}>
      <p className="text-lg">
        {booking.ViewerRole === 'owner' ? t('edit.leadHost', { name: otherName(booking) }) : t('edit.lead', { name: otherName(booking) })}
      </p>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="font-display text-lg font-semibold">{t('edit.sections')}</h2>
        <ul className="flex flex-col divide-y divide-border">
          {sections.map(([key, route, summary]) => (
            <li key={key} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{t(`edit.${key}`)}</span>
                <span className="text-sm text-muted-foreground">{summary}</span>
              </div>
              <Button asChild size="sm" variant="outline">
                <Link to={to(route, { id: booking.Id })} onClick={() => chooseChangeType(key as 'dates')}>
                  {t('edit.change')}
                  <span className="sr-only"> {t(`edit.${key}`)}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        {hasChange ? (
          <div>
            <Button asChild>
              <Link to={to('dashboard-bookings-id-edit-review', { id: booking.Id })}>{t('edit.reviewChanges')}</Link>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('edit.unchanged')}</p>
        )}
      </Card>
      {booking.ViewerRole === 'renter' ? <ProtectionCard booking={booking} /> : null}
      <ChangeHistory booking={booking} history={held.data?.History ?? []} userId={userId} />
    </EditFrame>
  );
}

/** The renter changes protection at once: the owner is always told; the draft is cleared. */
function ProtectionCard({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  const { money } = useFormat();
  const ctx = useCallContext();
  const state = useStore(changeRequestStore);
  const { data: listing } = useListing(booking.RvAlias);
  const currentLevel = (booking.Financial.InsuranceProtectionLevel ?? null) as ProtectionLevel | null;
  const currentRoadside = booking.Financial.TotalRoadsides > 0;
  const [level, setLevel] = useState<ProtectionLevel | null>(currentLevel);
  const [roadside, setRoadside] = useState(currentRoadside);
  const [result, setResult] = useState<{ ToRefund: number; ToCharge: number; When: string } | null>(null);
  if (!listing) return null;
  const params: EstimateParams = {
    ...defaultEstimateParams,
    rvUsage: booking.RvUsage as RvUsage,
    protectionLevel: level,
    roadsideAssistance: roadside,
  };
  const currency = booking.Financial.Currency ?? 'USD';
  const unchanged = level === currentLevel && roadside === currentRoadside;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="protection-change">
      <h2 className="font-display text-lg font-semibold">{t('protection.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('protection.lead', { name: otherName(booking) })}</p>
      <ProtectionField
        listing={listing}
        estimate={booking.Financial}
        params={params}
        update={(change) => {
          if (change.protectionLevel !== undefined) setLevel(change.protectionLevel);
          if (change.roadsideAssistance !== undefined) setRoadside(change.roadsideAssistance);
          setResult(null);
        }}
      />
      <div>
        <Button
          loading={state.pending}
          disabled={unchanged}
          onClick={async () => {
            const answer = await saveProtection(booking.Id, { expectedTotal: null, includeRoadside: roadside, insurance: level }, ctx);
            if (answer) {
              setResult(answer.Difference);
              toastQueue.add({ title: t('protection.saved'), tone: 'success' });
            } else showRefusal(booking);
          }}
        >
          {t('protection.save')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="protection-result">
        {result?.ToRefund ? <p>{t('protection.refund', { amount: money(result.ToRefund, currency) })}</p> : null}
        {result?.ToCharge ? <p>{t('protection.charge', { amount: money(result.ToCharge, currency) })}</p> : null}
        {result && result.When === 'with-schedule' ? <p>{t('protection.schedule')}</p> : null}
      </div>
      <ChangeError error={state.error} />
    </Card>
  );
}

/** Saves the change as the held draft, then goes to the review page. */
function useContinue(booking: Booking) {
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
function EditStepForm({
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
function listingStep(section: 'dates' | 'addons' | 'details' | 'destination', Form: StepForm) {
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

// ---- /edit/dates ----------------------------------------------------------------------------------------

function DatesForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [value, setValue] = useState<TripDates | null>(() =>
    parseTripDates(params.StartDate ?? booking.StartDate, params.EndDate ?? booking.EndDate),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The booking's own nights are free to move within; other bookings' and blocked days are not.
  const others = listing.BookedDates.filter((range) => !(range.StartDate === booking.StartDate && range.EndDate === booking.EndDate));
  const start = value ? toIsoDay(value.start) : null;
  const end = value ? toIsoDay(value.end) : null;
  const submit = () => {
    const found = datesProblem(start, end, todayIso());
    setProblem(found);
    if (found || !start || !end) return;
    void next({ StartDate: start, EndDate: end });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit} noValidate>
      <DateRangePicker
        label={t('dates.label')}
        value={value}
        onChange={(range) => {
          setValue(range);
          setProblem(null);
          clearChangeRequestError();
        }}
        isDateUnavailable={bookedDayTest(others)}
        minNights={listing.Rules.MinimumNights}
        description={t('dates.help', { count: listing.Rules.MinimumNights })}
        isRequired
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger-foreground">
          {t(`dates.${problem}`)}
        </p>
      ) : null}
    </EditStepForm>
  );
}

// ---- /edit/addons ---------------------------------------------------------------------------------------

function AddOnsForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const locale = useLocale();
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const current = new Set(booking.Financial.AddOns.map((addOn) => addOn.Id).filter((id): id is number => typeof id === 'number'));
  const [chosen, setChosen] = useState<Set<number>>(() => {
    const set = new Set(current);
    for (const id of params.ChangeRequestItems?.AddAddOns ?? []) set.add(Number(id));
    for (const id of params.ChangeRequestItems?.RemoveAddOns ?? []) set.delete(Number(id));
    return set;
  });
  const submit = () => {
    void next({
      ChangeRequestItems: {
        AddAddOns: [...chosen].filter((id) => !current.has(id)),
        RemoveAddOns: [...current].filter((id) => !chosen.has(id)),
      },
    });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit}>
      {listing.AddOns.length === 0 ? (
        <p>{t('addons.none')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('addons.legend')}</legend>
          {listing.AddOns.map((addOn) => (
            <Checkbox
              key={addOn.Id}
              isSelected={chosen.has(addOn.Id)}
              onChange={(on) => {
                const set = new Set(chosen);
                if (on) set.add(addOn.Id);
                else set.delete(addOn.Id);
                setChosen(set);
              }}
            >
              {t('addons.line', {
                name: addOn.Name[locale],
                price: formatMoney(addOn.Price.Amount, addOn.Price.Currency, locale),
                per: addOn.PricePer === 'night' ? t('addons.perNight') : t('addons.perTrip'),
              })}
            </Checkbox>
          ))}
        </fieldset>
      )}
    </EditStepForm>
  );
}

// ---- /edit/details --------------------------------------------------------------------------------------

function DetailsForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [guests, setGuests] = useState({
    adults: params.Adults ?? booking.Adults,
    children: params.Children ?? booking.Children,
    pets: params.Pets ?? booking.Pets,
  });
  const usages = rvUsagesFor(listing.Delivery);
  const [usage, setUsage] = useState<string>(params.RvUsage ?? booking.RvUsage);
  const submit = () => {
    void next({ Adults: guests.adults, Children: guests.children, Pets: guests.pets, RvUsage: usage as RvUsage });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit}>
      <GuestPicker label={t('details.guests')} sleeps={listing.Sleeps} value={guests} onChange={setGuests} />
      {usages.length > 1 ? (
        <RadioGroup label={t('details.usage')} value={usage} onChange={setUsage}>
          {usages.map((value) => (
            <Radio key={value} value={value}>
              {t(`details.usageValue.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </EditStepForm>
  );
}

// ---- /edit/destination ----------------------------------------------------------------------------------

function DestinationForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [destination, setDestination] = useState(params.Destination ?? booking.Destination ?? '');
  const [distance, setDistance] = useState<number>(Number(params.DeliveryDistance ?? booking.DeliveryDistance ?? Number.NaN));
  const delivered = (params.RvUsage ?? booking.RvUsage) !== 'Pickup' && listing.Delivery.Available;
  const max = listing.Delivery.Radius ?? 5000;
  const distanceInvalid = delivered && !Number.isNaN(distance) && (distance < 0 || distance > max);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (distanceInvalid || destination.length > 200) return;
    void next({
      Destination: destination.trim() || null,
      ...(delivered ? { DeliveryDistance: Number.isNaN(distance) ? null : distance } : {}),
    });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit} noValidate>
      <TextField
        label={t('destination.destination')}
        description={t('destination.destinationHelp')}
        value={destination}
        onChange={setDestination}
        maxLength={200}
      />
      {delivered ? (
        <NumberField
          label={t('destination.distance', { unit: listing.DistanceUnit })}
          description={t('destination.distanceHelp', { max, unit: listing.DistanceUnit })}
          value={distance}
          onChange={setDistance}
          minValue={0}
          maxValue={max}
          isInvalid={tried && distanceInvalid}
          errorMessage={t('destination.distanceInvalid', { max })}
        />
      ) : null}
    </EditStepForm>
  );
}

// ---- /edit/review ---------------------------------------------------------------------------------------

function EditReviewPage({ booking }: PageProps) {
  const { t, to, navigate, ctx } = useChangePage();
  const { state, params, draft, held } = useChange(booking);
  const userId = useStore(sessionStore).user?.id;
  const currency = booking.Financial.Currency ?? 'USD';
  if (!held.data && !draft) return <LoadingBooking />;
  const proposal = draft && draft.Status === 'Draft' ? draft : null;
  return (
    <EditFrame
      booking={booking}
      title={t('review.title')}
      aside={proposal?.Difference ? <DifferenceSummary difference={proposal.Difference} currency={currency} /> : undefined}
    >
      {!proposal ? (
        <Card className="flex flex-col gap-3 p-4">
          <p>{t('review.nothing')}</p>
          <div>
            <Button asChild>
              <Link to={to('dashboard-bookings-id-edit', { id: booking.Id })}>{t('edit.back')}</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <>
          <p className="text-lg">{t('review.lead', { name: otherName(booking) })}</p>
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(proposal)} />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <PriceBreakdown breakdown={booking.Financial} title={t('review.currentPrice')} headingLevel={2} />
            {proposal.Financial ? <PriceBreakdown breakdown={proposal.Financial} title={t('review.newPrice')} headingLevel={2} /> : null}
          </div>
          <ChangeError error={state.error} />
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              loading={state.pending}
              onClick={async () => {
                const answer = await submitChangeRequest(
                  booking,
                  userId,
                  { ...params, ExpectedTotal: proposal.Financial?.RenterDiscountedTotal ?? null },
                  ctx,
                );
                if (answer) {
                  // Sent: the change being written starts again from the booking (the pending request is held).
                  resetChange();
                  await held.mutate();
                  toastQueue.add({ title: t('review.sent', { name: otherName(booking) }), tone: 'success' });
                  navigate(to('dashboard-bookings-id-edit-pending', { id: booking.Id }));
                  return;
                }
                if (changeRequestStore.get().error?.code === 'PRICE_CHANGED') {
                  // Priced again: the draft is saved anew so the page shows the new total.
                  const error = changeRequestStore.get().error;
                  await saveDraft(booking.Id, params, ctx);
                  changeRequestStore.set((current) => ({
                    ...current,
                    error: error ? { ...error, message: t('review.priceChanged') } : null,
                  }));
                } else showRefusal(booking);
              }}
            >
              {t('review.submit')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={to('dashboard-bookings-id-edit', { id: booking.Id })}>{t('review.editMore')}</Link>
            </Button>
          </div>
        </>
      )}
    </EditFrame>
  );
}

// ---- /edit/pending --------------------------------------------------------------------------------------

function EditPendingPage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  const { dateTime } = useFormat();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  if (!held.data) return <LoadingBooking />;
  const pending = held.data.Pending;
  const currency = booking.Financial.Currency ?? 'USD';
  if (pending && !isCreator(pending, userId))
    return <Navigate to={to('dashboard-bookings-id-change-request', { id: booking.Id })} replace />;
  return (
    <BookingFrame
      booking={booking}
      title={t('pending.title')}
      back="dashboard-bookings-id"
      aside={pending?.Difference ? <DifferenceSummary difference={pending.Difference} currency={currency} /> : undefined}
    >
      {pending ? (
        <>
          <Card className="flex flex-col gap-2 p-4" data-testid="change-pending">
            <p className="text-lg">{t('pending.lead', { name: otherName(booking) })}</p>
            <p className="text-sm text-muted-foreground">{t('pending.sentOn', { date: dateTime(pending.CreatedAt) })}</p>
            <ChangeError error={state.error} />
            <div>
              <Button
                variant="outline"
                loading={state.pending}
                onClick={async () => {
                  const answer = await withdrawChangeRequest(booking.Id, ctx);
                  if (!answer) return;
                  await held.mutate();
                  toastQueue.add({ title: t('pending.withdrawn'), tone: 'success' });
                  navigate(to('dashboard-bookings-id-edit', { id: booking.Id }));
                }}
              >
                {t('pending.withdraw')}
              </Button>
            </div>
          </Card>
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(pending)} />
        </>
      ) : (
        <Card className="flex flex-col gap-3 p-4">
          <p>{t('pending.none')}</p>
          <div>
            <Button asChild>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('backToBooking', { ns: 'bookings', id: booking.Id })}</Link>
            </Button>
          </div>
        </Card>
      )}
    </BookingFrame>
  );
}

// ---- /change-request (index, review, accept, decline) -----------------------------------------------------

/** The pending request the viewer answers, or why there is none to answer. */
function WithRequest({ booking, title, children }: { booking: Booking; title: string; children: (request: ChangeRequest) => ReactNode }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const held = useHeldChangeRequests(booking.Id);
  const userId = useStore(sessionStore).user?.id;
  const currency = booking.Financial.Currency ?? 'USD';
  const pending = held.data?.Pending ?? null;
  useEffect(() => {
    // Answering a request is the change-request type 'review' (the review page's guard reads it).
    if (pending && !isCreator(pending, userId)) chooseChangeType('review');
  }, [pending, userId]);
  if (!held.data) return <LoadingBooking />;
  if (!pending)
    return (
      <BookingFrame booking={booking} title={title}>
        <NotAvailable booking={booking} message={t('request.none')} />
        <ChangeHistory booking={booking} history={held.data.History} userId={userId} />
      </BookingFrame>
    );
  if (isCreator(pending, userId))
    return (
      <BookingFrame booking={booking} title={title}>
        <Banner tone="info">
          <p>{t('request.own', { name: otherName(booking) })}</p>
          <p className="mt-2">
            <Link className="font-semibold underline" to={to('dashboard-bookings-id-edit-pending', { id: booking.Id })}>
              {t('edit.seePending')}
            </Link>
          </p>
        </Banner>
      </BookingFrame>
    );
  return (
    <BookingFrame
      booking={booking}
      title={title}
      aside={pending.Difference ? <DifferenceSummary difference={pending.Difference} currency={currency} /> : undefined}
    >
      {children(pending)}
    </BookingFrame>
  );
}

function AnswerLinks({ booking, review = true }: { booking: Booking; review?: boolean }) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link to={to('dashboard-bookings-id-change-request-accept', { id: booking.Id })}>{t('request.accept')}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={to('dashboard-bookings-id-change-request-decline', { id: booking.Id })}>{t('request.decline')}</Link>
      </Button>
      {review ? (
        <Button asChild size="lg" variant="ghost">
          <Link to={to('dashboard-bookings-id-change-request-review', { id: booking.Id })} onClick={() => chooseChangeType('review')}>
            {t('request.review')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function RequestLead({ booking, request }: { booking: Booking; request: ChangeRequest }) {
  const { t } = useTranslation('changes');
  const { dateTime } = useFormat();
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-lg">{t('request.lead', { name: otherName(booking) })}</p>
      <p className="text-sm text-muted-foreground">{t('pending.sentOn', { date: dateTime(request.CreatedAt) })}</p>
    </Card>
  );
}

function ChangeRequestIndexPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  return (
    <WithRequest booking={booking} title={t('request.title')}>
      {(request) => (
        <>
          <RequestLead booking={booking} request={request} />
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <AnswerLinks booking={booking} />
        </>
      )}
    </WithRequest>
  );
}

function ChangeRequestReviewPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  return (
    <WithRequest booking={booking} title={t('request.reviewTitle')}>
      {(request) => (
        <>
          <RequestLead booking={booking} request={request} />
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <PriceBreakdown breakdown={booking.Financial} title={t('review.currentPrice')} headingLevel={2} />
            {request.Financial ? <PriceBreakdown breakdown={request.Financial} title={t('review.newPrice')} headingLevel={2} /> : null}
          </div>
          <AnswerLinks booking={booking} review={false} />
        </>
      )}
    </WithRequest>
  );
}

function ChangeRequestAcceptPage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  return (
    <WithRequest booking={booking} title={t('request.acceptTitle')}>
      {(request) => (
        <>
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <p>{t('request.acceptLead')}</p>
          <ChangeError error={state.error} />
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              loading={state.pending}
              onClick={async () => {
                const answer = await approveChangeRequest(booking.Id, ctx);
                if (!answer) return showRefusal(booking);
                chooseChangeType(null);
                toastQueue.add({ title: t('request.accepted'), tone: 'success' });
                // The renter who owes the difference goes to pay it.
                if (booking.ViewerRole === 'renter' && (answer.Difference?.ToCharge ?? 0) > 0) navigate(to('payment', { id: booking.Id }));
                else navigate(to('dashboard-bookings-id', { id: booking.Id }));
              }}
            >
              {t('request.acceptButton')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={to('dashboard-bookings-id-change-request-decline', { id: booking.Id })}>{t('request.decline')}</Link>
            </Button>
          </div>
        </>
      )}
    </WithRequest>
  );
}

function ChangeRequestDeclinePage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > 1000;
  return (
    <WithRequest booking={booking} title={t('request.declineTitle')}>
      {(request) => (
        <form
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (tooLong) return;
            const answer = await rejectChangeRequest(booking.Id, reason.trim(), ctx);
            if (!answer) return showRefusal(booking);
            chooseChangeType(null);
            toastQueue.add({ title: t('request.declined', { name: otherName(booking) }), tone: 'success' });
            navigate(to('dashboard-bookings-id', { id: booking.Id }));
          }}
        >
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <TextArea
            label={t('request.reason', { name: otherName(booking) })}
            description={t('request.reasonHelp')}
            value={reason}
            onChange={setReason}
            isInvalid={tooLong}
            errorMessage={t('request.reasonTooLong')}
            rows={4}
          />
          <ChangeError error={state.error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" variant="destructive" loading={state.pending}>
              {t('request.declineButton')}
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to={to('dashboard-bookings-id-change-request', { id: booking.Id })}>{t('edit.cancel')}</Link>
            </Button>
          </div>
        </form>
      )}
    </WithRequest>
  );
}

const pages: Partial<Record<RouteName, BookingPage>> = {
  'dashboard-bookings-id-edit': EditIndexPage,
  'dashboard-bookings-id-edit-dates': listingStep('dates', DatesForm),
  'dashboard-bookings-id-edit-addons': listingStep('addons', AddOnsForm),
  'dashboard-bookings-id-edit-details': listingStep('details', DetailsForm),
  'dashboard-bookings-id-edit-destination': listingStep('destination', DestinationForm),
  'dashboard-bookings-id-edit-review': EditReviewPage,
  'dashboard-bookings-id-edit-pending': EditPendingPage,
  'dashboard-bookings-id-change-request': ChangeRequestIndexPage,
  'dashboard-bookings-id-change-request-review': ChangeRequestReviewPage,
  'dashboard-bookings-id-change-request-accept': ChangeRequestAcceptPage,
  'dashboard-bookings-id-change-request-decline': ChangeRequestDeclinePage,
};

/** The change-request route names this module renders (the page list maps each to it). */
export const changeRequestRouteNames = Object.keys(pages);

export default function ChangeRequestPage() {
  return <BookingRoutePage pages={pages} fallback={EditIndexPage} />;
}
