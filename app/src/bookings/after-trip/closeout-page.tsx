// Page module (one lazy chunk): /{dashboard}/bookings/{id}/closeout: after the trip, the host's closeout (mileage,
// generator, fuel, damage) and what the renter owes.
import { Button, Card, TextArea, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { simulatorProvider } from '../payment/payment-provider.ts';
import { PaymentForm } from '../payment/payment-form.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { closeoutBody, closeoutFieldOf, closeoutProblems, emptyCloseout } from '../booking-rules.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { CloseoutSummary } from '../booking-money.tsx';
import { type Booking, refreshBookingViews } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';

export function CloseoutPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { money } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const unit = f.DistanceUnit ?? 'mi';
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.CloseoutRequestSchema),
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
              count: f.TotalDays,
              price: money(f.ChargePerDistanceOver ?? 0, currency),
            })}
      </p>
      <p>
        {f.FreeGeneratorHours === null || f.FreeGeneratorHours === undefined
          ? t('closeout.unlimitedGenerator')
          : t('closeout.freeGeneratorRule', {
              total: f.FreeGeneratorHours,
              perDay: f.FreeGeneratorHours / (f.TotalDays || 1),
              count: f.TotalDays,
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

export default bookingPage(CloseoutPage);
