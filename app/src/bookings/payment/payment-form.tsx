// Card payment for a booking (payment, retry-payment, update-payment): the intent from the server, the card
// confirmed through the provider; a decline shows the provider's message in the page's language and lets the
// renter try another card; the authentication step leaves for the provider's page and returns via /payment-callback.
import { Banner, Button, PriceBreakdown } from '@rove/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingEventPayload, track } from '../../shell/analytics/trip-quote-events.ts';
import { tripQuoteFinancial } from '../../shell/analytics/trip-quote-financial.ts';
import { ApiError } from '../../api/api-fetch.ts';
import { useDisplayTotal } from '../../i18n/display-total.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { pathFor } from '../../routes/path-for.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { cardBody, cardFieldOf, expiryProblems } from '../../forms/card-details.ts';
import { CardFields } from '../../forms/card-fields.tsx';
import { type BookingPayment, declineMessageKey, loadProviderScript, simulatorProvider } from './payment-provider.ts';
import type { BookingView } from './use-booking.ts';
import { CancellationPolicySummary } from '../../renter/index.ts';
import { calendarToday } from '../../lib/calendar-today.ts';

const provider = simulatorProvider;

export interface PaymentFormProps {
  booking: BookingView;
  initialError?: string | null;
  /** Another payment than the trip's (a money request): its intent, amount and what happens once paid. */
  payment?: {
    createIntent: (headers: Record<string, string>) => Promise<BookingPayment>;
    amount: number;
    onPaid: () => void;
    title?: string;
  };
  /** Show the trip's price breakdown beside the form (default true). */
  showBreakdown?: boolean;
}

export function PaymentForm({ booking, initialError, payment, showBreakdown = true }: PaymentFormProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const inCurrency = useMoney();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: () => import('../booking-schemas.ts').then((m) => m.CardInputSchema),
    initial: { number: '', expiry: '', cvc: '' },
    toBody: cardBody,
    fieldOf: cardFieldOf,
    check: (values) => expiryProblems(values, calendarToday()),
    namespace: 'booking',
  });
  const [failure, setFailure] = useState<string | null>(initialError ?? null);
  const failureRef = useRef<HTMLDivElement>(null);
  const financial = booking.Financial;
  const displayTotal = useDisplayTotal(financial);
  const awaitingHost = !payment && booking.Status === 'AwaitingOwnerApproval';

  useEffect(() => {
    void loadProviderScript(provider);
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // A second press while the payment is under way does nothing.
  const pay = form.onSubmit(async (card) => {
    setFailure(null);
    const headers = languageHeaders(locale);
    try {
      const intent = payment ? await payment.createIntent(headers) : await provider.createIntent(booking.Id, headers);
      if (!intent.ClientSecret) throw new Error('No client secret');
      const result = await provider.confirmCard(intent.ClientSecret, card, headers);
      // The trip's payment is the catalogued booking event; a money request is not.
      if (!payment)
        track({
          name: 'BookingPaymentInfoSubmitted',
          version: 7,
          payload: bookingEventPayload(
            {
              bookingId: booking.Id,
              rvId: booking.RvId,
              rvType: booking.RvType,
              startDate: booking.StartDate,
              endDate: booking.EndDate,
              promoCode: financial.PromoCode,
              promoDollarValue: financial.TotalPromotionalDiscountAmount,
              listingBasePrice: financial.Nightly.Base,
              hasSmartPricing: false,
              paymentProvider: provider.name,
            },
            tripQuoteFinancial(financial),
          ),
        });
      if (result.Status === 'requires_action' && result.NextActionUrl) {
        window.location.assign(result.NextActionUrl);
        return;
      }
      if (result.Status === 'succeeded' || result.Status === 'requires_capture') {
        if (payment) payment.onPaid();
        else navigate(pathFor('dashboard-bookings-id-complete', { id: booking.Id }, locale));
        return;
      }
      const key = declineMessageKey(result.Message);
      setFailure(key ? t(key) : result.Message || t('payment.declined'));
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('errors.network'));
    }
  });

  const amountDue = payment ? payment.amount : financial.AmountDue;
  const currency = financial.Currency ?? (financial.Country === 'CA' ? 'CAD' : 'USD');
  return (
    <div className={showBreakdown ? 'grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]' : 'flex flex-col'}>
      <form onSubmit={pay} noValidate className="flex flex-col gap-5" aria-labelledby="card-heading">
        <h2 id="card-heading" className="font-display text-xl font-semibold">
          {payment?.title ?? t('card.title')}
        </h2>
        <p className="text-muted-foreground">
          {awaitingHost
            ? t('payment.authoriseOnly', { amount: inCurrency(amountDue, currency) })
            : t('payment.chargeNow', { amount: inCurrency(amountDue, currency) })}
        </p>
        {failure ? (
          <div ref={failureRef} tabIndex={-1} className="outline-none">
            <Banner tone="danger" urgent title={t('payment.failedTitle')}>
              {failure} {t('payment.tryAgain')}
            </Banner>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 [&>*:first-child]:col-span-2">
          <CardFields
            form={form}
            labels={{ number: t('card.number'), expiry: t('card.expiry'), expiryHint: t('card.expiryHint'), cvc: t('card.cvc') }}
          />
        </div>
        {!payment && booking.CancellationPolicy ? <CancellationPolicySummary policy={booking.CancellationPolicy} /> : null}
        <Button type="submit" size="lg" loading={form.pending} className="self-start">
          {awaitingHost ? t('payment.submitAuthorise') : t('payment.submitPay', { amount: inCurrency(amountDue, currency) })}
        </Button>
        <p className="text-sm text-muted-foreground">{t('payment.secure')}</p>
      </form>
      {showBreakdown ? (
        <aside className="lg:sticky lg:top-4 lg:self-start" aria-label={t('summary')}>
          <PriceBreakdown
            breakdown={financial}
            title={t('payment.breakdown', { name: booking.RvName })}
            headingLevel={2}
            displayTotal={displayTotal}
          />
        </aside>
      ) : null}
    </div>
  );
}
