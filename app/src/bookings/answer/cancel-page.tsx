// Page module (one lazy chunk): /{dashboard}/bookings/{id}/cancel: either side cancels, with the refund the policy
// gives shown before confirming.
import { type CancellationPreview, cancelReasonCodes } from '@rove/contract';
import { Banner, Card, Skeleton } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { type Booking, useCancellation } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { EndActions, ReasonFields, useReasonForm } from './answer-parts.tsx';

function RefundPreview({ preview, booking }: { preview: CancellationPreview; booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const { money } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="refund-heading">
      <h2 id="refund-heading" className="font-display text-lg font-semibold">
        {t('cancel.ifNow')}
      </h2>
      <p>
        {t('cancel.policy', { name: t(`policies.${preview.Policy.Name}.name`) })} {t(`policies.${preview.Policy.Name}.summary`)}
      </p>
      <dl className="divide-y divide-border text-sm">
        <div className="flex justify-between gap-4 py-1.5">
          <dt>{t('cancel.paid')}</dt>
          <dd className="tabular-nums">{money(preview.Paid, preview.Currency)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5 text-base font-semibold">
          <dt>{owner ? t('cancel.renterRefund') : t('cancel.refund', { percent: preview.RefundPercent })}</dt>
          <dd className="tabular-nums" data-testid="refund-amount">
            {money(preview.Refund, preview.Currency)}
          </dd>
        </div>
        {preview.CreditsReturned > 0 ? (
          <div className="flex justify-between gap-4 py-1.5">
            <dt>{t('cancel.credits')}</dt>
            <dd className="tabular-nums">{money(preview.CreditsReturned, preview.Currency)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 py-1.5">
          <dt>{t('cancel.hostKeeps')}</dt>
          <dd className="tabular-nums">{money(preview.HostKeeps, preview.Currency)}</dd>
        </div>
      </dl>
      {owner ? <Banner tone="warning">{t('cancel.hostWarning')}</Banner> : null}
      {preview.Paid === 0 ? <p className="text-sm text-muted-foreground">{t('cancel.nothingPaid')}</p> : null}
    </Card>
  );
}

export function CancelPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { money } = useFormat();
  const { data: preview } = useCancellation(booking.Id);
  const form = useReasonForm('CancelRequestSchema', cancelReasonCodes[0]);
  const action = useBookingAction<Booking>(booking.Id);
  const cancellable = booking.AvailableActions.includes('cancel');
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/cancel`, body, {
      onDone: () => {
        navigate(to('dashboard-bookings-id', { id: booking.Id }));
      },
      toast: preview ? t('toast.cancelled', { amount: money(preview.Refund, preview.Currency) }) : t('toast.cancelledPlain'),
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('cancel.title')} width="narrow">
      {!cancellable ? (
        <NotAvailable
          booking={booking}
          message={
            booking.Status === 'CancelledByOwner' || booking.Status === 'CancelledByRenter'
              ? t('cancel.already')
              : booking.Status === 'AwaitingOwnerApproval' && booking.ViewerRole === 'owner'
                ? t('cancel.declineInstead')
                : t('cancel.notNow', { status: t(`status.${booking.Status}`) })
          }
        />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {preview ? (
            <RefundPreview preview={preview} booking={booking} />
          ) : (
            <div aria-busy="true">
              <output className="sr-only">{t('loading')}</output>
              <Skeleton className="h-40 w-full" />
            </div>
          )}
          <ActionError error={action.error} />
          <ReasonFields codes={cancelReasonCodes} form={form} label={t('cancel.why')} />
          <EndActions booking={booking} label={t('cancel.confirm')} pending={action.pending} disabled={!preview} />
        </form>
      )}
    </BookingFrame>
  );
}

export default bookingPage(CancelPage);
