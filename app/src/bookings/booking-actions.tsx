// What comes next on the booking page and the actions this viewer may take (each a link to its page, or a modal).
import type { BookingAction } from '@rove/contract';
import { Banner, Button, Card } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { ExpiresIn } from './booking-parts.tsx';
import type { Booking } from './bookings-api.ts';
import type { RouteName } from '../routes/table.ts';
import { chooseChangeType } from './changes/change-requests-api.ts';
import { showBookingModal } from './show-booking-modal.ts';

/** What happens next for this viewer, in one sentence, with the button that does it. */
export function NextStepCallout({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money, day } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const currency = booking.Financial.Currency ?? 'USD';
  const other = owner ? booking.Renter.FirstName : booking.Owner.FirstName;
  const link = (name: RouteName, label: string) => (
    <Button asChild>
      <Link to={to(name, { id: booking.Id })}>{label}</Link>
    </Button>
  );
  let tone: 'info' | 'success' | 'warning' | 'danger' = 'info';
  let text: ReactNode = null;
  let action: ReactNode = null;
  switch (booking.Status) {
    case 'AwaitingOwnerApproval':
      tone = 'warning';
      if (owner) {
        text = (
          <>
            {t('next.answer', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
          </>
        );
        action = link('dashboard-bookings-id-accept', t('actions.review'));
      } else if (booking.Abilities.AnswerQuote) {
        text = t('next.quote', { name: other });
        action = link('dashboard-bookings-id-custom-quote', t('actions.answerQuote'));
      } else {
        text = (
          <>
            {t('next.waitHost', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
          </>
        );
      }
      break;
    case 'AwaitingPayment':
      tone = 'warning';
      text = owner ? (
        <>
          {t('next.waitPayment', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
        </>
      ) : (
        <>
          {t('next.pay', { amount: money(booking.Financial.AmountDue, currency) })} <ExpiresIn expiresAt={booking.ExpiresAt} />
        </>
      );
      if (!owner) action = link('payment', t('actions.pay'));
      break;
    case 'Confirmed':
      tone = 'success';
      if (booking.Abilities.Sign) {
        text = t('next.sign');
        action = link('dashboard-bookings-id-agreement', t('actions.sign'));
      } else if (booking.Abilities.Pay) {
        text = t('next.balance', { amount: money(booking.Financial.AmountDue, currency) });
        action = link('payment', t('actions.pay'));
      } else
        text = owner
          ? t('next.confirmedHost', { name: other, date: day(booking.StartDate, 'long') })
          : t('next.confirmed', { date: day(booking.StartDate, 'long') });
      break;
    case 'Completed':
      if (booking.Abilities.Closeout) {
        text = t('next.closeout');
        action = link('dashboard-bookings-id-closeout', t('actions.closeout'));
      } else if (booking.Abilities.PayCloseout) {
        tone = 'warning';
        text = t('next.payCloseout', { amount: money(booking.Closeout?.Due ?? 0, currency) });
        action = link('dashboard-bookings-id-closeout', t('actions.payCloseout'));
      } else if (booking.Abilities.Review) {
        text = t('next.review', { name: other });
        action = link('dashboard-bookings-id-review', t('actions.review'));
      } else text = t('next.done');
      break;
    case 'Declined':
      tone = 'danger';
      text = owner ? t('next.declinedHost') : t('next.declined', { name: other });
      if (!owner) action = link('rv-search', t('actions.findAnother'));
      break;
    case 'Expired':
      tone = 'danger';
      text = owner ? t('next.expiredHost') : t('next.expired');
      break;
    default:
      tone = 'danger';
      text =
        booking.CancelledBy === booking.ViewerRole
          ? t('next.cancelledByYou', { amount: money(booking.RefundAmount, currency) })
          : t(owner ? 'next.cancelledByRenter' : 'next.cancelledByHost', { name: other, amount: money(booking.RefundAmount, currency) });
  }
  const reason = booking.Status === 'Declined' ? booking.DeclineReason : booking.CancelReason;
  const reasonCode = booking.Status === 'Declined' ? booking.DeclineReasonCode : booking.CancelReasonCode;
  return (
    <Banner tone={tone} title={t(`status.${booking.Status}`)} action={action}>
      <p>{text}</p>
      {reasonCode || reason ? (
        <p className="mt-1">
          {t('reasonGiven')} {reasonCode && reasonCode !== 'Other' ? t(`reasons.${reasonCode}`) : null}
          {reason ? ` ${t('quoted', { text: reason })}` : null}
        </p>
      ) : null}
    </Banner>
  );
}

type Variant = 'primary' | 'outline' | 'destructive' | 'ghost';
/** Where each of the server's actions leads, its words and its weight; `modal`: a dialog instead of a page. */
type ActionTarget =
  | { to: RouteName; label: string; variant: Variant; onClick?: () => void }
  | { modal: () => void; label: string; variant: Variant };

/** The actions this viewer may take now, exactly as the server lists them (View.Actions), in its order. */
export function ActionList({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const owner = booking.ViewerRole === 'owner';
  const targets: Record<BookingAction, ActionTarget> = {
    accept: { to: 'dashboard-bookings-id-accept', label: t('actions.accept'), variant: 'primary' },
    decline: { to: 'dashboard-bookings-id-decline', label: t('actions.decline'), variant: 'outline' },
    sendQuote: { to: 'dashboard-bookings-id-custom-quote', label: t('actions.sendQuote'), variant: 'outline' },
    answerQuote: { to: 'dashboard-bookings-id-custom-quote', label: t('actions.answerQuote'), variant: 'outline' },
    pay: { to: 'payment', label: t('actions.pay'), variant: 'primary' },
    sign: { to: 'dashboard-bookings-id-agreement', label: t('actions.sign'), variant: 'primary' },
    answerChange: {
      to: 'dashboard-bookings-id-change-request',
      label: t('actions.answerChange'),
      variant: 'primary',
      onClick: () => chooseChangeType('review'),
    },
    seeChange: { to: 'dashboard-bookings-id-edit-pending', label: t('actions.seeChange'), variant: 'outline' },
    change: { to: 'dashboard-bookings-id-edit', label: t('actions.change'), variant: 'outline' },
    closeout: { to: 'dashboard-bookings-id-closeout', label: t('actions.closeout'), variant: 'primary' },
    payCloseout: { to: 'dashboard-bookings-id-closeout', label: t('actions.payCloseout'), variant: 'primary' },
    payMoneyRequest: { to: 'dashboard-bookings-id-send-request-money', label: t('actions.payMoneyRequest'), variant: 'primary' },
    review: { to: 'dashboard-bookings-id-review', label: t('actions.review'), variant: 'outline' },
    updateServices: { to: 'dashboard-bookings-id-services-update', label: t('actions.services'), variant: 'outline' },
    requestMoney: { to: 'dashboard-bookings-id-send-request-money', label: t('actions.requestMoney'), variant: 'outline' },
    fileClaim: { to: 'dashboard-bookings-id-insurance-efnol', label: t('actions.claim'), variant: 'outline' },
    documents: { to: 'dashboard-bookings-id-documents', label: t('actions.documents'), variant: 'outline' },
    moneyDetails: {
      modal: () => showBookingModal({ name: owner ? 'bookingPayoutDetails' : 'bookingPaymentDetails', props: { bookingId: booking.Id } }),
      label: owner ? t('actions.payoutDetails') : t('actions.paymentDetails'),
      variant: 'ghost',
    },
    bookCall: {
      modal: () => showBookingModal({ name: 'bookCall', props: { bookingId: booking.Id } }),
      label: t('bookCall.open'),
      variant: 'ghost',
    },
    cancel: { to: 'dashboard-bookings-id-cancel', label: t('actions.cancel'), variant: 'destructive' },
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-display text-lg font-semibold">{t('detail.actions')}</h2>
      <div className="flex flex-wrap gap-2">
        {booking.View.Actions.map((action) => {
          const target = targets[action];
          return 'modal' in target ? (
            <Button key={action} size="sm" variant={target.variant} onClick={target.modal}>
              {target.label}
            </Button>
          ) : (
            <Button key={action} asChild variant={target.variant} size="sm">
              <Link to={to(target.to, { id: booking.Id })} onClick={target.onClick}>
                {target.label}
              </Link>
            </Button>
          );
        })}
      </div>
    </Card>
  );
}
