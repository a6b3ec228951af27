// After the trip: closeout (the host enters the odometer and generator readings and any damages; the renter sees
// the charges and pays them), review (both sides, the four categories) and full-review (both reviews in full,
// the response, the reviews-report modal).
import {
  type BookingReview,
  reviewCategories,
  type ReviewCategory,
  type ReviewRequest,
  ReviewRequestSchema,
  ReviewResponseSchema,
  CloseoutRequestSchema,
} from '@rove/contract';
import { Banner, Button, Card, StarRating, StarRatingInput, TextArea, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { simulatorProvider } from './payment/payment-provider.ts';
import { PaymentForm } from './payment/payment-form.tsx';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { BookingFrame, type BookingPage, BookingRoutePage, LoadingBooking, NotAvailable, ActionError } from './booking-parts.tsx';
import { closeoutBody, closeoutFieldOf, closeoutProblems, emptyCloseout, emptyReview } from './booking-rules.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { CloseoutSummary } from './booking-sections.tsx';
import { type Booking, refreshBookingViews, useBookingReviews } from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import { modalQueue } from './booking-modal-registry.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import type { RouteName } from '../routes/table.ts';

function CloseoutPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { money } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const unit = f.DistanceUnit ?? 'mi';
  const form = useContractForm({
    schema: CloseoutRequestSchema,
    initial: emptyCloseout,
    toBody: closeoutBody,
    fieldOf: closeoutFieldOf,
    check: closeoutProblems,
    namespace: 'bookings',
  });
  const action = useBookingAction<Booking>(booking.Id);
  const owner = booking.ViewerRole === 'owner';

  const allowances = (
    <Card className="flex flex-col gap-1 p-4 text-sm">
      <h2 className="font-display text-lg font-semibold">{t('closeout.allowances')}</h2>
      <p>
        {f.FreeDistance === null || f.FreeDistance === undefined
          ? t('detail.unlimitedDistance')
          : t('closeout.freeDistanceRule', {
              total: f.FreeDistance,
              unit,
              perDay: f.FreeDistance / (f.TotalDays || 1),
              days: f.TotalDays,
              price: money(f.ChargePerDistanceOver ?? 0, currency),
            })}
      </p>
      <p>
        {f.FreeGeneratorHours === null || f.FreeGeneratorHours === undefined
          ? t('closeout.unlimitedGenerator')
          : t('closeout.freeGeneratorRule', {
              total: f.FreeGeneratorHours,
              perDay: f.FreeGeneratorHours / (f.TotalDays || 1),
              days: f.TotalDays,
              price: money(f.ChargePerGeneratorHourOver ?? 0, currency),
            })}
      </p>
      <p className="text-muted-foreground">{t('closeout.feeRule')}</p>
    </Card>
  );

  if (booking.Closeout) {
    return (
      <BookingFrame booking={booking} title={t('closeout.title')} aside={allowances}>
        <CloseoutSummary booking={booking} />
        {!owner && booking.Closeout.Due > 0 ? (
          <PaymentForm
            booking={booking}
            showBreakdown={false}
            payment={{
              title: t('closeout.payTitle'),
              amount: booking.Closeout.Due,
              createIntent: (headers) => simulatorProvider.createIntent(booking.Id, headers),
              onPaid: () => {
                toastQueue.add({ title: t('toast.closeoutPaid'), tone: 'success' });
                void refreshBookingViews(booking.Id);
              },
            }}
          />
        ) : owner ? (
          <p className="text-muted-foreground">
            {booking.Closeout.Due > 0 ? t('closeout.waitingRenter', { name: booking.Renter.FirstName }) : t('closeout.renterPaid')}
          </p>
        ) : null}
      </BookingFrame>
    );
  }
  if (!owner || !booking.Abilities.Closeout)
    return (
      <BookingFrame booking={booking} title={t('closeout.title')} width="narrow">
        <NotAvailable
          booking={booking}
          message={
            !owner ? t('closeout.renterWaiting') : booking.Status !== 'Completed' ? t('closeout.afterTrip') : t('closeout.windowClosed')
          }
        />
      </BookingFrame>
    );

  const submit = form.onSubmit((closeout) => action.run(`/api/bookings/${booking.Id}/closeout`, closeout, { toast: t('toast.closedOut') }));
  const serverField = (field: string) => action.error?.fields[field]?.[0];
  return (
    <BookingFrame booking={booking} title={t('closeout.title')} aside={allowances}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('closeout.lead', { name: booking.Renter.FirstName })}</p>
        <ActionError error={action.error} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('closeout.startOdometer', { unit })} inputMode="decimal" isRequired {...form.field('startOdometer')} />
          <TextField
            label={t('closeout.endOdometer', { unit })}
            inputMode="decimal"
            isRequired
            {...form.field('endOdometer')}
            isInvalid={Boolean(form.problems.endOdometer || serverField('EndOdometer'))}
            errorMessage={form.message('endOdometer') ?? serverField('EndOdometer')}
          />
        </div>
        <TextField
          label={t('closeout.generatorHours')}
          description={t('closeout.generatorHint')}
          inputMode="decimal"
          {...form.field('generatorHours')}
        />
        <TextField
          label={t('closeout.damagesAmount', { currency })}
          description={t('closeout.damagesHint')}
          inputMode="decimal"
          {...form.field('damages')}
        />
        <TextArea label={t('closeout.damageDescription')} rows={3} {...form.field('damageDescription')} />
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('closeout.submit')}
        </Button>
      </form>
    </BookingFrame>
  );
}

/** The categories' words depend on who is reviewed: the RV and its host, or the renter. */
const categoryKey = (category: ReviewCategory, side: 'renter' | 'owner') => `review.categories.${side}.${category}`;

function ReviewPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data: reviews } = useBookingReviews(booking.Id);
  const side = booking.ViewerRole === 'owner' ? 'owner' : 'renter';
  const form = useContractForm({
    schema: ReviewRequestSchema,
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
    schema: ReviewResponseSchema,
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

const pages: Partial<Record<RouteName, BookingPage>> = {
  'dashboard-bookings-id-closeout': CloseoutPage,
  'dashboard-bookings-id-review': ReviewPage,
  'dashboard-bookings-id-full-review': FullReviewPage,
};

export default function BookingAfterTripPage() {
  return <BookingRoutePage pages={pages} fallback={CloseoutPage} />;
}
