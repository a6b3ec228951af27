// Page module (one lazy chunk): /{dashboard}/bookings/{id}/full-review: both reviews once given, a response to the one
// received and a report.
import { type BookingReview, reviewCategories } from '@rove/contract';
import { Banner, Button, Card, StarRating, TextArea } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { type Booking, useBookingReviews } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import { categoryKey } from './review-parts.ts';

function ReviewCard({ review, booking, title, canReport }: { review: BookingReview; booking: Booking; title: string; canReport: boolean }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={`review-${review.Side}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`review-${review.Side}`} className="font-display text-lg font-semibold">
          {title}
        </h2>
        <StarRating value={review.Rating} showValue />
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {reviewCategories.map((category) => (
          <div key={category} className="flex items-center justify-between gap-2">
            <dt>{t(categoryKey(category, review.Side))}</dt>
            <dd>
              <StarRating value={review[category]} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line" lang={review.Language === 'fr' ? 'fr' : 'en'}>
        {review.Body}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('review.by', { name: review.AuthorFirstName, date: day(review.CreatedAt, 'long') })}
      </p>
      {review.Response ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-semibold">{t('review.response')}</p>
          <p className="whitespace-pre-line">{review.Response}</p>
        </div>
      ) : null}
      {canReport ? (
        review.ReportedByViewer ? (
          <p className="text-sm text-muted-foreground">{t('review.reported')}</p>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => modalQueue.show({ name: 'bookingReviewsReport', props: { bookingId: booking.Id, side: review.Side } })}
          >
            {t('review.report')}
          </Button>
        )
      ) : null}
    </Card>
  );
}

export function FullReviewPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { data: reviews } = useBookingReviews(booking.Id);
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.ReviewResponseSchema),
    initial: { response: '' },
    toBody: (values) => ({ Body: values.response }),
    fieldOf: () => 'response',
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  const respond = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/reviews/response`, body, {
      toast: t('toast.responded'),
      onDone: () => form.setValues({ response: '' }),
    }),
  );
  if (!reviews) return <LoadingBooking />;
  const side = booking.ViewerRole === 'owner' ? 'owner' : 'renter';
  const theirs = side === 'owner' ? reviews.Renter : reviews.Owner;
  const mine = side === 'owner' ? reviews.Owner : reviews.Renter;
  return (
    <BookingFrame booking={booking} title={t('review.fullTitle')} width="narrow">
      {reviews.CanReview ? (
        <Banner
          tone="info"
          action={
            <Button asChild size="sm">
              <Link to={to('dashboard-bookings-id-review', { id: booking.Id })}>{t('actions.review')}</Link>
            </Button>
          }
        >
          {t('review.yourTurn')}
        </Banner>
      ) : null}
      {reviews.Renter ? (
        <ReviewCard
          review={reviews.Renter}
          booking={booking}
          title={t('review.ofRv', { name: booking.RvName })}
          canReport={side === 'owner'}
        />
      ) : (
        <p className="text-muted-foreground">{t('review.noneRv')}</p>
      )}
      {reviews.Owner ? (
        <ReviewCard
          review={reviews.Owner}
          booking={booking}
          title={t('review.ofRenter', { name: booking.Renter.FirstName })}
          canReport={side === 'renter'}
        />
      ) : (
        <p className="text-muted-foreground">{t('review.noneRenter', { name: booking.Renter.FirstName })}</p>
      )}
      {theirs && reviews.CanRespond ? (
        <form noValidate className="flex flex-col gap-3" onSubmit={respond}>
          <TextArea label={t('review.respondLabel', { name: theirs.AuthorFirstName })} rows={3} {...form.field('response')} />
          {action.error ? <Banner tone="danger">{action.error.message}</Banner> : null}
          <Button type="submit" loading={action.pending} className="self-start">
            {t('review.respond')}
          </Button>
        </form>
      ) : null}
      {!mine && !reviews.CanReview ? <p className="text-sm text-muted-foreground">{t('review.windowClosed')}</p> : null}
    </BookingFrame>
  );
}

export default bookingPage(FullReviewPage);
