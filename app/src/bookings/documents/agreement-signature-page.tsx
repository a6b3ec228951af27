// Page module (one lazy chunk): /{dashboard}/bookings/{id}/agreement/signature: signing the rental agreement.
import { Banner, Button, Checkbox, TextField } from '@rove/ui';
import { useEffect } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingFrame, LoadingBooking, NotAvailable, bookingPage } from '../booking-parts.tsx';
import { type SignatureForm, signatureProblems } from '../booking-rules.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { type Booking, useAgreement } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';

const unfixable = new Set(['AGREEMENT_ALREADY_SIGNED', 'NOT_ALLOWED_IN_STATUS', 'NOT_ALLOWED_FOR_ROLE']);

export function SignaturePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data: agreement } = useAgreement(booking.Id);
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.SignAgreementSchema),
    initial: { Name: '', Agree: false } as SignatureForm,
    toBody: (values) => values,
    check: (values) => signatureProblems(values, agreement?.ExpectedName ?? null),
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  const refusal = action.error?.statusMessage;
  useEffect(() => {
    // A refusal that typing again cannot fix (already signed, no longer possible): the error page explains.
    if (refusal && unfixable.has(refusal))
      navigate(`${to('dashboard-bookings-id-agreement-error', { id: booking.Id })}?reason=${encodeURIComponent(refusal)}`, {
        replace: true,
      });
  }, [refusal, navigate, to, booking.Id]);
  if (!agreement) return <LoadingBooking />;
  if (!agreement.CanSign || booking.ViewerRole !== 'renter')
    return (
      <BookingFrame booking={booking} title={t('agreement.signTitle')} back="dashboard-bookings-id-agreement" width="narrow">
        <NotAvailable
          booking={booking}
          message={
            agreement.Signature
              ? t('agreement.alreadySigned')
              : booking.ViewerRole === 'owner'
                ? t('agreement.renterOnly')
                : t('agreement.cannotSign')
          }
        />
      </BookingFrame>
    );
  const submit = form.onSubmit(async (signature) => {
    const answer = await action.run(`/api/bookings/${booking.Id}/agreement/signature`, signature, { toast: t('toast.signed') });
    if (answer) navigate(to('dashboard-bookings-id-agreement-success', { id: booking.Id }));
  });
  return (
    <BookingFrame booking={booking} title={t('agreement.signTitle')} back="dashboard-bookings-id-agreement" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('agreement.signLead', { name: agreement.ExpectedName })}</p>
        {action.error && !action.error.fields.Name ? <Banner tone="danger">{action.error.message}</Banner> : null}
        <TextField
          label={t('agreement.typeName')}
          description={t('agreement.typeNameHint', { name: agreement.ExpectedName })}
          autoComplete="name"
          isRequired
          {...form.field('Name')}
          isInvalid={Boolean(form.problems.Name || action.error?.fields.Name)}
          errorMessage={form.message('Name') ?? action.error?.fields.Name?.[0]}
          inputClassName="font-display text-xl italic"
        />
        <Checkbox
          isSelected={form.values.Agree}
          onChange={form.set('Agree')}
          isInvalid={Boolean(form.problems.Agree)}
          errorMessage={form.message('Agree')}
        >
          {t('agreement.agree')}
        </Checkbox>
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('agreement.signButton')}
        </Button>
      </form>
    </BookingFrame>
  );
}

export default bookingPage(SignaturePage);
