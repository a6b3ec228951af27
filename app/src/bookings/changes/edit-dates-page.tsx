// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/dates: new dates, the RV's other bookings and blocked
// days unavailable.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingDetail } from '../../renter/index.ts';
import type { Booking } from '../bookings-api.ts';
import { datesProblem } from './change-request-state.ts';
import { clearChangeRequestError } from './change-requests-api.ts';
import { EditStepForm, listingStep, useChange, useContinue } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';
import { type IsoRange, isoRange, LazyDateRangePicker } from './lazy-date-range-picker.tsx';

const todayIso = () => new Date().toISOString().slice(0, 10);

function DatesForm({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useTranslation('changes');
  const { params } = useChange(booking);
  const next = useContinue(booking);
  const [value, setValue] = useState<IsoRange | null>(() =>
    isoRange(params.StartDate ?? booking.StartDate, params.EndDate ?? booking.EndDate),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // The booking's own nights are free to move within; other bookings' and blocked days are not.
  const others = listing.BookedDates.filter((range) => !(range.StartDate === booking.StartDate && range.EndDate === booking.EndDate));
  const start = value?.start ?? null;
  const end = value?.end ?? null;
  const submit = () => {
    const found = datesProblem(start, end, todayIso());
    setProblem(found);
    if (found || !start || !end) return;
    void next({ StartDate: start, EndDate: end });
  };
  return (
    <EditStepForm booking={booking} onSubmit={submit} noValidate>
      <LazyDateRangePicker
        label={t('dates.label')}
        range={value}
        onChange={(range) => {
          setValue(range);
          setProblem(null);
          clearChangeRequestError();
        }}
        unavailable={others}
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

export default bookingPage(listingStep('dates', DatesForm));
