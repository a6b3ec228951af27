// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit/review: both breakdowns side by side and the
// difference, then sending the request.
import { Button, Card } from '@rove/ui';
import { Link } from 'react-router';
import { LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { bookingFacts, ChangeError, ChangeMoney, Comparison, Prices, requestFacts } from './change-parts.tsx';
import { changeRequestStore, resetChange, saveDraft, submitChangeRequest } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import { EditFrame, type PageProps, otherName, showRefusal, useChange, useChangePage } from './change-page-parts.tsx';

export function EditReviewPage({ booking }: PageProps) {
  const { t, to, navigate, ctx } = useChangePage();
  const { state, params, draft, held } = useChange(booking);
  const userId = useStore(sessionStore).user?.id;
  if (!held.data && !draft) return <LoadingBooking />;
  const proposal = draft && draft.Status === 'Draft' ? draft : null;
  return (
    <EditFrame booking={booking} title={t('review.title')} aside={<ChangeMoney booking={booking} request={proposal} />}>
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
          <Prices booking={booking} request={proposal} />
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

export default bookingPage(EditReviewPage);
