// What the pages that answer or end a booking share (why a request can no longer be answered: ./answer-status.ts): the reason of a decline
// or a cancellation (checked with the contract's schema of its body) and the destructive submit beside the way back.
import type { CancelRequestSchema, DeclineRequestSchema } from '@rove/contract';
import { Button, Radio, RadioGroup, TextArea } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { reasonProblems, type ReasonForm } from '../booking-rules.ts';
import type { Booking } from '../bookings-api.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';

/** The reason of a decline or a cancellation, checked with the contract's schema of its body (the server's), loaded at the first check. */
export function useReasonForm(schema: 'DeclineRequestSchema' | 'CancelRequestSchema', first: string) {
  return useContractForm({
    schema: (): Promise<typeof DeclineRequestSchema | typeof CancelRequestSchema> => import('../booking-schemas.ts').then((m) => m[schema]),
    initial: (): ReasonForm => ({ ReasonCode: first, Reason: '' }),
    toBody: (values) => values,
    check: reasonProblems,
    namespace: 'bookings',
  });
}

export function ReasonFields({ codes, form, label }: { codes: readonly string[]; form: ReturnType<typeof useReasonForm>; label: string }) {
  const { t } = useBookingPagesTranslation();
  const other = form.values.ReasonCode === 'Other';
  return (
    <>
      <RadioGroup label={label} value={form.values.ReasonCode} onChange={form.set('ReasonCode')}>
        {codes.map((value) => (
          <Radio key={value} value={value}>
            {t(`reasons.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={other ? t('answer.messageRequired') : t('answer.message')}
        description={t('answer.messageHint')}
        isRequired={other}
        rows={4}
        {...form.field('Reason')}
      />
    </>
  );
}

/** Ending the booking (decline, cancel): the destructive submit, and the way back that keeps it. */
export function EndActions({
  booking,
  label,
  pending,
  disabled,
}: {
  booking: Booking;
  label: string;
  pending: boolean;
  disabled?: boolean;
}) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant="destructive" size="lg" loading={pending} disabled={disabled}>
        {label}
      </Button>
      <Button asChild variant="ghost" size="lg">
        <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('keep')}</Link>
      </Button>
    </div>
  );
}
