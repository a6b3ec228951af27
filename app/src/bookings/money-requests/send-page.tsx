// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/send: asking the other party for money
// after the trip (within 30 days, up to 5,000).
import type { MoneyRequest } from '@rove/contract';
import { Button, TextArea, TextField } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, LoadingBooking, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { centsProblems, moneyRequestBody, type MoneyRequestForm } from '../booking-rules.ts';
import { type Booking, useMoneyRequests } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { withQuery } from '../../routes/path-for.ts';

export function SendPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data } = useMoneyRequests(booking.Id);
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.MoneyRequestSchema),
    initial: { amount: '', reason: '' } as MoneyRequestForm,
    toBody: moneyRequestBody,
    fieldOf: (path) => (path === 'Amount' ? 'amount' : 'reason'),
    check: centsProblems,
    namespace: 'bookings',
  });
  const action = useBookingAction<MoneyRequest>(booking.Id);
  const currency = booking.Financial.Currency ?? 'USD';
  if (!data) return <LoadingBooking />;
  if (!data.CanRequest)
    return (
      <BookingFrame booking={booking} title={t('money.sendTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable booking={booking} message={booking.Status === 'Completed' ? t('money.closed') : t('money.afterTrip')} />
      </BookingFrame>
    );
  const submit = form.onSubmit((request) =>
    action.run(`/api/bookings/${booking.Id}/money-requests`, request, {
      toast: t('toast.moneyRequested'),
      onDone: (sent) => navigate(withQuery(to('dashboard-bookings-id-send-request-money-sent', { id: booking.Id }), { request: sent.Id })),
    }),
  );
  const other = booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  return (
    <BookingFrame booking={booking} title={t('money.sendTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('money.sendLead', { name: other })}</p>
        <ActionError error={action.error} />
        <TextField
          label={t('money.amount', { currency })}
          description={t('money.amountHint', { max: data.MaxAmount })}
          inputMode="decimal"
          isRequired
          {...form.field('amount')}
        />
        <TextArea label={t('money.reason')} description={t('money.reasonHint')} rows={4} isRequired {...form.field('reason')} />
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('money.send')}
        </Button>
      </form>
    </BookingFrame>
  );
}

export default bookingPage(SendPage);
