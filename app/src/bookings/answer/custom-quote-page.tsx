// Page module (one lazy chunk): /{dashboard}/bookings/{id}/custom-quote: the host proposes a price; the renter accepts
// or declines it.
import type { Estimate } from '@rove/contract';
import { Button, Card, PriceBreakdown, TextArea, TextField } from '@rove/ui';
import { useState } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { useNavigate } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, NotAvailable, ActionError, bookingPage } from '../booking-parts.tsx';
import { type QuoteForm, quoteBody, quoteFieldOf } from '../booking-rules.ts';
import { type Booking, callAction } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import type { RouteName } from '../../routes/table.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { statusMessage } from './answer-status.ts';

export function CustomQuotePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const locale = useLocale();
  const { money } = useFormat();
  const currency = booking.Financial.Currency ?? 'USD';
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.CustomQuoteRequestSchema),
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

export default bookingPage(CustomQuotePage);
