// Answering and ending a booking: accept (host), accepted, decline with a reason (host), cancel (either side, with
// the refund the policy gives shown before confirming) and the custom quote (the host proposes a price; the
// renter accepts or declines it). Every action ends in a toast; refusals show the server's words in place.
import {
  type CancellationPreview,
  CancelRequestSchema,
  cancelReasonCodes,
  CustomQuoteRequestSchema,
  DeclineRequestSchema,
  declineReasonCodes,
} from '@rove/contract';
import { Banner, Button, Card, PriceBreakdown, Radio, RadioGroup, Skeleton, TextArea, TextField } from '@rove/ui';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { BookingFrame, type BookingPage, BookingRoutePage, ExpiresIn, NotAvailable, ActionError } from './booking-parts.tsx';
import { type QuoteForm, quoteBody, quoteFieldOf, reasonProblems, type ReasonForm } from './booking-rules.ts';
import { HostPayout } from './booking-sections.tsx';
import { type Booking, callAction, useCancellation } from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import type { RouteName } from '../routes/table.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import type { Estimate } from '@rove/contract';

function statusMessage(booking: Booking, t: TFunction<'bookings'>): string {
  if (booking.Status === 'Expired') return t('answer.expired');
  if (booking.Status === 'AwaitingOwnerApproval') return '';
  return t('answer.alreadyAnswered', { status: t(`status.${booking.Status}`) });
}

function AcceptPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { day } = useFormat();
  const action = useBookingAction<Booking>(booking.Id);
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('answer.acceptTitle')}>
        <NotAvailable booking={booking} message={t('answer.hostOnly')} />
      </BookingFrame>
    );
  const refusal = statusMessage(booking, t);
  return (
    <BookingFrame booking={booking} title={t('answer.acceptTitle')} aside={<HostPayout booking={booking} />}>
      {refusal ? (
        <NotAvailable booking={booking} message={refusal} />
      ) : (
        <>
          <Card className="flex flex-col gap-2 p-4">
            <p className="text-lg">
              {t('answer.acceptLead', {
                name: booking.Renter.Name,
                start: day(booking.StartDate, 'long'),
                end: day(booking.EndDate, 'long'),
                count: booking.Adults + booking.Children,
              })}
            </p>
            <p>
              <ExpiresIn expiresAt={booking.ExpiresAt} />
            </p>
            {booking.MessageToHost ? (
              <blockquote className="border-s-4 border-border ps-3 text-muted-foreground">{booking.MessageToHost}</blockquote>
            ) : null}
            <p className="text-sm text-muted-foreground">{booking.InstantBook ? '' : t('answer.acceptHint')}</p>
          </Card>
          <ActionError error={action.error} />
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              loading={action.pending}
              onClick={() =>
                void action.run(
                  `/api/bookings/${booking.Id}/accept`,
                  {},
                  {
                    toast: t('toast.accepted'),
                    onDone: () => navigate(to('dashboard-bookings-id-accepted', { id: booking.Id })),
                  },
                )
              }
            >
              {t('answer.acceptButton')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={to('dashboard-bookings-id-decline', { id: booking.Id })}>{t('actions.decline')}</Link>
            </Button>
            {booking.Abilities.CustomQuote ? (
              <Button asChild size="lg" variant="ghost">
                <Link to={to('dashboard-bookings-id-custom-quote', { id: booking.Id })}>{t('actions.sendQuote')}</Link>
              </Button>
            ) : null}
          </div>
        </>
      )}
    </BookingFrame>
  );
}

function AcceptedPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const accepted = ['AwaitingPayment', 'Confirmed', 'Completed'].includes(booking.Status);
  return (
    <BookingFrame booking={booking} title={owner ? t('accepted.hostTitle') : t('accepted.renterTitle')} width="narrow">
      {!accepted ? (
        <NotAvailable booking={booking} message={t('accepted.notYet', { status: t(`status.${booking.Status}`) })} />
      ) : (
        <Card className="flex flex-col gap-3 p-5">
          <p className="text-lg">
            {owner
              ? booking.Status === 'Confirmed'
                ? t('accepted.hostPaid', {
                    name: booking.Renter.FirstName,
                    amount: money(booking.Financial.OwnerPayoutTotal ?? 0, booking.Financial.Currency ?? 'USD'),
                  })
                : t('accepted.hostWaiting', { name: booking.Renter.FirstName })
              : booking.Status === 'AwaitingPayment'
                ? t('accepted.renterPay', { name: booking.Owner.FirstName })
                : t('accepted.renterConfirmed', { name: booking.Owner.FirstName })}
          </p>
          <ul className="list-disc ps-5 text-sm text-muted-foreground">
            {(owner
              ? ['accepted.hostStep1', 'accepted.hostStep2', 'accepted.hostStep3']
              : ['accepted.renterStep1', 'accepted.renterStep2']
            ).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {!owner && booking.Abilities.Pay ? (
              <Button asChild>
                <Link to={to('payment', { id: booking.Id })}>{t('actions.pay')}</Link>
              </Button>
            ) : null}
            <Button asChild variant={owner || !booking.Abilities.Pay ? 'primary' : 'outline'}>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
            </Button>
            {owner ? (
              <Button asChild variant="outline">
                <Link to={to('dashboard', { dashboard: 'host' })}>{t('backToHome')}</Link>
              </Button>
            ) : null}
          </div>
        </Card>
      )}
    </BookingFrame>
  );
}

/** The reason of a decline or a cancellation, checked with the contract's schema of its body (the server's). */
function useReasonForm(schema: typeof DeclineRequestSchema | typeof CancelRequestSchema, first: string) {
  return useContractForm({
    schema,
    initial: (): ReasonForm => ({ ReasonCode: first, Reason: '' }),
    toBody: (values) => values,
    check: reasonProblems,
    namespace: 'bookings',
  });
}

