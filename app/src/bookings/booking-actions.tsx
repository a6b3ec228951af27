// What comes next on the booking page and the actions this viewer may take (each a link to its page, or a modal).
import { Banner, Button, Card } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { modalQueue } from './booking-modal-registry.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { ExpiresIn } from './booking-parts.tsx';
import type { Booking } from './bookings-api.ts';
import type { RouteName } from '../routes/table.ts';

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

/** The actions this viewer may take now: the state machine's (AvailableActions) and the booking's abilities. */
export function ActionList({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const owner = booking.ViewerRole === 'owner';
  const a = booking.Abilities;
  const can = (action: string) => booking.AvailableActions.includes(action);
  const links: [RouteName, string, boolean, 'primary' | 'outline' | 'destructive'][] = [
    ['dashboard-bookings-id-accept', 'actions.accept', owner && can('accept'), 'primary'],
    ['dashboard-bookings-id-decline', 'actions.decline', owner && can('decline'), 'outline'],
    [
      'dashboard-bookings-id-custom-quote',
      owner ? 'actions.sendQuote' : 'actions.answerQuote',
      owner ? a.CustomQuote : a.AnswerQuote,
      'outline',
    ],
    ['payment', 'actions.pay', a.Pay, 'primary'],
    ['dashboard-bookings-id-agreement', 'actions.sign', a.Sign, 'primary'],
    ['dashboard-bookings-id-closeout', owner ? 'actions.closeout' : 'actions.payCloseout', owner ? a.Closeout : a.PayCloseout, 'primary'],
    ['dashboard-bookings-id-review', 'actions.review', a.Review, 'outline'],
    ['dashboard-bookings-id-services-update', 'actions.services', a.UpdateServices, 'outline'],
    ['dashboard-bookings-id-send-request-money', 'actions.requestMoney', a.RequestMoney, 'outline'],
    ['dashboard-bookings-id-insurance-efnol', 'actions.claim', a.FileClaim, 'outline'],
    ['dashboard-bookings-id-documents', 'actions.documents', true, 'outline'],
    ['dashboard-bookings-id-cancel', 'actions.cancel', can('cancel'), 'destructive'],
  ];
  const changeable = booking.Status === 'Confirmed' || booking.Status === 'AwaitingPayment' || booking.Status === 'AwaitingOwnerApproval';
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-display text-lg font-semibold">{t('detail.actions')}</h2>
      <div className="flex flex-wrap gap-2">
        {links
          .filter(([, , shown]) => shown)
          .map(([name, key, , variant]) => (
            <Button key={name + key} asChild variant={variant} size="sm">
              <Link to={to(name, { id: booking.Id })}>{t(key)}</Link>
            </Button>
          ))}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            // Changes are made through a change request; when one is already waiting, or the trip can no
            // longer change, the modal says why.
            if (booking.PendingChangeRequestId || !changeable)
              modalQueue.show({
                name: 'bookingEditChangeRequestError',
                props: {
                  bookingId: booking.Id,
                  reason: booking.PendingChangeRequestId ? 'pending' : 'status',
                  dashboard: owner ? 'host' : 'dashboard',
                },
              });
            else navigate(to('dashboard-bookings-id-edit', { id: booking.Id }));
          }}
        >
          {t('actions.change')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            modalQueue.show({ name: owner ? 'bookingPayoutDetails' : 'bookingPaymentDetails', props: { bookingId: booking.Id } })
          }
        >
          {owner ? t('actions.payoutDetails') : t('actions.paymentDetails')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => modalQueue.show({ name: 'bookCall', props: { bookingId: booking.Id } })}>
          {t('bookCall.open')}
        </Button>
      </div>
    </Card>
  );
}
