// Page module (one lazy chunk): /{dashboard}/bookings/{id}/review: each side rates the other by category and writes a
// review.
import { reviewCategories, type ReviewRequest } from '@rove/contract';
import { Button, StarRatingInput, TextArea } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, LoadingBooking, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { emptyReview } from '../booking-rules.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { type Booking, useBookingReviews } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { categoryKey } from './review-parts.ts';

export function ReviewPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data: reviews } = useBookingReviews(booking.Id);
  const side = booking.ViewerRole === 'owner' ? 'owner' : 'renter';
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.ReviewRequestSchema),
    initial: emptyReview,
    toBody: (values) => values as ReviewRequest,
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  const other = side === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  if (!reviews) return <LoadingBooking />;
  const mine = side === 'owner' ? reviews.Owner : reviews.Renter;
  if (mine || !reviews.CanReview)
    return (
      <BookingFrame booking={booking} title={t('review.title')} width="narrow">
        <NotAvailable
          booking={booking}
          message={mine ? t('review.done') : booking.Status !== 'Completed' ? t('review.afterTrip') : t('review.windowClosed')}
        />
        {mine ? (
          <Button asChild className="self-start">
            <Link to={to('dashboard-bookings-id-full-review', { id: booking.Id })}>{t('review.seeReviews')}</Link>
          </Button>
        ) : null}
      </BookingFrame>
    );
  const submit = form.onSubmit((review) =>
    action.run(`/api/bookings/${booking.Id}/reviews`, review, {
      toast: t('toast.reviewed'),
      onDone: () => navigate(to('dashboard-bookings-id-full-review', { id: booking.Id })),
    }),
  );
  return (
    <BookingFrame
      booking={booking}
      title={side === 'owner' ? t('review.titleRenter', { name: other }) : t('review.titleRv', { name: booking.RvName })}
      width="narrow"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{reviews.ReviewDeadline ? t('review.lead', { name: other }) : null}</p>
        <ActionError error={action.error} />
        {reviewCategories.map((category) => (
          <div key={category} className="flex flex-col gap-1">
            <StarRatingInput
              label={t(categoryKey(category, side))}
              value={form.values[category] ?? undefined}
              onChange={form.set(category)}
              isInvalid={Boolean(form.problems[category])}
            />
            {form.problems[category] ? <p className="text-sm text-danger-foreground">{form.message(category)}</p> : null}
          </div>
        ))}
        <TextArea
          label={side === 'owner' ? t('review.bodyRenter', { name: other }) : t('review.bodyRv')}
          description={t('review.bodyHint')}
          rows={6}
          isRequired
          {...form.field('Body')}
        />
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('review.submit')}
        </Button>
      </form>
    </BookingFrame>
  );
}

export default bookingPage(ReviewPage);