function ReasonFields({ codes, form, label }: { codes: readonly string[]; form: ReturnType<typeof useReasonForm>; label: string }) {
  const { t } = useTranslation('bookings');
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
function EndActions({ booking, label, pending, disabled }: { booking: Booking; label: string; pending: boolean; disabled?: boolean }) {
  const { t } = useTranslation('bookings');
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

export function DeclinePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const form = useReasonForm(DeclineRequestSchema, declineReasonCodes[0]);
  const action = useBookingAction<Booking>(booking.Id);
  if (booking.ViewerRole !== 'owner')
    return (
      <BookingFrame booking={booking} title={t('answer.declineTitle')}>
        <NotAvailable booking={booking} message={t('answer.hostOnly')} />
      </BookingFrame>
    );
  const refusal = statusMessage(booking, t);
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/decline`, body, {
      toast: t('toast.declined'),
      onDone: () => navigate(to('dashboard-bookings-id', { id: booking.Id })),
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('answer.declineTitle')} width="narrow">
      {refusal ? (
        <NotAvailable booking={booking} message={refusal} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <p>{t('answer.declineLead', { name: booking.Renter.FirstName })}</p>
          <ActionError error={action.error} />
          <ReasonFields codes={declineReasonCodes} form={form} label={t('answer.declineWhy')} />
          <p className="text-sm text-muted-foreground">{t('answer.declineNote')}</p>
          <EndActions booking={booking} label={t('answer.declineButton')} pending={action.pending} />
        </form>
      )}
    </BookingFrame>
  );
}

function RefundPreview({ preview, booking }: { preview: CancellationPreview; booking: Booking }) {
  const { t } = useTranslation('bookings');
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
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { money } = useFormat();
  const { data: preview } = useCancellation(booking.Id);
  const form = useReasonForm(CancelRequestSchema, cancelReasonCodes[0]);
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

export function CustomQuotePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const locale = useLocale();
  const { money } = useFormat();
  const currency = booking.Financial.Currency ?? 'USD';
  const form = useContractForm({
    schema: CustomQuoteRequestSchema,
    initial: (): QuoteForm => ({ price: String(booking.Financial.Nightly.Base), message: '' }),
    toBody: quoteBody,
    fieldOf: quoteFieldOf,
    namespace: 'bookings',
  });
  const [preview, setPreview] = useState<Estimate | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const send = useBookingAction<Booking>(booking.Id);
  const reply = useBookingAction<Booking>(booking.Id);
  const owner = booking.ViewerRole === 'owner';
  const quote = booking.CustomQuote;

  if (owner) {
    if (!booking.Abilities.CustomQuote)
      return (
        <BookingFrame booking={booking} title={t('quote.sendTitle')} width="narrow">
          <NotAvailable
            booking={booking}
            message={quote?.Status === 'Pending' ? t('quote.waiting') : statusMessage(booking, t) || t('quote.notNow')}
          />
        </BookingFrame>
      );
    const submit = form.onSubmit((body) =>
      send.run(`/api/bookings/${booking.Id}/custom-quote`, body, {
        toast: t('toast.quoteSent'),
        onDone: () => navigate(to('dashboard-bookings-id', { id: booking.Id })),
      }),
    );
    const showPreview = form.onSubmit(async (body) => {
      setPreviewing(true);
      try {
        const answer = await callAction<{ Financial: Estimate }>(`/api/bookings/${booking.Id}/custom-quote/preview`, body, { locale });
        setPreview(answer.Financial);
      } catch {
        form.setProblems({ price: { code: 'server', text: t('errors.network') } });
      } finally {
        setPreviewing(false);
      }
    });
    return (
      <BookingFrame
        booking={booking}
        title={t('quote.sendTitle')}
        aside={preview ? <PriceBreakdown breakdown={preview} title={t('quote.renterWouldPay')} headingLevel={2} /> : undefined}
      >
        <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
          <p>{t('quote.lead', { name: booking.Renter.FirstName, price: money(booking.Financial.Nightly.Base, currency) })}</p>
          <ActionError error={send.error} />
          <TextField
            label={t('quote.nightlyPrice', { currency })}
            inputMode="decimal"
            isRequired
            {...form.field('price')}
            onChange={(value) => {
              form.set('price')(value);
              setPreview(null);
            }}
          />
          <TextArea label={t('quote.message')} rows={3} {...form.field('message')} />
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" loading={previewing} onClick={showPreview}>
              {t('quote.preview')}
            </Button>
            <Button type="submit" loading={send.pending}>
              {t('quote.send')}
            </Button>
          </div>
        </form>
      </BookingFrame>
    );
  }

  if (!quote || quote.Status !== 'Pending' || !booking.Abilities.AnswerQuote)
    return (
      <BookingFrame booking={booking} title={t('quote.answerTitle')} width="narrow">
        <NotAvailable booking={booking} message={quote ? t(`quote.status.${quote.Status}`) : t('quote.none')} />
      </BookingFrame>
    );
  // The renter accepts (then pays) or declines (back to the booking) the host's quote.
  const answer = (choice: 'accept' | 'decline', toast: string, then: RouteName) =>
    void reply.run(
      `/api/bookings/${booking.Id}/custom-quote/${choice}`,
      {},
      { toast, onDone: () => navigate(to(then, { id: booking.Id })) },
    );
  return (
    <BookingFrame
      booking={booking}
      title={t('quote.answerTitle')}
      aside={<PriceBreakdown breakdown={quote.Financial as Estimate} title={t('quote.newPrice')} headingLevel={2} />}
    >
      <Card className="flex flex-col gap-2 p-4">
        <p className="text-lg">
          {t('quote.offer', {
            name: booking.Owner.FirstName,
            price: money(quote.NightlyPrice, currency),
            total: money((quote.Financial as Estimate).RenterDiscountedTotal, currency),
            was: money(booking.Financial.RenterDiscountedTotal, currency),
          })}
        </p>
        {quote.Message ? <blockquote className="border-s-4 border-border ps-3 text-muted-foreground">{quote.Message}</blockquote> : null}
        <p className="text-sm text-muted-foreground">{t('quote.acceptHint')}</p>
      </Card>
      <ActionError error={reply.error} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" loading={reply.pending} onClick={() => answer('accept', t('toast.quoteAccepted'), 'payment')}>
          {t('quote.accept')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={reply.pending}
          onClick={() => answer('decline', t('toast.quoteDeclined'), 'dashboard-bookings-id')}
        >
          {t('quote.decline')}
        </Button>
      </div>
    </BookingFrame>
  );
}

const pages: Partial<Record<RouteName, BookingPage>> = {
  'dashboard-bookings-id-accept': AcceptPage,
  'dashboard-bookings-id-accepted': AcceptedPage,
  'dashboard-bookings-id-decline': DeclinePage,
  'dashboard-bookings-id-cancel': CancelPage,
  'dashboard-bookings-id-custom-quote': CustomQuotePage,
};

export default function BookingAnswerPage() {
  return <BookingRoutePage pages={pages} fallback={AcceptPage} />;
}
