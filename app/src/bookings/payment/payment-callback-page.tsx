// Page module (one lazy chunk): /payment-callback (blank layout), the return from the provider's authentication step. The route loader has
// already refused a missing payment_intent_client_secret or bookingId (400 'Invalid parameters'); this page asks
// the server for the outcome (idempotent) and moves on to the complete page, or back to retry-payment.
import { Banner, Button, Spinner } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-fetch.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { pathFor, withQuery } from '../../routes/path-for.ts';
import { paymentCallbackParams } from '../../routes/payment-callback.ts';
import { declineMessageKey, simulatorProvider } from './payment-provider.ts';

export default function PaymentCallbackPage() {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { clientSecret, bookingId } = paymentCallbackParams(search);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    simulatorProvider
      .completeAuthentication(clientSecret, bookingId, languageHeaders(locale))
      .then((result) => {
        if (!live) return;
        if (result.Status === 'succeeded' || result.Status === 'requires_capture') {
          navigate(pathFor('dashboard-bookings-id-complete', { id: bookingId }, locale), { replace: true });
        } else {
          navigate(
            withQuery(pathFor('dashboard-bookings-id-retry-payment', { id: bookingId }, locale), {
              failed: declineMessageKey(result.Message)?.replace('payment.decline.', '') ?? 'declined',
            }),
            {
              replace: true,
            },
          );
        }
      })
      .catch((caught: unknown) => live && setError(caught instanceof ApiError ? caught.message : t('errors.network')));
    return () => {
      live = false;
    };
  }, [clientSecret, bookingId, locale, navigate, t]);

  return (
    <section className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-3xl font-semibold">{t('callback.title')}</h1>
      {error ? (
        <>
          <Banner tone="danger" urgent>
            {error}
          </Banner>
          <Button asChild variant="outline">
            <Link to={pathFor('dashboard-bookings-id-retry-payment', { id: bookingId }, locale)}>{t('callback.retry')}</Link>
          </Button>
        </>
      ) : (
        <output className="flex items-center gap-2 text-muted-foreground">
          <Spinner decorative size="sm" /> {t('callback.checking')}
        </output>
      )}
    </section>
  );
}
