// The booking modals of spec 001 section 4, shown through the app's modal queue: book call, booking payment
// details, booking payout details, booking reviews report, booking edit change-request error. Loaded lazily by
// the bookings area's registration (booking-modal-registry.ts), so the shell does not carry them.
import { type BookingMoney, callWindows, reviewReportReasons } from '@rove/contract';
import { Banner, Button, DataTable, Radio, RadioGroup, Skeleton, TextArea, TextField, type ModalComponentProps } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../i18n/use-format.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { bookCallBody, type BookCallForm, bookCallFieldOf, callDayProblems, reportProblems, type ReportForm } from './booking-rules.ts';
import { useBookingMoney } from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import { pathFor } from '../routes/path-for.ts';

const isoDay = (offset: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

export function BookCallModal({ close, bookingId }: ModalComponentProps<{ bookingId?: number }>) {
  const { t } = useTranslation('bookings');
  const form = useContractForm({
    schema: () => import('./booking-schemas.ts').then((m) => m.BookCallSchema),
    initial: (): BookCallForm => ({ phone: '', date: isoDay(1), window: 'Morning', topic: '' }),
    toBody: (values) => bookCallBody(values, bookingId ?? null),
    fieldOf: bookCallFieldOf,
    check: (values) => callDayProblems(values, isoDay(0), isoDay(60)),
    namespace: 'bookings',
  });
  const action = useBookingAction(bookingId);
  const submit = form.onSubmit((call) => action.run('/api/support/call-requests', call, { toast: t('toast.callBooked'), onDone: close }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('bookCall.lead')}</p>
      {action.error && !Object.keys(action.error.fields).length ? <Banner tone="danger">{action.error.message}</Banner> : null}
      <TextField label={t('bookCall.phone')} type="tel" autoComplete="tel" isRequired {...form.field('phone')} />
      <TextField
        label={t('bookCall.date')}
        type="date"
        isRequired
        {...form.field('date')}
        isInvalid={Boolean(form.problems.date || action.error?.fields.PreferredDate)}
        errorMessage={form.message('date') ?? (action.error?.fields.PreferredDate ? action.error.message : undefined)}
      />
      <RadioGroup label={t('bookCall.window')} value={form.values.window} onChange={form.set('window')} orientation="horizontal">
        {callWindows.map((window) => (
          <Radio key={window} value={window}>
            {t(`bookCall.windows.${window}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea label={t('bookCall.topic')} rows={3} {...form.field('topic')} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t('cancelButton')}
        </Button>
        <Button type="submit" loading={action.pending}>
          {t('bookCall.submit')}
        </Button>
      </div>
    </form>
  );
}

function MoneyTable({ rows, currency, kind }: { rows: MoneyRow[]; currency: string; kind: 'payments' | 'payouts' }) {
  const { t } = useTranslation('bookings');
  const { money, day } = useFormat();
  if (!rows.length) return <p className="text-muted-foreground">{t(`moneyModal.${kind}Empty`)}</p>;
  return (
    <DataTable
      caption={t(`moneyModal.${kind}Caption`)}
      hideCaption
      mutedHeaders
      minWidth="none"
      columns={[
        { key: 'what', header: t('moneyModal.what'), render: (row) => row.Label },
        { key: 'when', header: t('moneyModal.when'), render: (row) => day(row.Date) },
        {
          key: 'status',
          header: t('moneyModal.status'),
          render: (row) => t(`moneyModal.statuses.${row.Status}`, { defaultValue: row.Status }),
        },
        { key: 'amount', header: t('moneyModal.amount'), numeric: true, render: (row) => money(row.Amount, currency) },
      ]}
      rows={rows}
      rowKey={(row) => row.Id}
    />
  );
}

type MoneyRow = { Id: number; Label: string; Amount: number; Status: string; Date: string };

/** The payments or payouts of a booking in a table, with its note and a close button (a skeleton while loading). */
function MoneyDetails({
  close,
  bookingId,
  kind,
  toRows,
  note,
}: {
  close: () => void;
  bookingId: number;
  kind: 'payments' | 'payouts';
  toRows: (data: BookingMoney) => MoneyRow[];
  note: string;
}) {
  const { t } = useTranslation('bookings');
  const { data } = useBookingMoney(bookingId);
  return (
    <div className="flex flex-col gap-4">
      {data ? <MoneyTable kind={kind} currency={data.Currency} rows={toRows(data)} /> : <Skeleton className="h-24 w-full" />}
      <p className="text-sm text-muted-foreground">{note}</p>
      <div className="flex justify-end">
        <Button onClick={close}>{t('close')}</Button>
      </div>
    </div>
  );
}

export function BookingPaymentDetailsModal({ close, bookingId }: ModalComponentProps<{ bookingId: number }>) {
  const { t } = useTranslation('bookings');
  return (
    <MoneyDetails
      close={close}
      bookingId={bookingId}
      kind="payments"
      note={t('moneyModal.cardNote')}
      toRows={(data) =>
        data.Payments.map((payment) => ({
          Id: payment.Id,
          Label: t(`moneyModal.purposes.${payment.Kind === 'refund' ? 'refund' : payment.Purpose}`, { defaultValue: payment.Purpose }),
          Amount: payment.Kind === 'refund' ? -payment.Amount : payment.Amount,
          Status: payment.Status,
          Date: payment.Date,
        }))
      }
    />
  );
}

export function BookingPayoutDetailsModal({ close, bookingId }: ModalComponentProps<{ bookingId: number }>) {
  const { t } = useTranslation('bookings');
  return (
    <MoneyDetails
      close={close}
      bookingId={bookingId}
      kind="payouts"
      note={t('moneyModal.payoutNote')}
      toRows={(data) =>
        data.Payouts.map((payout) => ({
          Id: payout.Id,
          Label: t(`moneyModal.payoutKinds.${payout.Kind}`, { defaultValue: payout.Kind }),
          Amount: payout.Amount,
          Status: payout.Status,
          Date: payout.PaidAt ?? payout.ScheduledFor,
        }))
      }
    />
  );
}

export function BookingReviewsReportModal({
  close,
  bookingId,
  side,
}: ModalComponentProps<{ bookingId: number; side: 'renter' | 'owner' }>) {
  const { t } = useTranslation('bookings');
  const form = useContractForm({
    schema: () => import('./booking-schemas.ts').then((m) => m.ReviewReportSchema),
    initial: (): ReportForm => ({ Reason: reviewReportReasons[0], Details: '' }),
    toBody: (values) => ({ Side: side, ...values }),
    check: reportProblems,
    namespace: 'bookings',
  });
  const action = useBookingAction(bookingId);
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${bookingId}/reviews/report`, body, { toast: t('toast.reported'), onDone: close }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('report.lead')}</p>
      {action.error ? <Banner tone="danger">{action.error.message}</Banner> : null}
      <RadioGroup label={t('report.reason')} value={form.values.Reason} onChange={form.set('Reason')}>
        {reviewReportReasons.map((value) => (
          <Radio key={value} value={value}>
            {t(`report.reasons.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea label={t('report.details')} rows={3} isRequired={form.values.Reason === 'Other'} {...form.field('Details')} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t('cancelButton')}
        </Button>
        <Button type="submit" loading={action.pending}>
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}

export function BookingEditChangeRequestErrorModal({
  close,
  bookingId,
  reason,
  dashboard,
}: ModalComponentProps<{ bookingId: number; reason: 'pending' | 'status'; dashboard: 'dashboard' | 'host' }>) {
  const { t, i18n } = useTranslation('bookings');
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <div className="flex flex-col gap-4">
      <p>{reason === 'pending' ? t('changeError.pending') : t('changeError.status')}</p>
      <div className="flex justify-end gap-2">
        {reason === 'pending' ? (
          <Button asChild variant="outline">
            <Link to={pathFor('dashboard-bookings-id-change-request', { id: bookingId, dashboard }, locale)} onClick={close}>
              {t('changeError.see')}
            </Link>
          </Button>
        ) : null}
        <Button onClick={close}>{t('close')}</Button>
      </div>
    </div>
  );
}
