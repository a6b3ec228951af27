// /callback-oauth and /payment-callback (blank layout). The loader has already checked payment-callback's query.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentCallbackView } from '../booking/payment-callback-view.tsx';
import { useCurrentRoute } from '../layout/use-current-route.ts';

export default function CallbackPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [search] = useSearchParams();
  const name = route?.name ?? 'callback-oauth';
  if (name === 'payment-callback') return <PaymentCallbackView />;
  return (
    <section className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center" aria-live="polite">
      <h1 className="font-display text-3xl font-semibold">{t(`meta:${name}.title`).replace(/ \| Rove$/, '')}</h1>
      <p className="text-muted-foreground">
        {name === 'payment-callback' ? t('pages.paymentBooking', { id: search.get('bookingId') }) : t(`meta:${name}.description`)}
      </p>
    </section>
  );
}
